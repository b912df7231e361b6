import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { gunzipSync } from 'node:zlib';
import type { Course, Internship } from '@skillpath/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { courseFields, internshipBody } from '../admin/fixtures';
import { createTestApp, type TestApp } from '../helpers/app';
import { multipart } from '../helpers/multipart';
import { signInAdmin } from '../helpers/users';

// The shape of the built index.html: generic title and description, module script, no inline script.
const SHELL = `<!doctype html>
<html lang="en">
  <head>
    <meta charset="UTF-8" />
    <meta
      name="description"
      content="Generic description."
    />
    <title>Skillpath</title>
    <script type="module" crossorigin src="/assets/index-abc.js"></script>
  </head>
  <body><div id="root"></div></body>
</html>`;

const PAYLOAD = `<script>alert(1)</script>"><img src=x onerror=alert(2)> $& '`;

let t: TestApp;
let web: string;
let courses: Course[];
let internships: Internship[];

beforeAll(async () => {
  web = await mkdtemp(path.join(tmpdir(), 'skillpath-seo-web-'));
  await writeFile(path.join(web, 'index.html'), SHELL);
  t = await createTestApp({ WEB_DIST: web }, { seed: true });
  courses = (await t.call({ method: 'GET', url: '/v1/api/list-courses/' })).json();
  internships = (await t.call({ method: 'GET', url: '/v1/api/internships/' })).json();
});
afterAll(async () => {
  await t.close();
  await rm(web, { recursive: true, force: true });
});

const page = (url: string) => t.call({ method: 'GET', url });

/** The head's tags as a crawler reads them, without running any script. */
function head(html: string) {
  const meta = (attr: string, name: string) =>
    new RegExp(`<meta ${attr}="${name}" content="([^"]*)"`).exec(html)?.[1];
  return {
    titles: [...html.matchAll(/<title>([^<]*)<\/title>/g)].map((m) => m[1]),
    descriptions: [...html.matchAll(/<meta\s+name="description"/g)].length,
    description: meta('name', 'description'),
    canonical: /<link rel="canonical" href="([^"]*)"/.exec(html)?.[1],
    robots: meta('name', 'robots'),
    og: (name: string) => meta('property', `og:${name}`),
  };
}

describe('public pages carry their own title and tags in the served HTML', () => {
  it.each([
    ['/home', 'Home · Skillpath'],
    ['/traininguser', 'Training courses · Skillpath'],
    ['/internshipuser', 'Internships · Skillpath'],
  ])('%s is titled "%s" with canonical and Open Graph tags', async (url, title) => {
    const res = await page(url);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
    const tags = head(res.body);
    expect(tags.titles).toEqual([title]);
    expect(tags.descriptions).toBe(1);
    expect(tags.description?.length).toBeGreaterThan(50);
    expect(tags.canonical).toBe(`http://skillpath.test${url}`);
    expect(tags.og('title')).toBe(title);
    expect(tags.og('url')).toBe(`http://skillpath.test${url}`);
    expect(tags.og('type')).toBe('website');
    expect(tags.robots).toBeUndefined();
    // The app itself still loads from the shell.
    expect(res.body).toContain('<script type="module" crossorigin src="/assets/index-abc.js"></script>');
  });

  it('a course page names the course, its description and its picture', async () => {
    const course = courses[0]!;
    const res = await page(`/traincard/${course.id}`);
    expect(res.statusCode).toBe(200);
    const tags = head(res.body);
    expect(tags.titles).toEqual([`${course.course_title} · Skillpath`]);
    expect(course.course_description.replace(/\s+/g, ' ')).toContain(tags.description!.replace(/…$/, ''));
    expect(tags.description!.length).toBeLessThanOrEqual(160);
    expect(tags.canonical).toBe(`http://skillpath.test/traincard/${course.id}`);
    expect(tags.og('type')).toBe('article');
    expect(tags.og('image')).toBe(`http://skillpath.test${course.course_image}`);
    // The cover is the page's largest paint: the browser fetches it while the app loads.
    expect(res.body).toContain(
      `<link rel="preload" as="image" href="${course.course_image}" fetchpriority="high" />`,
    );
  });

  it('a course reached by its title points to its canonical id URL', async () => {
    const course = courses[1]!;
    const res = await page(`/traincard/${encodeURIComponent(course.course_title.toLowerCase())}`);
    expect(res.statusCode).toBe(200);
    expect(head(res.body).titles).toEqual([`${course.course_title} · Skillpath`]);
    expect(head(res.body).canonical).toBe(`http://skillpath.test/traincard/${course.id}`);
  });

  it('an internship page names the internship', async () => {
    const internship = internships[0]!;
    const res = await page(`/interncard/${internship.id}/`);
    expect(res.statusCode).toBe(200);
    const tags = head(res.body);
    expect(tags.titles).toEqual([`${internship.internship_title} · Skillpath`]);
    expect(tags.canonical).toBe(`http://skillpath.test/interncard/${internship.id}`);
    expect(tags.og('title')).toBe(`${internship.internship_title} · Skillpath`);
  });

  it.each([
    '/traincard/999999',
    '/traincard/0',
    '/traincard/99999999999999',
    '/traincard/No%20such%20course',
    `/traincard/${'x'.repeat(300)}`,
    '/interncard/999999',
    '/interncard/abc',
  ])('%s is the app shell with a 404 and noindex, never a 500', async (url) => {
    const res = await page(url);
    expect(res.statusCode).toBe(404);
    expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
    const tags = head(res.body);
    expect(tags.titles).toHaveLength(1);
    expect(tags.titles[0]).toMatch(/not found · Skillpath$/);
    expect(tags.robots).toBe('noindex');
    expect(tags.canonical).toBeUndefined();
    expect(res.body).toContain('src="/assets/index-abc.js"');
  });

  it('other client routes keep the generic shell', async () => {
    const res = await page('/signin');
    expect(res.statusCode).toBe(200);
    expect(head(res.body).titles).toEqual(['Skillpath']);
  });

  it('compresses the page for browsers that accept gzip', async () => {
    const res = await t.call({ method: 'GET', url: '/home', headers: { 'accept-encoding': 'gzip' } });
    expect(res.headers['content-encoding']).toBe('gzip');
    expect(res.headers.vary).toContain('accept-encoding');
    expect(gunzipSync(res.rawPayload).toString()).toContain('<title>Home · Skillpath</title>');
  });
});

