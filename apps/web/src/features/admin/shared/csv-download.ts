import { ApiRequestError } from '../../../lib/api';
import { getSession } from '../../../lib/session';
import { withQuery } from './with-query';

function fileName(disposition: string | null, fallback: string): string {
  return /filename="?([^";]+)"?/i.exec(disposition ?? '')?.[1] ?? fallback;
}

/**
 * Downloads a CSV export: fetched with the bearer token (a plain link would carry none), then saved
 * through a temporary object URL under the server's file name.
 */
export function downloadCsv(
  path: string,
  params: Record<string, string | undefined>,
  fallbackName: string,
): Promise<void> {
  return downloadFile(withQuery(path, params), fallbackName, 'text/csv');
}

/** Downloads an attachment of the API (a CSV, a résumé) with the bearer token, under the server's name. */
export async function downloadFile(path: string, fallbackName: string, accept = '*/*'): Promise<void> {
  const headers = new Headers({ Accept: accept });
  const token = getSession()?.token;
  if (token) headers.set('Authorization', `Bearer ${token}`);

  let response: Response;
  try {
    response = await fetch(path, { headers });
  } catch {
    throw new ApiRequestError(0);
  }
  if (!response.ok) {
    const body = (await response.json().catch(() => undefined)) as { detail?: string } | undefined;
    throw new ApiRequestError(response.status, body?.detail);
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
