import { catalogueAdminRoutes, type Internship, type internshipInputSchema } from '@skillpath/contract';
import { useQueryClient } from '@tanstack/react-query';
import { useMemo } from 'react';
import type { z } from 'zod';
import { callApi } from '../../../lib/api';
import { catalogueQueries, mediaUrl } from '../../../lib/catalogue';

export type InternshipFields = z.output<typeof internshipInputSchema>;

/** Spec 001 §7: JSON of the internship fields; the card image is a data URL ('' keeps the current one). */
export const createInternship = (fields: InternshipFields) =>
  callApi(catalogueAdminRoutes.createInternship, { body: fields });

export const updateInternship = (id: number, fields: InternshipFields) =>
  callApi(catalogueAdminRoutes.updateInternship, { params: { id }, body: fields });

export const deleteInternship = (id: number) =>
  callApi(catalogueAdminRoutes.deleteInternship, { params: { id } });

const internshipsKey = catalogueQueries.internships().queryKey;

/** The shared internship list: changed locally after a write, then refreshed for the public pages. */
export function useInternshipsCache() {
  const queryClient = useQueryClient();
  return useMemo(
    () => ({
      update(change: (internships: Internship[]) => Internship[]) {
        queryClient.setQueryData(internshipsKey, (old) => (old ? change(old) : old));
      },
      refresh: () => queryClient.invalidateQueries({ queryKey: ['catalogue'] }),
    }),
    [queryClient],
  );
}

export const normaliseInternship = (internship: Internship): Internship => ({
  ...internship,
  internship_card_image: mediaUrl(internship.internship_card_image),
});
