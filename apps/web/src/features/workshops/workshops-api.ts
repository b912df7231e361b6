import { placementPaths, type Workshop } from '@skillpath/contract';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../lib/api';

export const workshopsQuery = () =>
  queryOptions({
    queryKey: ['workshops', 'list'],
    queryFn: ({ signal }) => api.get<Workshop[]>(placementPaths.workshops, signal),
  });

/** POST /v1/api/workshops/{id}/register/ as the signed-in learner; the seat counts are read again after. */
export function useRegisterMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => api.post<{ message?: string }>(placementPaths.registerWorkshop(id)),
    onSettled: () => queryClient.invalidateQueries({ queryKey: workshopsQuery().queryKey }),
  });
}
