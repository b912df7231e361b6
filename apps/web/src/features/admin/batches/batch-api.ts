import { type Batch, type batchInputSchema, catalogueAdminRoutes } from '@skillpath/contract';
import { useQueryClient } from '@tanstack/react-query';
import { useMemo } from 'react';
import type { z } from 'zod';
import { callApi } from '../../../lib/api';
import { catalogueQueries, mediaUrl } from '../../../lib/catalogue';

export type BatchFields = z.output<typeof batchInputSchema>;

/** Spec 001 §7: multipart name, instructor, mode, startDate, timings, category and an optional image. */
function batchFormData(fields: BatchFields, image: File | null): FormData {
  const data = new FormData();
  for (const [name, value] of Object.entries(fields)) data.append(name, String(value));
  if (image) data.append('image', image);
  return data;
}

export const createBatch = (fields: BatchFields, image: File | null) =>
  callApi(catalogueAdminRoutes.createBatch, { body: batchFormData(fields, image) });

/** Without a new image the batch keeps its picture. */
export const updateBatch = (id: number, fields: BatchFields, image: File | null) =>
  callApi(catalogueAdminRoutes.updateBatch, { params: { id }, body: batchFormData(fields, image) });

export const deleteBatch = (id: number) => callApi(catalogueAdminRoutes.deleteBatch, { params: { id } });

const batchesKey = catalogueQueries.batches().queryKey;

export const normaliseBatch = (batch: Batch): Batch => ({ ...batch, image: mediaUrl(batch.image) });

/** Batches are listed by start date (as the server does), so a change keeps that order. */
const byStart = (batches: Batch[]) =>
  [...batches].sort((a, b) => a.startDate.localeCompare(b.startDate) || a.id - b.id);

export function useBatchesCache() {
  const queryClient = useQueryClient();
  return useMemo(
    () => ({
      update(change: (batches: Batch[]) => Batch[]) {
        queryClient.setQueryData(batchesKey, (old) => (old ? byStart(change(old)) : old));
      },
      refresh: () => queryClient.invalidateQueries({ queryKey: ['catalogue'] }),
    }),
    [queryClient],
  );
}
