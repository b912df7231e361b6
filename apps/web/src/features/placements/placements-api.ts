import { type Placement, placementRoutes } from '@skillpath/contract';
import { queryOptions, useMutation } from '@tanstack/react-query';
import { callApi } from '../../lib/api';
import { mediaUrl } from '../../lib/catalogue';

/** The server stores relative picture paths; the page needs addresses it can load. */
const normalise = (placement: Placement): Placement => ({
  ...placement,
  placement_category_img: mediaUrl(placement.placement_category_img),
  placement_featuredjob_img: mediaUrl(placement.placement_featuredjob_img),
});

/** Public reads of the placement board: the list and one job (GET /v1/api/placements/…). */
export const placementQueries = {
  list: () =>
    queryOptions({
      queryKey: ['placements', 'list'],
      queryFn: async ({ signal }) => (await callApi(placementRoutes.list, {}, signal)).map(normalise),
    }),
  /** A job that failed to load is not asked for again on mount: a page rendered with a 404 hydrates as it is. */
  job: (id: number) =>
    queryOptions({
      queryKey: ['placements', 'job', id],
      queryFn: async ({ signal }) =>
        normalise(await callApi(placementRoutes.get, { params: { id } }, signal)),
      retryOnMount: false,
    }),
};

/** POST /v1/api/placements/{id}/apply/ as the signed-in learner. */
export function useApplyMutation(id: number) {
  return useMutation({
    mutationFn: () => callApi(placementRoutes.apply, { params: { id } }),
  });
}
