import { catalogueAdminRoutes, type Program, type programInputSchema } from '@skillpath/contract';
import { useQueryClient } from '@tanstack/react-query';
import { useMemo } from 'react';
import type { z } from 'zod';
import { callApi } from '../../../lib/api';
import { catalogueQueries } from '../../../lib/catalogue';

export type ProgramFields = z.output<typeof programInputSchema>;

export const createProgram = (fields: ProgramFields) =>
  callApi(catalogueAdminRoutes.createProgram, { body: fields });

export const updateProgram = (id: number, fields: ProgramFields) =>
  callApi(catalogueAdminRoutes.updateProgram, { params: { id }, body: fields });

export const deleteProgram = (id: number) => callApi(catalogueAdminRoutes.deleteProgram, { params: { id } });

const programsKey = catalogueQueries.programs().queryKey;

/** Programs in the order /aiuserpage shows them. */
const inPageOrder = (programs: Program[]) =>
  [...programs].sort((a, b) => a.position - b.position || a.id - b.id);

/** The shared program list: changed locally after a write, then refreshed for the public pages. */
export function useProgramsCache() {
  const queryClient = useQueryClient();
  return useMemo(
    () => ({
      update(change: (programs: Program[]) => Program[]) {
        queryClient.setQueryData(programsKey, (old) => (old ? inPageOrder(change(old)) : old));
      },
      refresh: () => queryClient.invalidateQueries({ queryKey: ['catalogue'] }),
    }),
    [queryClient],
  );
}
