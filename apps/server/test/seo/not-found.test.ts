import type { Placement } from '@skillpath/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../helpers/app';
import { buildWeb } from '../helpers/web-build';

// An address that names nothing answers 404 with the site's not-found page, rendered on the server;
// the app's own routes (account, admin, exam pages) still get the app; API and files keep their 404.
// A 200 for every path told scanners and crawlers that /.env or /jobs/999 exist (SECURITY.md).

let t: TestApp;
let web: Awaited<ReturnType<typeof buildWeb>>;
let jobs: Placement[];

beforeAll(async () => {
  web = await buildWeb();
  t = await createTestApp({ WEB_DIST: web.dist }, { seed: true });
  jobs = (await t.call({ method: 'GET', url: '/v1/api/placements/' })).json();
}, 300_000);
afterAll(async () => {
  await t?.close();
  await web?.cleanup();
});

const page = (url: string, method: 'GET' | 'HEAD' = 'GET') => t.call({ method, url });

/** The text of #root as a person reads it before any script runs. */
function visibleText(html: string): string {
  const root = /<div id="root">([\s\S]*)<\/div>\s*<script type="application\/json"/.exec(html)?.[1] ?? '';
  return root
    .replace(/<style[\s\S]*?<\/style>/g, '')
    .replace(/<!--[\s\S]*?-->/g, '')
    .replace(/<[^>]+>/g, ' ')
    .replace(/&amp;/g, '&')
    .replace(/\s+/g, ' ');
}

/** Everything before the first script: what a crawler that runs none reads. */
const beforeScripts = (html: string) => html.slice(0, html.indexOf('<script'));

const meta = (html: string, attr: string, name: string) =>
  new RegExp(`<meta ${attr}="${name}" content="([^"]*)"`).exec(html)?.[1];

describe('an unknown address', () => {
  it.each(['/.env', '/anything', '/wp-admin/setup-config', '/interncard/1/extra', '/assets/'])(
    '%s is the not-found page with status 404, kept out of the index',
    async (url) => {
      const res = await page(url);
      expect(res.statusCode).toBe(404);
      expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
      expect(res.headers['cache-control']).toBe('no-cache');
      const head = beforeScripts(res.body);
      expect(head).toContain('<title>Page not found · Skillpath</title>');
      expect(head).toContain('<meta name="robots" content="noindex" />');
      expect(head).not.toContain('rel="canonical"');
      // Rendered in the site's layout, with the way back, before any script runs.
      const text = visibleText(res.body);
      expect(text).toContain('Page not found');
      expect(text).toContain('Skip to main content');
      expect(res.body).toMatch(/<a [^>]*href="\/home"[^>]*>[\s\S]*?Back to home/);
    },
  );

  it('a HEAD of it answers 404 too', async () => {
    expect((await page('/.env', 'HEAD')).statusCode).toBe(404);
  });

  it('the path is text in the page, never markup', async () => {
    const res = await page('/%22%3E%3Cscript%3Ealert(1)%3C/script%3E');
    expect(res.statusCode).toBe(404);
    expect(res.body).not.toContain('<script>alert(1)');
    expect(res.body).not.toContain('"><script');
  });
});

describe('a record that does not exist', () => {
  it.each(['/jobs/999999', '/jobs/abc', '/traincard/99999', '/interncard/99999'])(
    '%s answers 404 with its page, kept out of the index',
    async (url) => {
      const res = await page(url);
      expect(res.statusCode).toBe(404);
      expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
      expect(beforeScripts(res.body)).toContain('<meta name="robots" content="noindex" />');
      expect(beforeScripts(res.body)).toMatch(/<title>[^<]*not found · Skillpath<\/title>/);
    },
  );

  it('/jobs/{missing} says so in the rendered page', async () => {
    const text = visibleText((await page('/jobs/999999')).body);
    expect(text).toContain('Job unavailable');
    expect(text).toContain('Back to jobs');
  });
});

describe('/jobs/{id} is rendered on the server like the other public pages', () => {
  it('names the job, its company and its place in the HTML before any script', async () => {
    const job = jobs[0]!;
    const res = await page(`/jobs/${job.id}`);
    expect(res.statusCode).toBe(200);
    const head = beforeScripts(res.body);
    const title = `${job.placement_featuredjob_title} at ${job.placement_featuredjob_company} · Skillpath`;
    expect(head).toContain(`<title>${title}</title>`);
    expect(head).toContain(`<link rel="canonical" href="http://skillpath.test/jobs/${job.id}" />`);
    expect(meta(head, 'property', 'og:title')).toBe(title);
    expect(meta(head, 'property', 'og:url')).toBe(`http://skillpath.test/jobs/${job.id}`);
    expect(meta(head, 'name', 'description')).toContain(job.placement_featuredjob_company);
    expect(meta(head, 'name', 'robots')).toBeUndefined();
    const text = visibleText(res.body);
    expect(text).toContain(job.placement_featuredjob_title);
    expect(text).toContain(job.placement_featuredjob_company);
    expect(text).toContain('Apply for this job');
    expect(res.body).toContain(`"queryKey":["placements","job",${job.id}]`);
  });

  it('is listed in the sitemap with the courses and internships', async () => {
    const locs = [...(await page('/sitemap.xml')).body.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]);
    for (const job of jobs) expect(locs).toContain(`http://skillpath.test/jobs/${job.id}`);
  });
});

describe('the app keeps its own routes', () => {
  it.each([
    '/',
    '/signin?returnUrl=%2Fhome',
    '/registernow',
    '/verify-email?token=x',
    '/reset-password',
    '/userdash',
    '/userdash/1',
    '/edit-profile/1',
    '/onlineclass/2',
    '/admindash',
    '/admindash/learners',
    '/exam/3',
    '/domain-selection',
  ])('%s is the app with status 200', async (url) => {
    const res = await page(url);
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('<div id="root"></div>');
    expect(res.body).not.toContain('id="ssr-data"');
  });
});

describe('API paths and files keep their 404', () => {
  it('an unknown API path is the JSON error', async () => {
    for (const url of ['/v1/nope', '/v1/api/nothing/']) {
      const res = await page(url);
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ detail: 'Not found.', code: 'not_found' });
    }
  });

  it('a missing file or picture is a 404 without the page', async () => {
    for (const url of ['/assets/missing-abc.js', '/media/courses/none.png', '/favicon-none.ico']) {
      const res = await page(url);
      expect(res.statusCode, url).toBe(404);
      expect(res.headers['content-type'], url).not.toContain('text/html');
    }
  });

  it('another method on an unknown path is the JSON error', async () => {
    const res = await t.call({ method: 'POST', url: '/anything' });
    expect(res.statusCode).toBe(404);
    expect(res.json().code).toBe('not_found');
  });
});
