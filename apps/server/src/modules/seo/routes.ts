import { certificateCodeParamSchema } from '@skillpath/contract';
import type { FastifyInstance } from 'fastify';
import { AppError } from '../../errors';
import { listCourses, listInternships } from '../catalogue/queries';
import { createCatalogueService } from '../catalogue/service';
import { findByCode } from '../certificates/queries';
import { certificateLookupLimit } from '../certificates/routes';
import { toPublic } from '../certificates/serializers';
import { findPlacement, listPlacements } from '../placements/queries';
import { certificateMeta, missingCertificateMeta } from './certificate-meta';
import { courseMeta, internshipMeta, jobMeta, missingMeta, staticPageMeta } from './page-meta';
import { publicPages } from './public-pages';
import { robotsTxt, sitemapXml, staticEntries } from './sitemap';
import type { WebPages } from './web-pages';

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

/** An id in a page's address, as the API would take it; null for anything else. */
function positiveId(raw: string): number | null {
  const id = /^\d+$/.test(raw) ? Number(raw) : 0;
  return id >= 1 && id <= MAX_ID ? id : null;
}

const isNotFound = (error: unknown) => error instanceof AppError && error.statusCode === 404;

/**
 * Search engines and link previews read the HTML, not the app: the public pages are served as the
 * web app's index.html with their own title, description, canonical URL and Open Graph tags, and
 * the site publishes /sitemap.xml and /robots.txt.
 */
export async function seoRoutes(app: FastifyInstance, { pages }: { pages: WebPages | undefined }) {
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
    const [courses, internships, jobs] = await Promise.all([
      listCourses(app.db),
      listInternships(app.db),
      listPlacements(app.db),
    ]);
    const xml = sitemapXml(publicUrl, [
      ...staticEntries(),
      ...courses.map((c) => ({ path: `/traincard/${c.id}`, lastModified: c.updatedAt })),
      ...internships.map((i) => ({ path: `/interncard/${i.id}`, lastModified: i.updatedAt })),
      ...jobs.map((j) => ({ path: `/jobs/${j.id}`, lastModified: j.updatedAt })),
    ]);
    return reply
      .type('application/xml; charset=utf-8')
      .header('cache-control', 'public, max-age=300')
      .send(xml);
  });

  // Without a built web app the pages are left to the static plugin's 404, like every other page.
  if (!pages) return;
  const { page } = pages;

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
    '/jobs/:id',
    { config },
    page(async (request) => {
      const url = request.url.split('?')[0]!;
      const id = positiveId((request.params as { id: string }).id);
      const job = id === null ? undefined : await findPlacement(app.db, id);
      return job ? jobMeta(job) : missingMeta('Job', url);
    }),
  );

  app.get(
    '/interncard/:id',
    { config },
    page(async (request) => {
      const url = request.url.split('?')[0]!;
      const id = positiveId((request.params as { id: string }).id);
      if (id === null) return missingMeta('Internship', url);
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
