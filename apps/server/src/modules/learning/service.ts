import { type CourseLessons, LEARNING_POINTS, learningMessages, type Progress } from '@skillpath/contract';
import type { Db } from '../../db/database';
import { Forbidden, NotFound } from '../../errors';
import type { AuthUser } from '../../plugins/auth';
import { addPoints, recordActivity } from '../activity/queries';
import { findCourse } from '../catalogue/queries';
import { progressOf, settleProgress } from '../enrollment/progress';
import * as enrollments from '../enrollment/queries';
import * as q from './queries';

export function createLearningService(db: Db) {
  return {
    /** The online class of a course: its lessons with watched marks and the learner's progress. */
    async courseLessons(user: AuthUser, courseId: number): Promise<CourseLessons> {
      const course = await findCourse(db, courseId);
      if (!course) throw NotFound('Course not found. Please check the course ID.');
      const enrollment = await enrollments.findEnrollment(db, { userId: user.id, courseId });
      if (!enrollment && user.role !== 'admin') throw Forbidden(learningMessages.notEnrolled);
      const rows = await q.lessonsWithWatched(db, courseId, user.id);
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
        lessons: rows.map(({ lesson, watchedAt }) => ({
          id: lesson.id,
          course_id: lesson.courseId,
          title: lesson.title,
          description: lesson.description,
          video_url: lesson.videoUrl,
          duration_seconds: lesson.durationSeconds,
          position: lesson.position,
          watched: watchedAt !== null,
        })),
      };
    },

    /** A lesson played to its end: recorded once, points and progress follow in one transaction. */
    async markWatched(user: AuthUser, lessonId: number): Promise<Progress> {
      const lesson = await q.findLesson(db, lessonId);
      if (!lesson) throw NotFound(learningMessages.lessonNotFound);
      const enrollment = await enrollments.findEnrollment(db, { userId: user.id, courseId: lesson.courseId });
      if (!enrollment) throw Forbidden(learningMessages.notEnrolled);
      return db.transaction(async (tx) => {
        if (await q.markWatched(tx, user.id, lessonId)) {
          await addPoints(tx, user.id, LEARNING_POINTS.lessonWatched);
          await recordActivity(tx, user.id, `Watched "${lesson.title}" in ${enrollment.courseTitle}`);
        }
        return settleProgress(tx, enrollment.enrollment.id);
      });
    },

    /** Admin: sessions held and attended for one enrollment (the 40% of progress). */
    async setAttendance(enrollmentId: number, held: number, attended: number): Promise<Progress> {
      const found = await enrollments.findEnrollment(db, { id: enrollmentId });
      if (!found) throw NotFound(learningMessages.enrollmentNotFound);
      return db.transaction(async (tx) => {
        await enrollments.setAttendance(tx, enrollmentId, held, attended);
        return settleProgress(tx, enrollmentId);
      });
    },
  };
}
