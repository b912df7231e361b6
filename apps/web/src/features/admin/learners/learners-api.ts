import {
  type enrollmentAdminSchema,
  enrollmentRoutes,
  type learnerDetailSchema,
  learnerRoutes,
  type learnerSummarySchema,
  learningRoutes,
  type Role,
} from '@skillpath/contract';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import type { z } from 'zod';
import { callApi } from '../../../lib/api';

export type LearnerSummary = z.infer<typeof learnerSummarySchema>;
export type LearnerDetail = z.infer<typeof learnerDetailSchema>;
export type EnrollmentAdmin = z.infer<typeof enrollmentAdminSchema>;

export const learnerQueries = {
  list: (filter: {
    q: string;
    role: string;
    active_from: string;
    active_to: string;
    limit: number;
    offset: number;
  }) =>
    queryOptions({
      queryKey: ['admin', 'learners', filter],
      queryFn: ({ signal }) =>
        callApi(
          learnerRoutes.list,
          { query: { ...filter, role: (filter.role || undefined) as Role | undefined } },
          signal,
        ),
      placeholderData: keepPreviousData,
    }),
  enrollments: (filter: { q: string; from: string; to: string; limit: number; offset: number }) =>
    queryOptions({
      queryKey: ['admin', 'enrollments', filter],
      queryFn: ({ signal }) => callApi(enrollmentRoutes.list, { query: filter }, signal),
      placeholderData: keepPreviousData,
    }),
  detail: (id: number) =>
    queryOptions({
      queryKey: ['admin', 'learner', id],
      queryFn: ({ signal }) => callApi(learnerRoutes.detail, { params: { id } }, signal),
    }),
};

export const setLearnerRole = (id: number, role: Role) =>
  callApi(learnerRoutes.setRole, { params: { id }, body: { role } });

export const saveAttendance = (
  enrollmentId: number,
  sessions: { sessions_held: number; sessions_attended: number },
) => callApi(learningRoutes.attendance, { params: { id: enrollmentId }, body: sessions });
