import {
  type enrollmentCreatedSchema,
  enrollmentPaths,
  type enrollmentRequestSchema,
  type UserCourse,
} from '@skillpath/contract';
import { queryOptions, useMutation } from '@tanstack/react-query';
import type { z } from 'zod';
import { api } from '../../../lib/api';

export type EnrollmentRequest = z.input<typeof enrollmentRequestSchema>;
export type EnrollmentCreated = z.infer<typeof enrollmentCreatedSchema>;

/** The courses a learner is enrolled in; the server answers only for the signed-in learner's own id. */
export const userCoursesQuery = (userId: string) =>
  queryOptions({
    queryKey: ['enrollment', 'user-courses', userId],
    queryFn: ({ signal }) => api.get<UserCourse[]>(enrollmentPaths.userCourses(userId), signal),
  });

export function useEnrollMutation() {
  return useMutation({
    mutationFn: (input: EnrollmentRequest) => api.post<EnrollmentCreated>(enrollmentPaths.enroll, input),
  });
}
