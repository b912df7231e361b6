import { mkdirSync } from 'node:fs';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { NotFound } from '../errors';
import { etagMatches } from '../lib/etag';
import { MEDIA_PREFIX, type ReadableMediaStore } from '../lib/media-store';

export type MediaPluginOptions = { root: string } | { store: ReadableMediaStore };

/** Names are content hashes, so a file never changes: cache it for a year; never run or render it. */
const MEDIA_HEADERS = {
  'cache-control': 'public, max-age=31536000, immutable',
  'content-security-policy': "default-src 'none'; sandbox",
  'cross-origin-resource-policy': 'same-origin',
};

/** Serves stored media under /media/: files under DATA_DIR/uploads, or rows of the database. */
export const mediaPlugin = fp(async function media(app: FastifyInstance, opts: MediaPluginOptions) {
  if ('root' in opts) {
    mkdirSync(opts.root, { recursive: true });
    await app.register(fastifyStatic, {
      root: opts.root,
      prefix: MEDIA_PREFIX,
      decorateReply: false,
      index: false,
      dotfiles: 'deny',
      setHeaders: (reply) => reply.headers(MEDIA_HEADERS),
    });
    return;
  }
  const { store } = opts;
  app.get(`${MEDIA_PREFIX}*`, { schema: { hide: true } }, async (request, reply) => {
    const publicPath = request.url.split('?')[0]!;
    const file = await store.read(publicPath);
    if (!file) throw NotFound('Not found.');
    // The name is the hash of the bytes: a strong validator for free.
    const etag = `"${publicPath.slice(publicPath.lastIndexOf('/') + 1)}"`;
    reply.headers(MEDIA_HEADERS).header('etag', etag).header('last-modified', file.createdAt.toUTCString());
    if (etagMatches(request.headers['if-none-match'], etag)) return reply.code(304).send();
    return reply.type(file.contentType).send(file.bytes);
  });
});
