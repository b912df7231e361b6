import {
  type jobApplicationSchema,
  type Placement,
  type placementInputSchema,
  placementRoutes,
  type workshopInputSchema,
  type workshopRegistrationSchema,
  workshopRoutes,
} from '@skillpath/contract';
import { keepPreviousData, queryOptions, useQueryClient } from '@tanstack/react-query';
import { useMemo } from 'react';
import type { z } from 'zod';
import { callApi } from '../../../lib/api';
import { mediaUrl } from '../../../lib/catalogue';

export type PlacementFields = z.output<typeof placementInputSchema>;
export type WorkshopFields = z.output<typeof workshopInputSchema>;
export type JobApplication = z.infer<typeof jobApplicationSchema>;
export type WorkshopRegistration = z.infer<typeof workshopRegistrationSchema>;

/** A paged admin list's search, days ('' for no bound) and page. */
type AdminListFilter = { q: string; from: string; to: string; limit: number; offset: number };

const normalisePlacement = (p: Placement): Placement => ({
  ...p,
  placement_category_img: mediaUrl(p.placement_category_img),
  placement_featuredjob_img: mediaUrl(p.placement_featuredjob_img),
});

export const placementQueries = {
  placements: () =>
    queryOptions({
      queryKey: ['admin', 'placements'],
      queryFn: async ({ signal }) =>
        (await callApi(placementRoutes.list, {}, signal)).map(normalisePlacement),
    }),
  applications: (filter: AdminListFilter & { placement_id: string }) =>
    queryOptions({
      queryKey: ['admin', 'job-applications', filter],
      queryFn: ({ signal }) => callApi(placementRoutes.applications, { query: filter }, signal),
      placeholderData: keepPreviousData,
    }),
  workshops: () =>
    queryOptions({
      queryKey: ['admin', 'workshops'],
      queryFn: ({ signal }) => callApi(workshopRoutes.list, {}, signal),
    }),
  registrations: (filter: AdminListFilter & { workshop_id: string }) =>
    queryOptions({
      queryKey: ['admin', 'workshop-registrations', filter],
      queryFn: ({ signal }) => callApi(workshopRoutes.registrations, { query: filter }, signal),
      placeholderData: keepPreviousData,
    }),
};

/** JSON; a picture is a data URL, or '' to keep the current one. */
export const createPlacement = async (fields: PlacementFields) =>
  normalisePlacement(await callApi(placementRoutes.create, { body: fields }));
export const updatePlacement = async (id: number, fields: PlacementFields) =>
  normalisePlacement(await callApi(placementRoutes.update, { params: { id }, body: fields }));
export const deletePlacement = (id: number) => callApi(placementRoutes.remove, { params: { id } });

export const createWorkshop = (fields: WorkshopFields) => callApi(workshopRoutes.create, { body: fields });
export const updateWorkshop = (id: number, fields: WorkshopFields) =>
  callApi(workshopRoutes.update, { params: { id }, body: fields });
export const deleteWorkshop = (id: number) => callApi(workshopRoutes.remove, { params: { id } });

/** A list of the admin area changed locally after a write (spec 001 §4). */
export function useListCache<T>(queryKey: readonly unknown[]) {
  const queryClient = useQueryClient();
  // biome-ignore lint/correctness/useExhaustiveDependencies: the key's content, not its identity, matters.
  return useMemo(
    () => (change: (list: T[]) => T[]) =>
      queryClient.setQueryData<T[]>(queryKey, (old) => (old ? change(old) : old)),
    [queryClient, JSON.stringify(queryKey)],
  );
}
