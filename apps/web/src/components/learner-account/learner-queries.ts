import { enrollmentRoutes, profileRoutes } from '@skillpath/contract';
import { queryOptions } from '@tanstack/react-query';
import { callApi } from '../../lib/api';

/**
 * Reads of a learner's own account, shared by the dashboard, the profile screens and the online class.
 * The user-courses key is the one the course page uses, so an enrollment made there refreshes these.
 */
export const learnerKeys = {
  candidate: (userId: string) => ['profile', 'candidate', userId] as const,
  userCourses: (userId: string) => ['enrollment', 'user-courses', userId] as const,
};

export const learnerQueries = {
  candidate: (userId: string) =>
    queryOptions({
      queryKey: learnerKeys.candidate(userId),
      queryFn: ({ signal }) => callApi(profileRoutes.candidate, { params: { id: userId } }, signal),
    }),
  userCourses: (userId: string) =>
    queryOptions({
      queryKey: learnerKeys.userCourses(userId),
      queryFn: ({ signal }) => callApi(enrollmentRoutes.userCourses, { params: { id: userId } }, signal),
    }),
};
