import { enrollmentRoutes, type RouteInput } from '@skillpath/contract';
import { queryOptions, useMutation } from '@tanstack/react-query';
import { callApi } from '../../../lib/api';

type EnrollmentRequest = RouteInput<typeof enrollmentRoutes.enroll>['body'];

/** The courses a learner is enrolled in; the server answers only for the signed-in learner's own id. */
export const userCoursesQuery = (userId: string) =>
  queryOptions({
    queryKey: ['enrollment', 'user-courses', userId],
    queryFn: ({ signal }) => callApi(enrollmentRoutes.userCourses, { params: { id: userId } }, signal),
  });

export function useEnrollMutation() {
  return useMutation({
    mutationFn: (input: EnrollmentRequest) => callApi(enrollmentRoutes.enroll, { body: input }),
  });
}
