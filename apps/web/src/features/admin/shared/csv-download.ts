import { type Route, routeUrl } from '@skillpath/contract';
import { ApiRequestError } from '../../../lib/api';
import { getSession } from '../../../lib/session';

/** A route that answers a file (issue 19): its contract declaration. */
export type FileRoute = Pick<Route, 'path' | 'produces'>;

/** The path's parameters and the query of a download; a query's empty values are left out. */
export interface FileInput {
  params?: Record<string, string | number>;
  query?: Record<string, unknown>;
}

function fileName(disposition: string | null, fallback: string): string {
  return /filename="?([^";]+)"?/i.exec(disposition ?? '')?.[1] ?? fallback;
}

/**
 * Downloads a CSV export: fetched with the bearer token (a plain link would carry none), then saved
 * through a temporary object URL under the server's file name.
 */
export function downloadCsv(
  declared: FileRoute,
  query: Record<string, string | undefined>,
  fallbackName: string,
): Promise<void> {
  return downloadFile({ ...declared, produces: declared.produces ?? 'text/csv' }, { query }, fallbackName);
}

/** Downloads an attachment of the API (a CSV, a résumé) with the bearer token, under the server's name. */
export async function downloadFile(
  declared: FileRoute,
  { params, query }: FileInput,
  fallbackName: string,
): Promise<void> {
  const headers = new Headers({ Accept: declared.produces ?? '*/*' });
  const token = getSession()?.token;
  if (token) headers.set('Authorization', `Bearer ${token}`);

  let response: Response;
  try {
    response = await fetch(routeUrl(declared, params, query), { headers });
  } catch {
    throw new ApiRequestError(0);
  }
  if (!response.ok) {
    const body = (await response.json().catch(() => undefined)) as
      | { detail?: string; code?: string }
      | undefined;
    throw new ApiRequestError(response.status, body?.detail, {}, body?.code);
  }

  saveBlob(await response.blob(), fileName(response.headers.get('Content-Disposition'), fallbackName));
}

/** Saves a blob made or fetched in the page as a download named `name`. */
export function saveBlob(blob: Blob, name: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  document.body.append(link);
  link.click();
  link.remove();
  // Give the browser a moment to start the download before the URL goes.
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}
