import { z } from 'zod';
import { route } from '../common/route';
import { idParamSchema } from '../common/schemas';
import { enrollmentAdminSchema, enrollmentListQuerySchema, pageOf } from '../inbox/schemas';
import { paymentErrorCodes } from '../payments/constants';
import { enrollmentErrorCodes as codes } from './constants';
import { enrollmentCreatedSchema, enrollmentRequestSchema, userCourseSchema } from './schemas';

/** Spec 000 §3: a learner enrolls in a course and sees their courses; admins list every enrollment. */
export const enrollmentRoutes = {
  enroll: route({
    method: 'POST',
    path: '/v1/auth/selected-courses/',
    access: 'learner',
    status: 201,
    // A course with a fee is bought through checkout instead.
    errors: [codes.courseNotFound, codes.alreadyEnrolled, paymentErrorCodes.paymentRequired],
    schemas: { body: enrollmentRequestSchema, response: enrollmentCreatedSchema },
  }),
  userCourses: route({
    method: 'GET',
    path: '/v1/auth/user-courses/:id/',
    access: 'owner',
    errors: [],
    schemas: { params: idParamSchema, response: z.array(userCourseSchema) },
  }),
  /** Enrollments by the days they were made (issue 18; the spec has no admin list of them). */
  list: route({
    method: 'GET',
    path: '/v1/api/admin/enrollments/',
    access: 'admin',
    errors: [],
    schemas: { query: enrollmentListQuerySchema, response: pageOf(enrollmentAdminSchema) },
  }),
};
