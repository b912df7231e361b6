import { placementRoutes } from '@skillpath/contract';
import { queryOptions } from '@tanstack/react-query';
import { callApi } from '../../lib/api';

/**
 * Where the signed-in learner stands against the placement gate, as the server rules it: the one rule
 * behind Explore Now, Apply and the Access Restricted dialog. Fresh on every ask: progress moves as
 * lessons are watched.
 */
export const placementAccessQuery = (userId: string) =>
  queryOptions({
    queryKey: ['placements', 'access', userId],
    queryFn: ({ signal }) => callApi(placementRoutes.access, {}, signal),
    staleTime: 0,
  });
