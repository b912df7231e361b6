import type { Route, RouteOutput } from '@skillpath/contract';
import type {
  FastifyContextConfig,
  FastifyInstance,
  FastifyReply,
  FastifyRequest,
  onResponseHookHandler,
  onSendHookHandler,
  preHandlerHookHandler,
} from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { z } from 'zod';

type Output<T> = T extends z.ZodType ? z.output<T> : unknown;

/** A request to a declared route, its parts typed from the route's schemas. */
type RouteRequest<R extends Route> = FastifyRequest<{
  Params: Output<R['schemas']['params']>;
  Querystring: Output<R['schemas']['query']>;
  Body: Output<R['schemas']['body']>;
}>;

/** A JSON route returns its answer; a 204 route nothing; a file route sends the file itself (reply). */
type Answer<R extends Route> = R['schemas'] extends { response: z.ZodType }
  ? RouteOutput<R>
  : R extends { status: 204 }
    ? undefined
    : FastifyReply;

/** A handler's answer before it is sent: the status and the body (or `reply`, for a file it sent). */
export class HandlerAnswer {
  constructor(
    readonly status: number,
    readonly body: unknown,
  ) {}
}

/**
 * A JSON answer with another success status than the route's declared one (e.g. 200 for a record that
 * already existed where 201 is declared). Sent after the handler's transaction committed.
 */
export const answerWithStatus = <T>(status: number, body: T) => new HandlerAnswer(status, body);

type Handle<R extends Route> = (
  request: RouteRequest<R>,
  reply: FastifyReply,
) => Answer<R> | HandlerAnswer | Promise<Answer<R> | HandlerAnswer>;

/** Hooks of one route only (e.g. the sign-in's failure counting around its handler). */
interface RouteHooks {
  preHandler?: preHandlerHookHandler;
  onSend?: onSendHookHandler;
  onResponse?: onResponseHookHandler;
}

/**
 * A route's handler, or its handler with the server-only settings of its route (audit, rate limit…),
 * its hooks (login's failure counting) and, where a route takes larger bodies than the server's
 * default, its `bodyLimit` in bytes.
 */
type Serving<R extends Route> =
  | Handle<R>
  | { config?: FastifyContextConfig; hooks?: RouteHooks; bodyLimit?: number; handle: Handle<R> };

/**
 * Registers every route of a contract group (issue 19) from its declaration: method, path, schemas and
 * access come from the contract, the handlers from the module. The handlers' keys are the group's, so
 * a declared route without a handler does not compile. `tag` groups them in the OpenAPI document.
 */
export function serveRoutes<G extends Record<string, Route>>(
  app: FastifyInstance,
  tag: string,
  group: G,
  handlers: { [K in keyof G]: Serving<G[K]> },
) {
  const typed = app.withTypeProvider<ZodTypeProvider>();
  for (const [name, declared] of Object.entries(group)) {
    const serving = handlers[name] as Serving<Route>;
    const {
      handle,
      config = {},
      hooks,
      bodyLimit,
    } = typeof serving === 'function' ? { handle: serving } : serving;
    const { params, query, body, response } = declared.schemas;
    const status = declared.status ?? 200;
    typed.route({
      method: declared.method,
      url: declared.path,
      schema: {
        tags: [tag],
        ...(declared.description && { description: declared.description }),
        ...(params && { params }),
        ...(query && { querystring: query }),
        // A multipart route's fields are read and checked by its handler (lib/multipart.ts).
        ...(declared.multipart ? { consumes: ['multipart/form-data'] } : body && { body }),
        ...(response && { response: { [status]: response } }),
        ...(declared.produces && { produces: [declared.produces] }),
      },
      config: { access: declared.access, ...(declared.cached && { cached: true }), ...config },
      ...hooks,
      ...(bodyLimit && { bodyLimit }),
      handler: async (request: FastifyRequest, reply: FastifyReply) => {
        const answer = await app.audited(request, response, async () => {
          const value = await (handle as (request: FastifyRequest, reply: FastifyReply) => unknown)(
            request,
            reply,
          );
          return value instanceof HandlerAnswer ? value : new HandlerAnswer(status, value);
        });
        // A file route sent its answer itself. (Its `return reply` never arrives here as the reply:
        // a reply is thenable, so awaiting it gives undefined once it is sent.)
        if (reply.sent) return reply;
        return reply.code(answer.status).send(answer.status === 204 ? null : answer.body);
      },
    });
  }
}
