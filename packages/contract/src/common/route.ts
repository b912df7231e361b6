import type { z } from 'zod';

/**
 * Contract-first routes (issue 19): each endpoint is declared once, here in the contract, and the
 * server registers it from the declaration (apps/server/src/lib/serve-route.ts) while the web calls it
 * through one typed client (apps/web/src/lib/api-client.ts).
 *
 * The browser build never loads a declaration's schemas: a domain's `routes.ts` imports them, and the
 * web's Vite config resolves those imports to empty stand-ins (they are the server's to validate with).
 * The web takes their types only, so its first screen stays free of the schema library.
 */

/** Every API path starts with it (the server tells API requests from pages and files by it). */
export const API_PREFIX = '/v1/';

/** Who may call a route (DESIGN §5); the server's auth hook enforces it. */
export type Access = 'public' | 'learner' | 'owner' | 'admin';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export interface RouteSchemas {
  params?: z.ZodType;
  query?: z.ZodType;
  /** A JSON body; a `multipart` route's text fields (the handler reads the form and checks them). */
  body?: z.ZodType;
  /** The JSON answer of a success; left out when the route answers a file (`produces`) or nothing (204). */
  response?: z.ZodType;
}

export interface Route<S extends RouteSchemas = RouteSchemas, P extends string = string> {
  method: HttpMethod;
  /** As Fastify writes it, `:name` for a parameter: '/v1/api/course/:id/'. */
  path: P;
  access: Access;
  /** The causes it may answer (the `code` of its error bodies), beyond bad input and access. */
  errors: readonly string[];
  /** The same answer for everyone until a write changes it: the server caches it (ETag, memory). */
  cached?: boolean;
  /** The status of a success: 201 when it creates, 204 when it answers nothing; 200 otherwise. */
  status?: 200 | 201 | 204;
  /** The body is multipart/form-data (files beside text fields); the web sends it as FormData. */
  multipart?: true;
  /** The media type of a success that is a file, not JSON (a PDF, a CSV). */
  produces?: string;
  /** For the OpenAPI document, where the schemas alone do not say how to call it (a form's fields). */
  description?: string;
  schemas: S;
}

/**
 * Declares one route; `const` keeps its method, path, schemas' types, success status and `multipart`
 * exact (a 204 answers nothing, a multipart body is a form).
 */
export const route = <const S extends RouteSchemas, const P extends string, const R extends Route<S, P>>(
  declared: R & Route<S, P>,
): R => declared;

/** The parameter names of a path: '/v1/api/course/:id/' → 'id'. */
type PathParams<P extends string> = P extends `${string}:${infer Name}/${infer Rest}`
  ? Name | PathParams<`/${Rest}`>
  : P extends `${string}:${infer Name}`
    ? Name
    : never;

type Part<S, K extends 'query' | 'body'> = S extends { [key in K]: infer T extends z.ZodType }
  ? { [key in K]: z.input<T> }
  : { [key in K]?: never };

/** A multipart form: what both platforms' FormData offer (the contract names no platform's types). */
export interface MultipartForm {
  append(name: string, value: unknown, fileName?: string): void;
}

/** A file answered by a route that `produces` one: what both platforms' Blob offer. */
export interface FileAnswer {
  readonly size: number;
  readonly type: string;
  arrayBuffer(): Promise<ArrayBuffer>;
}

/** The body a caller gives: JSON of the declared schema, or a form for a multipart route. */
type BodyPart<R extends Route> = R extends { multipart: true }
  ? { body: MultipartForm }
  : Part<R['schemas'], 'body'>;

/** What a caller gives: the path's parameters, the query and the body, each only where declared. */
export type RouteInput<R extends Route> = (string extends R['path']
  ? { params?: Record<string, string | number> }
  : [PathParams<R['path']>] extends [never]
    ? { params?: never }
    : { params: Record<PathParams<R['path']>, string | number> }) &
  Part<R['schemas'], 'query'> &
  BodyPart<R>;

/** What a success answers: the response schema's output; nothing for 204; a file's bytes otherwise. */
export type RouteOutput<R extends Route> = R['schemas'] extends { response: infer T extends z.ZodType }
  ? z.output<T>
  : R extends { status: 204 }
    ? undefined
    : FileAnswer;

/**
 * The URL of a call: parameters put in the path (encoded), the query appended with its empty values
 * left out.
 */
export function routeUrl(
  declared: Pick<Route, 'path'>,
  params: Record<string, string | number> = {},
  query: Record<string, unknown> = {},
): string {
  const path = declared.path.replace(/:(\w+)/g, (_, name: string) => {
    const value = params[name];
    if (value === undefined) throw new Error(`${declared.path}: no value for :${name}`);
    return encodeURIComponent(String(value));
  });
  const pairs: string[] = [];
  for (const [key, value] of Object.entries(query)) {
    if (value === undefined || value === null || value === '') continue;
    for (const item of Array.isArray(value) ? value : [value])
      pairs.push(`${encodeURIComponent(key)}=${encodeURIComponent(String(item))}`);
  }
  const text = pairs.join('&');
  return text ? `${path}?${text}` : path;
}
