import { catalogueAdminPaths, type Internship, type internshipInputSchema } from '@skillpath/contract';
import { useQueryClient } from '@tanstack/react-query';
import { useMemo } from 'react';
import type { z } from 'zod';
import { apiRequest } from '../../../lib/api';
import { catalogueQueries, mediaUrl } from '../../../lib/catalogue';

export type InternshipFields = z.output<typeof internshipInputSchema>;

/** Spec 001 §7: JSON of the internship fields; the card image is a data URL ('' keeps the current one). */
export const createInternship = (fields: InternshipFields) =>
  apiRequest<Internship>(catalogueAdminPaths.internships, { method: 'POST', body: fields });

export const updateInternship = (id: number, fields: InternshipFields) =>
  apiRequest<Internship>(catalogueAdminPaths.internship(id), { method: 'PUT', body: fields });

export const deleteInternship = (id: number) =>
  apiRequest<void>(catalogueAdminPaths.internship(id), { method: 'DELETE' });

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
