import {
  enrollmentErrorCodes,
  type enrollmentListQuerySchema,
  enrollmentMessages,
  type enrollmentRequestSchema,
  type UserCourse,
} from '@skillpath/contract';
import type { z } from 'zod';
import type { Db } from '../../db/database';
import { Conflict, NotFound, PaymentRequired } from '../../errors';
import { recordActivity } from '../activity/queries';
import { findUserById, findUsersByIds, userIdsMatching } from '../auth/queries';
import { findCourseByTitle } from '../catalogue/queries';
import { enqueueMail } from '../jobs/queue';
import { enrollmentMail } from './mail';
import { progressOf } from './progress';
import * as q from './queries';

// Shown on the learner's course cards; a course's level is not modelled yet.
const difficultyOf = (hours: number) =>
  hours <= 40 ? 'Beginner' : hours <= 90 ? 'Intermediate' : 'Advanced';

const alreadyEnrolled = () =>
  Conflict(enrollmentMessages.alreadyEnrolled).withCode(enrollmentErrorCodes.alreadyEnrolled);

export function createEnrollmentService(db: Db, publicUrl: string) {
  return {
    /** The admin's list of enrollments by the days they were made, searched by learner (issue 18). */
    async list(filter: z.output<typeof enrollmentListQuerySchema>) {
      const { count, rows } = await q.listEnrollments(db, filter, userIdsMatching(db, filter.q));
      const people = new Map(
        (await findUsersByIds(db, [...new Set(rows.map((r) => r.enrollment.userId))])).map((u) => [u.id, u]),
      );
      const results = rows.map(({ enrollment: e, courseTitle }) => ({
        id: e.id,
        user_id: e.userId,
        name: people.get(e.userId)?.name ?? '',
        email: people.get(e.userId)?.email ?? '',
        course_id: e.courseId,
        course_title: courseTitle,
        selected_at: e.selectedAt.toISOString(),
      }));
      return { count, results };
    },

    /**
     * Enrolls the signed-in learner in a free course; a second enrollment in the same course is a 409.
     * A course with a fee is enrolled in by paying for it at checkout.
     */
    async enroll(userId: number, input: z.output<typeof enrollmentRequestSchema>) {
      const course = await findCourseByTitle(db, input.course_title);
      if (!course)
        throw NotFound(enrollmentMessages.courseNotFound).withCode(enrollmentErrorCodes.courseNotFound);
      if (course.fee > 0) {
        // A learner who paid for it is told they are enrolled, not sent to pay again.
        if (await q.findEnrollment(db, { userId, courseId: course.id })) throw alreadyEnrolled();
        throw PaymentRequired();
      }
      const created = await db.transaction(async (tx) => {
        const row = await q.insertEnrollment(tx, userId, course.id, new Date());
        if (row) {
          await q.bumpEnrolledCount(tx, course.id);
          await recordActivity(tx, userId, `Enrolled in ${course.title}`);
          const learner = await findUserById(tx, userId);
          if (learner) {
            await enqueueMail(tx, {
              to: learner.email,
              ...enrollmentMail(learner.name, course.title, `${publicUrl}/userdash/${userId}`),
            });
          }
        }
        return row;
      });
      if (!created) throw alreadyEnrolled();
      return {
        id: created.id,
        course_id: course.id,
        course_title: course.title,
        selected_at: created.selectedAt.toISOString(),
        message: enrollmentMessages.success,
      };
    },

    async coursesOf(userId: number): Promise<UserCourse[]> {
      const rows = await q.coursesOfUser(db, userId);
      return rows.map((row) => {
        const { course, enrollment } = row;
        const progress = progressOf(row);
        return {
          enrollment_id: enrollment.id,
          course_id: course.id,
          course_title: course.title,
          course_description: course.description,
          course_image: course.image,
          course_duration: course.durationHours,
          course_mode: course.mode,
          course_trainer: course.trainer,
          course_language: course.language,
          status: enrollment.completedAt ? 'Completed' : 'In progress',
          difficulty: difficultyOf(course.durationHours),
          lastUpdated: enrollment.updatedAt.toISOString(),
          selected_at: enrollment.selectedAt.toISOString(),
          ...progress,
        };
      });
    },
  };
}
