import { workshopRoutes } from '@skillpath/contract';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../lib/api';

export const workshopsQuery = () =>
  queryOptions({
    queryKey: ['workshops', 'list'],
    queryFn: ({ signal }) => callApi(workshopRoutes.list, {}, signal),
  });

/** POST /v1/api/workshops/{id}/register/ as the signed-in learner; the seat counts are read again after. */
export function useRegisterMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => callApi(workshopRoutes.register, { params: { id } }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: workshopsQuery().queryKey }),
  });
}
