import { mkdirSync } from 'node:fs';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { MEDIA_PREFIX } from '../lib/media-store';

/**
 * Serves stored media under /media/. Names are content hashes, so a file never changes: cache it
 * for a year. Files are never run or rendered as pages (CSP sandbox).
 */
export const mediaPlugin = fp(async (app: FastifyInstance, opts: { root: string }) => {
  mkdirSync(opts.root, { recursive: true });
  await app.register(fastifyStatic, {
    root: opts.root,
    prefix: MEDIA_PREFIX,
    decorateReply: false,
    index: false,
    dotfiles: 'deny',
    setHeaders: (res) => {
      res.header('cache-control', 'public, max-age=31536000, immutable');
      res.header('content-security-policy', "default-src 'none'; sandbox");
      res.header('cross-origin-resource-policy', 'same-origin');
    },
  });
});
