import { type ApiError, type Route, type RouteOutput, STATUS_ERROR_CODES } from '@skillpath/contract';
import { HttpResponse, http } from 'msw';
import { setupServer } from 'msw/node';
import { vi } from 'vitest';

/**
 * The API as the web tests see it (issue 19): Mock Service Worker answers the routes a test mocks, each
 * from its contract declaration (method, path, success status, answer type). A request that no mock
 * answers fails the test (setup.ts checks after each test), so a screen cannot quietly call an endpoint
 * its test does not know about.
 */
const server = setupServer();
const unanswered: string[] = [];
let listening = false;

/** Starts the mock API once per test worker (files share one module graph). */
export function listenForApiCalls() {
  if (listening) return;
  listening = true;
  server.listen({
    onUnhandledRequest: (request) => {
      unanswered.push(`${request.method} ${new URL(request.url).pathname}`);
    },
  });
}

/** After each test: drops its mocks and throws if it made a call that none answered. */
export function endApiMocks() {
  server.resetHandlers();
  const calls = unanswered.splice(0);
  if (calls.length) throw new Error(`API calls without a mock (mockRoute): ${calls.join(', ')}`);
}

/** An error answer of DESIGN §4, for a mock to return instead of a success. */
class ApiErrorAnswer {
  constructor(
    readonly status: number,
    readonly body: ApiError | null,
  ) {}
}

/** An error answer: the status's own code unless a cause's code is given. */
export function apiError(
  status: number,
  detail = `Failed with status ${status}.`,
  code = STATUS_ERROR_CODES[status] ?? 'error',
  fields?: ApiError['fields'],
) {
  return new ApiErrorAnswer(status, { detail, code, ...(fields && { fields }) });
}

/** No answer at all: the server cannot be reached (the browser's fetch rejects). */
class Unreachable {}

/** The answer of a server that cannot be reached, for a mock to return instead of a success. */
export const apiUnreachable = () => new Unreachable();

/** A failure with an empty body, as a proxy in between may answer: the client gets no reason of the server's. */
export function bareError(status: number) {
  return new ApiErrorAnswer(status, null);
}

/** One call a mock answered: its path parameters, query and the body it sent (JSON or a form). */
export interface ApiCall {
  params: Record<string, string>;
  query: URLSearchParams;
  body: unknown;
  headers: Headers;
}

type Answer<R extends Route> = RouteOutput<R> | ApiErrorAnswer | Unreachable;
type Answering<R extends Route> = Answer<R> | ((call: ApiCall) => Answer<R> | Promise<Answer<R>>);

/**
 * A multipart body read back into a form. Not `request.formData()`: Node 24's parser asserts its parts
 * are its own File class, which jsdom's globals are not (every upload test failed with ERR_ASSERTION).
 */
async function sentForm(request: Request, type: string): Promise<FormData> {
  const boundary = /boundary=(?:"([^"]+)"|([^;]+))/.exec(type);
  const bytes = new Uint8Array(await request.arrayBuffer());
  const text = new TextDecoder('latin1').decode(bytes);
  const form = new FormData();
  const delimiter = `--${boundary?.[1] ?? boundary?.[2]}`;
  for (const part of text.split(delimiter).slice(1, -1)) {
    const split = part.indexOf('\r\n\r\n');
    const head = part.slice(0, split);
    const start = split + 4;
    const body = part.slice(start, part.length - 2); // the part ends with CRLF before the next delimiter
    const name = /name="([^"]*)"/.exec(head)?.[1] ?? '';
    const fileName = /filename="([^"]*)"/.exec(head)?.[1];
    if (fileName === undefined) {
      form.append(name, new TextDecoder().decode(Uint8Array.from(body, (c) => c.charCodeAt(0))));
      continue;
    }
    const mediaType = /content-type:\s*([^\r\n]+)/i.exec(head)?.[1] ?? '';
    const content = Uint8Array.from(body, (c) => c.charCodeAt(0));
    form.append(name, new File([content], fileName, { type: mediaType }));
  }
  return form;
}

async function sentBody(request: Request): Promise<unknown> {
  const type = request.headers.get('content-type') ?? '';
  if (type.includes('multipart/form-data')) return sentForm(request, type);
  const text = await request.text();
  return text && type.includes('json') ? JSON.parse(text) : text || undefined;
}

function respond(declared: Route, answer: unknown): Response {
  if (answer instanceof Unreachable) return HttpResponse.error();
  if (answer instanceof ApiErrorAnswer)
    return answer.body
      ? HttpResponse.json(answer.body, { status: answer.status })
      : new HttpResponse(null, { status: answer.status });
  const status = declared.status ?? 200;
  if (status === 204) return new HttpResponse(null, { status });
  if (declared.produces)
    return new HttpResponse(answer as Blob, { status, headers: { 'Content-Type': declared.produces } });
  return HttpResponse.json(answer as object, { status });
}

const handlerOf = {
  GET: http.get,
  POST: http.post,
  PUT: http.put,
  PATCH: http.patch,
  DELETE: http.delete,
} as const;

/**
 * Answers a declared route for the rest of the test: with `answer`, or with what `answer(call)` returns
 * (a success of the route's answer type, or `apiError(…)`). Returns the calls it answered, in order.
 */
export function mockRoute<R extends Route>(declared: R, answer: Answering<R>): ApiCall[] {
  const calls: ApiCall[] = [];
  server.use(
    handlerOf[declared.method](declared.path, async ({ request, params }) => {
      const call: ApiCall = {
        params: params as Record<string, string>,
        query: new URL(request.url).searchParams,
        body: await sentBody(request),
        headers: request.headers,
      };
      calls.push(call);
      // An answer is JSON data or a file, never a function: a function computes the answer per call.
      const compute = typeof answer === 'function' ? (answer as (call: ApiCall) => unknown) : undefined;
      return respond(declared, compute ? await compute(call) : answer);
    }),
  );
  return calls;
}

/**
 * The forms the page hands to fetch, as it built them (setup.ts restores fetch after each test). jsdom's
 * File does not survive Node's multipart encoding on its way to the mock: its name and bytes are lost, so
 * a test reads a file part here, and the other fields from the mock's calls.
 */
export function watchSentForms(): () => FormData[] {
  const fetchSpy = vi.spyOn(globalThis, 'fetch');
  return () => fetchSpy.mock.calls.map(([, init]) => init?.body).filter((body) => body instanceof FormData);
}

/** A file part's name and bytes, as the page put them in the form. */
export async function filePart(form: FormData | undefined, field: string) {
  const file = form?.get(field);
  if (!(file instanceof File)) throw new Error(`The form has no file in ${field}`);
  return { name: file.name, type: file.type, bytes: [...new Uint8Array(await file.arrayBuffer())] };
}
