import {
  type CourseLessons,
  catalogueMessages,
  LEARNING_POINTS,
  type LessonPlayback,
  learningErrorCodes,
  learningMessages,
  type Progress,
} from '@skillpath/contract';
import type { Db } from '../../db/database';
import { Forbidden, NotFound } from '../../errors';
import type { AuthUser } from '../../plugins/auth';
import { recordActivity } from '../activity/queries';
import { addPoints } from '../auth/queries';
import { findCourse } from '../catalogue/queries';
import { progressOf, settleProgress } from '../enrollment/progress';
import * as enrollments from '../enrollment/queries';
import { addStretch, coveredSeconds, coversLesson, creditedStretch } from './playback';
import * as q from './queries';

export function createLearningService(db: Db) {
  return {
    /** The online class of a course: its lessons with watched marks and the learner's progress. */
    async courseLessons(user: AuthUser, courseId: number): Promise<CourseLessons> {
      const course = await findCourse(db, courseId);
      if (!course)
        throw NotFound(catalogueMessages.courseNotFound).withCode(learningErrorCodes.courseNotFound);
      const enrollment = await enrollments.findEnrollment(db, { userId: user.id, courseId });
      if (!enrollment && user.role !== 'admin')
        throw Forbidden(learningMessages.notEnrolled).withCode(learningErrorCodes.notEnrolled);
      const rows = await q.lessonsWithPlayback(db, courseId, user.id);
      const progress: Progress = enrollment
        ? progressOf(enrollment)
        : progressOf({
            enrollment: { sessionsHeld: 0, sessionsAttended: 0 },
            lessonsTotal: rows.length,
            lessonsWatched: 0,
          });
      return {
        course_id: course.id,
        course_title: course.title,
        ...progress,
        lessons: rows.map(({ lesson, covered, watchedAt }) => ({
          id: lesson.id,
          course_id: lesson.courseId,
          title: lesson.title,
          description: lesson.description,
          video_url: lesson.videoUrl,
          duration_seconds: lesson.durationSeconds,
          position: lesson.position,
          seconds_watched: Math.floor(coveredSeconds(covered ?? [])),
          watched: watchedAt != null,
        })),
      };
    },

    /**
     * The player reports where playback is. The server credits the stretch played since the previous
     * report, no longer than the time that passed; once the covered seconds reach most of the lesson it
     * counts as watched, and points and progress follow in the same transaction (once).
     */
    async heartbeat(user: AuthUser, lessonId: number, positionSeconds: number): Promise<LessonPlayback> {
      const lesson = await q.findLesson(db, lessonId);
      if (!lesson)
        throw NotFound(learningMessages.lessonNotFound).withCode(learningErrorCodes.lessonNotFound);
      const enrollment = await enrollments.findEnrollment(db, { userId: user.id, courseId: lesson.courseId });
      if (!enrollment) throw Forbidden(learningMessages.notEnrolled).withCode(learningErrorCodes.notEnrolled);
      const position = Math.min(positionSeconds, lesson.durationSeconds);
      return db.transaction(async (tx) => {
        const rows = await q.lockPlaybackOfLearner(tx, user.id, lessonId);
        const mine = rows.find((r) => r.lessonId === lessonId)!;
        const sinceLearnersLast = Math.min(...rows.map((r) => r.secondsAgo ?? Number.POSITIVE_INFINITY));
        const stretch = creditedStretch(
          { position: mine.lastPosition, secondsAgo: mine.secondsAgo },
          position,
          sinceLearnersLast,
        );
        const covered = stretch ? addStretch(mine.covered, stretch) : mine.covered;
        const seconds = coveredSeconds(covered);
        const nowWatched = mine.watchedAt === null && coversLesson(seconds, lesson.durationSeconds);
        await q.savePlayback(tx, { userId: user.id, lessonId, covered, position, watched: nowWatched });
        if (nowWatched) {
          await addPoints(tx, user.id, LEARNING_POINTS.lessonWatched);
          await recordActivity(tx, user.id, `Watched "${lesson.title}" in ${enrollment.courseTitle}`);
        }
        return {
          ...(await settleProgress(tx, enrollment.enrollment.id)),
          lesson_id: lessonId,
          seconds_watched: Math.floor(seconds),
          duration_seconds: lesson.durationSeconds,
          watched: mine.watchedAt !== null || nowWatched,
        };
      });
    },

    /** Admin: sessions held and attended for one enrollment (the 40% of progress). */
    async setAttendance(enrollmentId: number, held: number, attended: number): Promise<Progress> {
      const found = await enrollments.findEnrollment(db, { id: enrollmentId });
      if (!found)
        throw NotFound(learningMessages.enrollmentNotFound).withCode(learningErrorCodes.enrollmentNotFound);
      return db.transaction(async (tx) => {
        await enrollments.setAttendance(tx, enrollmentId, held, attended);
        return settleProgress(tx, enrollmentId);
      });
    },
  };
}
