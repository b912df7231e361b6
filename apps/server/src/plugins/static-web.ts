import { existsSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import { API_PREFIX } from '@skillpath/contract';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { NotFound } from '../errors';

const API_PREFIXES = [API_PREFIX, '/media/', '/docs', '/openapi.json'];

/**
 * The built web app's files: hashed assets cached for a year. A GET of any other address is a page,
 * answered by `page` (the app, or the site's not-found page); unknown API paths, other methods and
 * missing files get the JSON 404.
 */
export const staticWebPlugin = fp(async function staticWeb(
  app: FastifyInstance,
  opts: { root: string; page?: (request: FastifyRequest, reply: FastifyReply) => Promise<FastifyReply> },
) {
  const hasWeb = existsSync(path.join(opts.root, 'index.html'));
  if (hasWeb) {
    await app.register(fastifyStatic, {
      root: opts.root,
      // One route that looks a file up when asked: `wildcard: false` globbed the build at start and
      // registered a route per file and twin (~940 routes, a seventh of a restart). Pages, API and
      // media routes are more specific, so they still win; a path with no file falls to the
      // not-found handler below, as before.
      wildcard: true,
      // A folder ('/', '/assets/') is no file: left to the not-found handler (a page), as when only
      // files had routes, instead of the static plugin's 403.
      allowedPath: (pathname: string) => !pathname.endsWith('/'),
      index: false,
      // The build writes .br and .gz twins of its text files (apps/web/vite.config.ts): sent to
      // browsers that accept them, the original otherwise.
      preCompressed: true,
      setHeaders: (res, filePath) => {
        const immutable = filePath.includes(`${path.sep}assets${path.sep}`);
        // Hashed bundles never change; anything else (index.html, icons) is revalidated by ETag.
        res.header('cache-control', immutable ? 'public, max-age=31536000, immutable' : 'no-cache');
      },
    });
  }

  app.setNotFoundHandler(async (request, reply) => {
    const url = request.url.split('?')[0]!;
    const wantsPage = request.method === 'GET' || request.method === 'HEAD';
    if (!opts.page || !wantsPage || API_PREFIXES.some((p) => url.startsWith(p))) {
      throw NotFound('Not found.');
    }
    // A missing asset is a 404, not a page (the static route found no such file).
    if (path.extname(url)) throw NotFound('Not found.');
    return opts.page(request, reply);
  });
});
