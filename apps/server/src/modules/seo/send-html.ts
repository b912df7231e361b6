import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { FastifyReply, FastifyRequest } from 'fastify';

/**
 * A page shell built per request, compressed for the browsers that say they accept it: the HTML is
 * on the critical path of every first visit, and it is a few kilobytes, so compressing costs little.
 */
export function sendHtml(request: FastifyRequest, reply: FastifyReply, html: string, status: number) {
  const accepts = String(request.headers['accept-encoding'] ?? '');
  reply
    .code(status)
    .type('text/html; charset=utf-8')
    .header('cache-control', 'no-cache')
    .header('vary', 'accept-encoding');
  if (/\bbr\b/.test(accepts)) {
    return reply
      .header('content-encoding', 'br')
      .send(brotliCompressSync(html, { params: { [constants.BROTLI_PARAM_QUALITY]: 5 } }));
  }
  if (/\bgzip\b/.test(accepts)) return reply.header('content-encoding', 'gzip').send(gzipSync(html));
  return reply.send(html);
}
