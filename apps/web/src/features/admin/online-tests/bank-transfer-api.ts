import { itemStatisticsRoutes, type McqFormat, mcqTransferRoutes } from '@skillpath/contract';
import { queryOptions } from '@tanstack/react-query';
import { callApi } from '../../../lib/api';
import { downloadFile, saveBlob } from '../shared/csv-download';

/** Issue 16: a file checked (dry run) or imported into a category. */
export function importMcqs(input: { file: File; format: McqFormat; categoryId: number; dryRun: boolean }) {
  const data = new FormData();
  data.append('format', input.format);
  data.append('category_id', String(input.categoryId));
  data.append('dry_run', String(input.dryRun));
  data.append('file', input.file);
  return callApi(mcqTransferRoutes.importMcqs, { body: data });
}

/** Downloads the questions of a category or a domain under the server's file name. */
export const exportMcqs = (scope: { category_id?: number; domain_id?: number }, format: McqFormat) =>
  downloadFile(mcqTransferRoutes.exportMcqs, { query: { ...scope, format } }, `questions.${format}`);

/** Saves text made in the page (the CSV template, the statistics table) as a file. */
export const saveText = (text: string, fileName: string, type: string) =>
  saveBlob(new Blob([text], { type }), fileName);

export const statisticsQuery = (domainId: number) =>
  queryOptions({
    queryKey: ['admin', 'test-bank', 'statistics', domainId],
    queryFn: ({ signal }) =>
      callApi(itemStatisticsRoutes.domain, { query: { domain_id: String(domainId) } }, signal),
  });
