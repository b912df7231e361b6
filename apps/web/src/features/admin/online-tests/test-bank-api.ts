import {
  type Category,
  type categoryInputSchema,
  type Domain,
  type domainInputSchema,
  type domainSettingsSchema,
  type Mcq,
  type mcqInputSchema,
  testBankRoutes as routes,
} from '@skillpath/contract';
import { queryOptions, useQueryClient } from '@tanstack/react-query';
import { useMemo } from 'react';
import type { z } from 'zod';
import { callApi } from '../../../lib/api';
import { mediaUrl } from '../../../lib/catalogue';

export type DomainFields = z.output<typeof domainInputSchema>;
export type DomainSettings = z.output<typeof domainSettingsSchema>;
export type CategoryFields = z.output<typeof categoryInputSchema>;
export type McqFields = z.output<typeof mcqInputSchema>;

const normaliseDomain = (domain: Domain): Domain => ({ ...domain, image: mediaUrl(domain.image) });

export const testBankQueries = {
  domains: () =>
    queryOptions({
      queryKey: ['admin', 'test-bank', 'domains'],
      queryFn: async ({ signal }) => (await callApi(routes.domains, {}, signal)).map(normaliseDomain),
    }),
  categories: (domainId: number) =>
    queryOptions({
      queryKey: ['admin', 'test-bank', 'categories', domainId],
      queryFn: ({ signal }) => callApi(routes.categories, { query: { domain_id: String(domainId) } }, signal),
    }),
  mcqs: (domainId: number, categoryId: number) =>
    queryOptions({
      queryKey: ['admin', 'test-bank', 'mcqs', domainId, categoryId],
      queryFn: async ({ signal }) => {
        const list = await callApi(
          routes.mcqs,
          { query: { domain: String(domainId), category: String(categoryId) } },
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
  normaliseDomain(await callApi(routes.createDomain, { body: domainFormData(fields, image) }));

/** An update must bring a new image (spec 001 §5). */
export const updateDomain = async (id: number, fields: DomainFields, image: File) =>
  normaliseDomain(
    await callApi(routes.updateDomain, { params: { id }, body: domainFormData(fields, image) }),
  );

export const saveDomainSettings = async (id: number, settings: DomainSettings) =>
  normaliseDomain(await callApi(routes.domainSettings, { params: { id }, body: settings }));

export const deleteDomain = (id: number) => callApi(routes.deleteDomain, { params: { id } });

export const createCategory = (fields: CategoryFields) => callApi(routes.createCategory, { body: fields });
export const updateCategory = (id: number, fields: CategoryFields) =>
  callApi(routes.updateCategory, { params: { id }, body: fields });
export const deleteCategory = (id: number) => callApi(routes.deleteCategory, { params: { id } });

export const createMcq = (fields: McqFields) => callApi(routes.addMcq, { body: fields });
export const updateMcq = (id: number, fields: McqFields) =>
  callApi(routes.updateMcq, { params: { id }, body: fields });
export const deleteMcq = (id: number) => callApi(routes.deleteMcq, { params: { id } });

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