describe('admin-entered text in the served HTML', () => {
  it('a script in a course title and description comes out as escaped text', async () => {
    const admin = await signInAdmin(t);
    const created = await t.call({
      method: 'POST',
      url: '/v1/api/create-course/',
      token: admin.token,
      ...(await multipart({ ...courseFields(`Course ${PAYLOAD}`), course_description: PAYLOAD })),
    });
    expect(created.statusCode).toBe(201);
    const res = await page(`/traincard/${created.json().id}`);
    expect(res.statusCode).toBe(200);
    expect(res.body).not.toContain('<script>alert');
    expect(res.body).not.toContain('<img src=x');
    expect(res.body).toContain(
      '<title>Course &lt;script&gt;alert(1)&lt;/script&gt;&quot;&gt;&lt;img src=x onerror=alert(2)&gt; $&amp; &#39; · Skillpath</title>',
    );
    // Still exactly one script tag: the app's own module.
    expect(res.body.match(/<script/g)).toHaveLength(1);
    expect(head(res.body).og('description')).toBe(
      '&lt;script&gt;alert(1)&lt;/script&gt;&quot;&gt;&lt;img src=x onerror=alert(2)&gt; $&amp; &#39;',
    );
  });

  it('a script in an internship title comes out as escaped text', async () => {
    const admin = await signInAdmin(t);
    const created = await t.call({
      method: 'POST',
      url: '/v1/api/internships/',
      token: admin.token,
      payload: { ...(await internshipBody()), internship_title: PAYLOAD },
    });
    expect(created.statusCode).toBe(201);
    const res = await page(`/interncard/${created.json().id}`);
    expect(res.body).not.toContain('<script>alert');
    expect(res.body.match(/<script/g)).toHaveLength(1);
    expect(head(res.body).titles[0]).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
  });
});

describe('GET /sitemap.xml', () => {
  it('lists the public pages and every course and internship with absolute URLs and lastmod', async () => {
    const res = await page('/sitemap.xml');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/xml; charset=utf-8');
    expect(res.body).toMatch(
      /^<\?xml version="1.0" encoding="UTF-8"\?>\n<urlset xmlns="http:\/\/www.sitemaps.org/,
    );
    const locs = [...res.body.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]);
    for (const url of ['/home', '/traininguser', '/internshipuser']) {
      expect(locs).toContain(`http://skillpath.test${url}`);
    }
    const all = (await page('/v1/api/list-courses/')).json() as Course[];
    for (const c of all) expect(locs).toContain(`http://skillpath.test/traincard/${c.id}`);
    for (const i of internships) expect(locs).toContain(`http://skillpath.test/interncard/${i.id}`);
    expect(res.body).toMatch(
      new RegExp(
        `<loc>http://skillpath.test/traincard/${all[0]!.id}</loc><lastmod>\\d{4}-\\d\\d-\\d\\d</lastmod>`,
      ),
    );
    expect(locs.some((l) => l!.includes('admindash'))).toBe(false);
  });
});

describe('GET /robots.txt', () => {
  it('allows the public pages, keeps crawlers out of admin and account pages, names the sitemap', async () => {
    const res = await page('/robots.txt');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/plain; charset=utf-8');
    const lines = res.body.split('\n');
    expect(lines).toContain('User-agent: *');
    expect(lines).toContain('Allow: /');
    for (const path of ['/admindash', '/userdash', '/edit-profile', '/onlineclass', '/exam', '/v1/']) {
      expect(lines).toContain(`Disallow: ${path}`);
    }
    expect(lines.some((l) => /^Disallow: \/(home|traincard|traininguser)/.test(l))).toBe(false);
    expect(lines).toContain('Sitemap: http://skillpath.test/sitemap.xml');
  });
});
