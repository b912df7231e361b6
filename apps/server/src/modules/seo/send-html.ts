import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { etagMatches } from '../../lib/etag';
import { negotiateEncoding } from '../../lib/response-cache/encoding';
import { type CachedPage, encodedBody } from './page-cache';

const encodingFor = (request: FastifyRequest) => negotiateEncoding(request.headers['accept-encoding']);

function htmlHeaders(reply: FastifyReply, status: number) {
  return reply
    .code(status)
    .type('text/html; charset=utf-8')
    .header('cache-control', 'no-cache')
    .header('vary', 'accept-encoding');
}

/**
 * A page built per request, compressed for the browsers that say they accept it: the HTML is on the
 * critical path of every first visit, and it is a few kilobytes, so compressing costs little.
 */
export function sendHtml(request: FastifyRequest, reply: FastifyReply, html: string, status: number) {
  const encoding = encodingFor(request);
  htmlHeaders(reply, status);
  if (encoding === 'br') {
    return reply
      .header('content-encoding', 'br')
      .send(brotliCompressSync(html, { params: { [constants.BROTLI_PARAM_QUALITY]: 5 } }));
  }
  if (encoding === 'gzip') return reply.header('content-encoding', 'gzip').send(gzipSync(html));
  return reply.send(html);
}

/**
 * A rendered page from the cache, compressed once per encoding; a 304 (without body headers) when the
 * browser has it. The answer, as sent, is also kept for the next anonymous requests of this URL in
 * this encoding, which are then answered before Fastify (lib/response-cache, `serveRaw`).
 */
export function sendCachedPage(request: FastifyRequest, reply: FastifyReply, page: CachedPage) {
  const encoding = encodingFor(request);
  htmlHeaders(reply, 200).header('etag', `W/${page.etag}`);
  if (etagMatches(request.headers['if-none-match'], page.etag))
    return reply.code(304).removeHeader('content-type').send();
  request.server.responseCache.keep(request, page.generation);
  if (encoding) reply.header('content-encoding', encoding);
  return reply.send(encodedBody(page, encoding));
}
