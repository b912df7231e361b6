import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { certificateCodeParamSchema } from '@skillpath/contract';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { AppError } from '../../errors';
import { listCourses, listInternships } from '../catalogue/queries';
import { createCatalogueService } from '../catalogue/service';
import { findByCode } from '../certificates/queries';
import { certificateLookupLimit } from '../certificates/routes';
import { toPublic } from '../certificates/serializers';
import { certificateMeta, missingCertificateMeta } from './certificate-meta';
import { type PageMeta, withPageMeta, withRenderedPage } from './html';
import { PageCache } from './page-cache';
import { courseMeta, internshipMeta, missingMeta, staticPageMeta } from './page-meta';
import { publicPages } from './public-pages';
import { type ApiAnswer, loadRenderer, type PageRenderer } from './renderer';
import { sendCachedPage, sendHtml } from './send-html';
import { robotsTxt, sitemapXml, staticEntries } from './sitemap';

const MAX_ID = 2_147_483_647;
const MAX_TITLE = 255;

/** How /traincard/{ref} names a course, read as the web app reads it (course-ref.ts). */
function courseRef(raw: string): { id: number } | { title: string } | null {
  const value = raw.replace(/%2F/gi, '/').trim();
  if (/^\d+$/.test(value)) {
    const id = Number(value);
    return id >= 1 && id <= MAX_ID ? { id } : null;
  }
  return value && value.length <= MAX_TITLE ? { title: value } : null;
}

const isNotFound = (error: unknown) => error instanceof AppError && error.statusCode === 404;

/**
 * Search engines and link previews read the HTML, not the app: the public pages are served as the
 * web app's index.html with their own title, description, canonical URL and Open Graph tags, and
 * the site publishes /sitemap.xml and /robots.txt.
 */
