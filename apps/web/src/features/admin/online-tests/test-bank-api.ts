import {
  assessmentPaths,
  type Category,
  type categoryInputSchema,
  type Domain,
  type domainInputSchema,
  type domainSettingsSchema,
  type Mcq,
  type mcqInputSchema,
} from '@skillpath/contract';
import { queryOptions, useQueryClient } from '@tanstack/react-query';
import { useMemo } from 'react';
import type { z } from 'zod';
import { api, apiRequest } from '../../../lib/api';
import { mediaUrl } from '../../../lib/catalogue';
import { withQuery } from '../shared/with-query';

export type DomainFields = z.output<typeof domainInputSchema>;
export type DomainSettings = z.output<typeof domainSettingsSchema>;
export type CategoryFields = z.output<typeof categoryInputSchema>;
export type McqFields = z.output<typeof mcqInputSchema>;

const normaliseDomain = (domain: Domain): Domain => ({ ...domain, image: mediaUrl(domain.image) });

export const testBankQueries = {
  domains: () =>
    queryOptions({
      queryKey: ['admin', 'test-bank', 'domains'],
      queryFn: async ({ signal }) =>
        (await api.get<Domain[]>(assessmentPaths.domains, signal)).map(normaliseDomain),
    }),
  categories: (domainId: number) =>
    queryOptions({
      queryKey: ['admin', 'test-bank', 'categories', domainId],
      queryFn: ({ signal }) =>
        api.get<Category[]>(withQuery(assessmentPaths.categories, { domain_id: domainId }), signal),
    }),
  mcqs: (domainId: number, categoryId: number) =>
    queryOptions({
      queryKey: ['admin', 'test-bank', 'mcqs', domainId, categoryId],
      queryFn: async ({ signal }) => {
        const list = await api.get<Mcq[]>(
          withQuery(assessmentPaths.mcqList, { domain: domainId, category: categoryId }),
          signal,
        );
        // Spec 001 §7: only the selected category's questions are kept.
        return list.filter((mcq) => mcq.category === categoryId);
      },
    }),
};

/** Spec 001 §7: multipart name (and description), with the image file part only when one is chosen. */
function domainFormData(fields: DomainFields, image: File | null): FormData {
  const data = new FormData();
  data.append('name', fields.name);
  data.append('description', fields.description);
  if (image) data.append('image', image);
  return data;
}

export const createDomain = async (fields: DomainFields, image: File | null) =>
  normaliseDomain(
    await apiRequest<Domain>(assessmentPaths.createDomain, {
      method: 'POST',
      body: domainFormData(fields, image),
    }),
  );

/** An update must bring a new image (spec 001 §5). */
export const updateDomain = async (id: number, fields: DomainFields, image: File) =>
  normaliseDomain(
    await apiRequest<Domain>(assessmentPaths.updateDomain(id), {
      method: 'PUT',
      body: domainFormData(fields, image),
    }),
  );

export const saveDomainSettings = async (id: number, settings: DomainSettings) =>
  normaliseDomain(await api.put<Domain>(assessmentPaths.domainSettings(id), settings));

export const deleteDomain = (id: number) => api.delete<void>(assessmentPaths.deleteDomain(id));

export const createCategory = (fields: CategoryFields) =>
  api.post<Category>(assessmentPaths.createCategory, fields);
export const updateCategory = (id: number, fields: CategoryFields) =>
  api.put<Category>(assessmentPaths.updateCategory(id), fields);
export const deleteCategory = (id: number) => api.delete<void>(assessmentPaths.deleteCategory(id));

export const createMcq = (fields: McqFields) => api.post<Mcq>(assessmentPaths.addMcq, fields);
export const updateMcq = (id: number, fields: McqFields) =>
  api.put<Mcq>(assessmentPaths.updateMcq(id), fields);
export const deleteMcq = (id: number) => api.delete<void>(assessmentPaths.deleteMcq(id));

/** Spec 001 §4: after a write the lists are updated locally. */
export function useTestBankCache() {
  const queryClient = useQueryClient();
  return useMemo(() => {
    // A category or MCQ written changes the bank counts the domains' settings show.
    const recountBank = () => queryClient.invalidateQueries({ queryKey: testBankQueries.domains().queryKey });
    return {
      domains: (change: (list: Domain[]) => Domain[]) =>
        queryClient.setQueryData(testBankQueries.domains().queryKey, (old) => (old ? change(old) : old)),
      categories: (domainId: number, change: (list: Category[]) => Category[]) => {
        queryClient.setQueryData(testBankQueries.categories(domainId).queryKey, (old) =>
          old ? change(old) : old,
        );
        void recountBank();
      },
      mcqs: (domainId: number, categoryId: number, change: (list: Mcq[]) => Mcq[]) => {
        queryClient.setQueryData(testBankQueries.mcqs(domainId, categoryId).queryKey, (old) =>
          old ? change(old) : old,
        );
        void recountBank();
      },
    };
  }, [queryClient]);
}

/** The file name at the end of an image URL, shown while editing a domain (spec 001 §4). */
export function imageFileName(url: string): string {
  if (!url) return '';
  return decodeURIComponent(url.split('?')[0]?.split('/').pop() ?? '');
}
