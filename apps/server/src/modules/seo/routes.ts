import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { AppError } from '../../errors';
import { listCourses, listInternships } from '../catalogue/queries';
import { createCatalogueService } from '../catalogue/service';
import { type PageMeta, withPageMeta } from './html';
import { courseMeta, internshipMeta, missingMeta, staticPageMeta } from './page-meta';
import { publicPages } from './public-pages';
import { sendHtml } from './send-html';
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

  const page =
    (meta: (request: FastifyRequest) => Promise<PageMeta> | PageMeta) =>
    async (request: FastifyRequest, reply: FastifyReply) => {
      let found: PageMeta | undefined;
      try {
        found = await meta(request);
      } catch (error) {
        // The app can still show the page (or its own error); a crawler just sees the generic tags.
        request.log.warn({ err: error }, 'page metadata unavailable');
      }
      return sendHtml(
        request,
        reply,
        found ? withPageMeta(shell, found, publicUrl) : shell,
        found?.status ?? 200,
      );
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
}