export async function seoRoutes(app: FastifyInstance, opts: { root: string }) {
  const config = { access: 'public' } as const;
  const publicUrl = app.config.publicUrl;
  const catalogue = createCatalogueService(app.db);

  app.get('/robots.txt', { config }, (_request, reply) =>
    reply
      .type('text/plain; charset=utf-8')
      .header('cache-control', 'public, max-age=3600')
      .send(robotsTxt(publicUrl)),
  );

  app.get('/sitemap.xml', { config }, async (_request, reply) => {
    const [courses, internships] = await Promise.all([listCourses(app.db), listInternships(app.db)]);
    const xml = sitemapXml(publicUrl, [
      ...staticEntries(),
      ...courses.map((c) => ({ path: `/traincard/${c.id}`, lastModified: c.updatedAt })),
      ...internships.map((i) => ({ path: `/interncard/${i.id}`, lastModified: i.updatedAt })),
    ]);
    return reply
      .type('application/xml; charset=utf-8')
      .header('cache-control', 'public, max-age=300')
      .send(xml);
  });

  const indexFile = path.join(opts.root, 'index.html');
  // Without a built web app the pages are left to the static plugin's 404, like every other page.
  if (!existsSync(indexFile)) return;
  // The build does not change under a running server: read the shell once.
  const shell = readFileSync(indexFile, 'utf8');

  // The public pages are rendered here from the web app's own components when its server build is
  // there (apps/web: `vite build --ssr`); without it the browser renders them, as before. Loading it
  // (React and every page's components) is left out of the start: it begins once the server listens,
  // or with the first page asked for before that.
  let loading: Promise<PageRenderer | undefined> | undefined;
  const getRenderer = () => {
    loading ??= loadRenderer(opts.root, app.log).catch((error: unknown) => {
      app.log.error({ err: error }, 'the server renderer failed to load: the browser renders the pages');
      return undefined;
    });
    return loading;
  };
  app.addHook('onListen', async () => {
    setImmediate(() => void getRenderer());
  });
  const rendered = new PageCache(app.responseCache);
  // The renderer reads the API in-process, as an anonymous visitor: the same answers (and the same
  // cached catalogue reads) a browser would get, without a request over the network.
  const readApi = async (url: string): Promise<ApiAnswer> => {
    const response = await app.inject({
      method: 'GET',
      url,
      headers: { accept: 'application/json' },
      // Logged as the renderer's reads, not as a visitor's requests.
      remoteAddress: 'server-render',
    });
    let body: unknown;
    try {
      body = response.body ? JSON.parse(response.body) : undefined;
    } catch {
      body = undefined;
    }
    return { status: response.statusCode, body };
  };

  /** The page rendered on the server, or null for the shell (not a server page, or rendering failed). */
  const renderPage = async (request: FastifyRequest, renderer: PageRenderer | undefined) => {
    if (!renderer) return null;
    try {
      return await renderer.render(request.url, readApi);
    } catch (error) {
      // The browser can still render the page from the shell: a 200 with the shell, never a 500.
      request.log.error({ err: error }, 'server rendering failed: the browser renders the page');
      return null;
    }
  };

  const readMeta = async (
    request: FastifyRequest,
    meta: (request: FastifyRequest) => Promise<PageMeta> | PageMeta,
  ) => {
    try {
      return await meta(request);
    } catch (error) {
      // The app can still show the page (or its own error); a crawler just sees the generic tags.
      request.log.warn({ err: error }, 'page metadata unavailable');
      return undefined;
    }
  };

  const page =
    (meta: (request: FastifyRequest) => Promise<PageMeta> | PageMeta) =>
    async (request: FastifyRequest, reply: FastifyReply) => {
      const renderer = await getRenderer();
      const key = renderer?.cacheKey(request.url) ?? request.url;
      const cached = rendered.get(key);
      if (cached) return sendCachedPage(request, reply, cached);
      const generation = rendered.generation;
      const [found, page] = await Promise.all([readMeta(request, meta), renderPage(request, renderer)]);
      const shellWithMeta = found ? withPageMeta(shell, found, publicUrl) : shell;
      const metaStatus = found?.status ?? 200;
      if (!page || !renderer) return sendHtml(request, reply, shellWithMeta, metaStatus);
      const html = withRenderedPage(shellWithMeta, page, renderer.assetTags(page.chunks), renderer.dataId);
      const status = page.status === 404 || metaStatus === 404 ? 404 : 200;
      // Only found pages are kept: any address can ask for a missing one.
      if (status === 200) return sendCachedPage(request, reply, rendered.set(key, generation, html));
      return sendHtml(request, reply, html, status);
    };

  for (const { path: url } of publicPages) {
    app.get(
      url,
      { config },
      page(() => staticPageMeta(url)!),
    );
  }

  app.get<{ Params: { '*': string } }>(
    '/traincard/*',
    { config },
    page(async (request) => {
      const url = request.url.split('?')[0]!;
      const ref = courseRef((request.params as { '*': string })['*']);
      if (!ref) return missingMeta('Course', url);
      try {
        return courseMeta(
          'id' in ref ? await catalogue.getCourse(ref.id) : await catalogue.getCourseByTitle(ref.title),
        );
      } catch (error) {
        if (isNotFound(error)) return missingMeta('Course', url);
        throw error;
      }
    }),
  );

  app.get(
    '/interncard/:id',
    { config },
    page(async (request) => {
      const url = request.url.split('?')[0]!;
      const raw = (request.params as { id: string }).id;
      const id = /^\d+$/.test(raw) ? Number(raw) : 0;
      if (id < 1 || id > MAX_ID) return missingMeta('Internship', url);
      try {
        return internshipMeta(await catalogue.getInternship(id));
      } catch (error) {
        if (isNotFound(error)) return missingMeta('Internship', url);
        throw error;
      }
    }),
  );

  // Issue 17: the public verification of a certificate, rendered like the catalogue pages; guessing
  // codes here is limited as on the API.
  app.get(
    '/certificates/:code',
    { config: { ...config, rateLimit: certificateLookupLimit } },
    page(async (request) => {
      const url = request.url.split('?')[0]!;
      const parsed = certificateCodeParamSchema.safeParse(request.params);
      const row = parsed.success ? await findByCode(app.db, parsed.data.code) : undefined;
      return row ? certificateMeta(toPublic(row, publicUrl)) : missingCertificateMeta(url);
    }),
  );
}
