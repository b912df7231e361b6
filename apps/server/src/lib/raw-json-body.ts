import type { FastifyInstance } from 'fastify';

declare module 'fastify' {
  interface FastifyRequest {
    /** The JSON body's bytes as received, on routes registered in a `keepRawJsonBody` scope. */
    rawBody?: Buffer;
  }
}

/**
 * Makes the routes registered in `scope` keep their JSON body's bytes as `request.rawBody` beside the
 * parsed `request.body`, for a signature over the exact bytes sent (a webhook's): parsing and writing
 * the JSON again need not give them back. Call it inside `app.register(async (scope) => …)`: Fastify
 * keeps a content-type parser to its scope, so every other route goes on with the default parser and
 * keeps no copy. The parsing itself is Fastify's own (limits, prototype poisoning, its errors).
 */
export function keepRawJsonBody(scope: FastifyInstance) {
  const parseJson = scope.getDefaultJsonParser('error', 'error');
  scope.addContentTypeParser('application/json', { parseAs: 'buffer' }, (request, body, done) => {
    request.rawBody = body as Buffer;
    parseJson(request, request.rawBody.toString('utf8'), done);
  });
}
