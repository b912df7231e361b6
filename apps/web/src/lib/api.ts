import { type ApiError, type Route, type RouteInput, type RouteOutput, routeUrl } from '@skillpath/contract';
import { clearSession, getSession } from './session';

/** Spec 000 §8: what a person sees when the server cannot be reached (status 0). */
export const NETWORK_ERROR_MESSAGE = 'Unable to connect to the backend server.';

/**
 * A failed API call. `status` is 0 when the server could not be reached; `detail` and `fields` are the
 * server's error body (DESIGN §4) when it sent one.
 */
export class ApiRequestError extends Error {
  override name = 'ApiRequestError';
  readonly status: number;
  readonly detail: string | undefined;
  readonly fields: Record<string, string[]>;
  /** The server's stable cause (DESIGN §4), for branching; `detail` is for people. */
  readonly code: string | undefined;

  constructor(status: number, detail?: string, fields: Record<string, string[]> = {}, code?: string) {
    super(detail ?? (status === 0 ? NETWORK_ERROR_MESSAGE : `Request failed with status ${status}.`));
    this.status = status;
    this.detail = detail;
    this.fields = fields;
    this.code = code;
  }

  /** The first server message about one field. */
  fieldMessage(field: string): string | undefined {
    return this.fields[field]?.[0];
  }
}

/** The server's own words for a 429 (how long to wait, and why), or undefined for any other failure. */
export function tooManyMessage(error: unknown): string | undefined {
  return error instanceof ApiRequestError && error.status === 429 ? error.detail : undefined;
}

interface RequestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** Sent as JSON, or as multipart when it is FormData. */
  body?: unknown;
  signal?: AbortSignal;
  /** The media type of a file answer (a route that `produces` one): the answer is its Blob. */
  file?: string;
}

async function readBody(response: Response): Promise<unknown> {
  const text = await response.text();
  if (!text) return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

const isMessages = (v: unknown) => Array.isArray(v) && v.every((m) => typeof m === 'string');

/**
 * The error body of DESIGN §4 (contract's apiErrorSchema), checked by hand: every page calls the API,
 * and the schema library is not worth loading on every first screen for two fields.
 */
function readError(data: unknown): Partial<ApiError> {
  if (data === null || typeof data !== 'object') return {};
  const { detail, code, fields } = data as Record<string, unknown>;
  if (typeof detail !== 'string') return {};
  const withCode = { detail, ...(typeof code === 'string' ? { code } : {}) };
  if (fields === undefined) return withCode;
  const valid =
    fields !== null &&
    typeof fields === 'object' &&
    !Array.isArray(fields) &&
    Object.values(fields).every(isMessages);
  return valid ? { ...withCode, fields: fields as ApiError['fields'] } : {};
}

/** An API answer as the server's own process gives it: status and parsed JSON body. */
export type InProcessAnswer = { status: number; body: unknown };

/** Set on the server (entry-server.tsx): reads are answered in-process, anonymously, without HTTP. */
let inProcess: ((path: string) => Promise<InProcessAnswer>) | undefined;

/** Server rendering only: the API's GETs are answered by this function instead of `fetch`. */
export function answerApiInProcess(answer: (path: string) => Promise<InProcessAnswer>) {
  inProcess = answer;
}

async function requestInProcess<T>(
  answer: (path: string) => Promise<InProcessAnswer>,
  path: string,
  method: string,
) {
  if (method !== 'GET') throw new Error(`Server rendering reads only; ${method} ${path} was asked`);
  const { status, body } = await answer(path);
  if (status >= 400) {
    const error = readError(body);
    throw new ApiRequestError(status, error.detail, error.fields, error.code);
  }
  return body as T;
}

/** Calls the API on the same origin with the stored bearer token; throws ApiRequestError on failure. */
async function apiRequest<T>(path: string, { method = 'GET', body, signal, file }: RequestOptions = {}) {
  if (inProcess) return requestInProcess<T>(inProcess, path, method);
  const headers = new Headers({ Accept: file ? `${file}, application/json` : 'application/json' });
  const token = getSession()?.token;
  if (token) headers.set('Authorization', `Bearer ${token}`);
  let payload: BodyInit | undefined;
  if (body instanceof FormData) payload = body;
  else if (body !== undefined) {
    headers.set('Content-Type', 'application/json');
    payload = JSON.stringify(body);
  }

  let response: Response;
  try {
    response = await fetch(path, { method, headers, body: payload, signal });
  } catch (error) {
    if (signal?.aborted) throw error;
    throw new ApiRequestError(0);
  }
  if (file && response.ok) return (await response.blob()) as T;
  const data = await readBody(response);
  if (!response.ok) {
    // The server no longer accepts this token (revoked, password reset, account gone): sign out here too.
    if (response.status === 401 && token && getSession()?.token === token) clearSession();
    const error = readError(data);
    throw new ApiRequestError(response.status, error.detail, error.fields, error.code);
  }
  return data as T;
}

/** The arguments of a call: the input may be left out when the route needs none. */
type CallArgs<R extends Route> =
  object extends RouteInput<R>
    ? [input?: RouteInput<R>, signal?: AbortSignal]
    : [input: RouteInput<R>, signal?: AbortSignal];

/**
 * Calls a route declared in the contract (issue 19): its method and path come from the declaration,
 * the input's and the answer's types from its schemas.
 */
export function callApi<R extends Route>(
  declared: R,
  ...[input, signal]: CallArgs<R>
): Promise<RouteOutput<R>> {
  const { params, query, body } = (input ?? {}) as {
    params?: Record<string, string | number>;
    query?: Record<string, unknown>;
    body?: unknown;
  };
  return apiRequest<RouteOutput<R>>(routeUrl(declared, params, query), {
    method: declared.method,
    body,
    signal,
    ...(declared.produces && { file: declared.produces }),
  });
}
