import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PassThrough } from 'node:stream';
import { brotliDecompressSync } from 'node:zlib';
import {
  type Batch,
  type Course,
  catalogueMessages,
  type Internship,
  type Workshop,
} from '@skillpath/contract';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { ResponseCache } from '../../src/lib/response-cache/store';
import { batchFields, courseFields, internshipBody } from '../admin/fixtures';
import { createTestApp, type TestApp } from '../helpers/app';
import { pngImage } from '../helpers/images';
import { multipart } from '../helpers/multipart';
import { type RawAnswer, rawGet } from '../helpers/raw-http';
import { registerLearner, signInAdmin } from '../helpers/users';
import { buildWeb } from '../helpers/web-build';

// Public pages rendered on the server from the web app's own components (issue 15): what a crawler,
// a link preview or a phone without JavaScript gets from the HTML alone.

let t: TestApp;
let web: Awaited<ReturnType<typeof buildWeb>>;
let courses: Course[];
let internships: Internship[];
let batches: Batch[];

beforeAll(async () => {
  web = await buildWeb();
  t = await createTestApp({ WEB_DIST: web.dist }, { seed: true });
  courses = (await t.call({ method: 'GET', url: '/v1/api/list-courses/' })).json();
  internships = (await t.call({ method: 'GET', url: '/v1/api/internships/' })).json();
  batches = (await t.call({ method: 'GET', url: '/v1/api/batches/' })).json();
}, 300_000);
afterAll(async () => {
  await t?.close();
  await web?.cleanup();
});

const page = (url: string, headers: Record<string, string> = {}) => t.call({ method: 'GET', url, headers });

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', '#x27': "'", '#39': "'" };

/** The text a person reads in #root, without running any script. */
function visibleText(html: string): string {
  const root = /<div id="root">([\s\S]*)<\/div>\s*<script type="application\/json"/.exec(html)?.[1] ?? '';
  return root
    .replace(/<style[\s\S]*?<\/style>/g, '')
    .replace(/<!--[\s\S]*?-->/g, '')
    .replace(/<[^>]+>/g, ' ')
    .replace(/&(amp|lt|gt|quot|#x27|#39);/g, (_, e: string) => ENTITIES[e]!)
    .replace(/\s+/g, ' ');
}

/** The queries inlined in the page, by query key. */
function inlinedQueries(html: string): Map<string, { status: string; data?: unknown }> {
  const block = /<script type="application\/json" id="ssr-data">([\s\S]*?)<\/script>/.exec(html);
  if (!block) throw new Error('no data block in the page');
  const state = JSON.parse(block[1]!) as {
    queries: { queryKey: unknown[]; state: { status: string; data?: unknown } }[];
  };
  return new Map(state.queries.map((q) => [JSON.stringify(q.queryKey), q.state]));
}

/** Every <script> tag is the app's module or a data block: the CSP runs no inline script. */
function scriptTags(html: string) {
  return [...html.matchAll(/<script[^>]*>/g)].map((m) => m[0]);
}

/** The page's own chunks: modulepreload links kept inert in a template until the page has painted. */
function modulePreloads(html: string) {
  const template = /<template id="page-scripts">([\s\S]*?)<\/template>/.exec(html)?.[1] ?? '';
  return [
    ...template.matchAll(/<link rel="modulepreload" fetchpriority="low" crossorigin href="([^"]+)">/g),
  ].map((m) => m[1]!);
}

describe('each public page arrives as HTML with its content and its data', () => {
  it('/traininguser lists every course with a link to it, and inlines the course list', async () => {
    const res = await page('/traininguser');
    expect(res.statusCode).toBe(200);
    const text = visibleText(res.body);
    for (const course of courses) {
      expect(text).toContain(course.course_title);
      expect(res.body).toContain(`href="/traincard/${course.id}"`);
    }
    expect(text).toContain(`${courses.length} courses`);
    const data = inlinedQueries(res.body).get('["catalogue","courses"]');
    expect(data?.status).toBe('success');
    expect((data!.data as Course[]).map((c) => c.id)).toEqual(courses.map((c) => c.id));
  });

  it('/traincard/{id} shows the course with its curriculum', async () => {
    const course = courses.find((c) => c.syllabus.length > 0)!;
    const res = await page(`/traincard/${course.id}`);
    expect(res.statusCode).toBe(200);
    const text = visibleText(res.body);
    expect(text).toContain(course.course_title);
    for (const week of course.syllabus) {
      expect(text).toContain(week.title);
      for (const topic of week.topics) expect(text).toContain(topic);
    }
    expect(inlinedQueries(res.body).get(`["catalogue","course",${course.id}]`)?.status).toBe('success');
  });

  it('/traincard/{title} shows the course named by its title', async () => {
    const course = courses[1]!;
    const res = await page(`/traincard/${encodeURIComponent(course.course_title)}`);
    expect(res.statusCode).toBe(200);
    expect(visibleText(res.body)).toContain(course.course_description.split('\n')[0]!.trim());
  });

  it('/home shows the featured courses and the upcoming batches', async () => {
    const res = await page('/home');
    expect(res.statusCode).toBe(200);
    const text = visibleText(res.body);
    expect(text).toContain(courses[0]!.course_title);
    for (const batch of batches) expect(text).toContain(batch.name);
    const queries = inlinedQueries(res.body);
    expect(queries.get('["catalogue","courses"]')?.status).toBe('success');
    expect(queries.get('["catalogue","batches"]')?.status).toBe('success');
  });

  it("/home fetches the carousel's front cover, its largest paint, first: preloaded from the head", async () => {
    const { body } = await page('/home');
    const head = body.slice(0, body.indexOf('</head>'));
    const preload = `<link rel="preload" as="image" href="${courses[0]!.course_image}" fetchpriority="high">`;
    expect(head).toContain(preload);
    expect(head.indexOf(preload)).toBeLessThan(head.indexOf('<script'));
    expect(head.match(/rel="preload" as="image"/g)).toHaveLength(1);
  });

  it('/internshipuser lists the internships with links; /interncard/{id} shows one', async () => {
    const list = await page('/internshipuser');
    expect(list.statusCode).toBe(200);
    for (const internship of internships) {
      expect(visibleText(list.body)).toContain(internship.internship_title);
      expect(list.body).toContain(`href="/interncard/${internship.id}"`);
    }
    const internship = internships[0]!;
    const one = await page(`/interncard/${internship.id}`);
    expect(one.statusCode).toBe(200);
    expect(visibleText(one.body)).toContain(internship.internship_title);
    expect(visibleText(one.body)).toContain(internship.internship_mentor);
  });

  it.each([
    ['/placementuser', 'Placements'],
    ['/workshops', 'Workshops'],
    ['/aiuserpage', 'Smart AI Learning Paths'],
    ['/hire-hero', 'Hire'],
    ['/findyourmatch', 'match'],
    ['/contact', 'Contact'],
    ['/bookafreedemo', 'Demo'],
  ])('%s is rendered with its heading and a data block', async (url, heading) => {
    const res = await page(url);
    expect(res.statusCode).toBe(200);
    const h1 = /<h1[^>]*>([\s\S]*?)<\/h1>/.exec(res.body)?.[1]?.replace(/<[^>]+>/g, '');
    expect(h1).toMatch(new RegExp(heading, 'i'));
    inlinedQueries(res.body);
  });

  it('the page is hydrated by the client bundle: its chunk is preloaded and no inline script runs', async () => {
    const res = await page('/traininguser');
    const preloads = modulePreloads(res.body);
    expect(preloads.some((href) => /^\/assets\/training-page-[\w-]+\.js$/.test(href))).toBe(true);
    expect(res.body).toMatch(
      /<link rel="stylesheet" crossorigin href="\/assets\/training-page-[\w-]+\.css">/,
    );
    // Each preloaded file exists and is served.
    for (const href of preloads) expect((await page(href)).statusCode).toBe(200);
    // Every script is preloaded behind the stylesheets: the page is readable before it is interactive.
    expect(res.body).not.toMatch(/<link rel="modulepreload" (?!fetchpriority="low")/);
    // No page chunk is fetched by the parser: each waits in the template, outside it only the entry's own.
    const outside = res.body.replace(/<template id="page-scripts">[\s\S]*?<\/template>/, '');
    for (const href of preloads) expect(outside).not.toContain(`href="${href}"`);
    for (const tag of scriptTags(res.body)) {
      expect(tag).toMatch(
        /^<script (type="module" crossorigin src="\/assets\/[^"]+"|type="application\/json" id="ssr-data")>$/,
      );
    }
    // Mantine's color scheme is set in the HTML, so the first paint has the page's colours.
    expect(res.body).toContain('<html lang="en" data-mantine-color-scheme="light">');
  });

  it('learner, admin and exam pages stay client-rendered, and public pages load none of their code', async () => {
    for (const url of ['/signin', '/userdash', '/admindash', '/exam/1', '/onlineclass']) {
      const res = await page(url);
      expect(res.body).toContain('<div id="root"></div>');
      expect(res.body).not.toContain('id="ssr-data"');
    }
    for (const url of ['/home', '/traininguser', '/traincard/1', '/internshipuser', '/placementuser']) {
      const preloads = modulePreloads((await page(url)).body);
      expect(preloads.filter((href) => /admin|exam-page|dashboard|online-class/.test(href))).toEqual([]);
    }
  });
});

describe('unknown ids', () => {
  it.each([
    ['/traincard/999999', catalogueMessages.courseNotFound],
    ['/traincard/No%20such%20course', catalogueMessages.courseNotFound],
    ['/interncard/999999', catalogueMessages.internshipFailed],
    ['/interncard/abc', catalogueMessages.invalidInternshipId],
  ])('%s is the rendered not-found page with status 404', async (url, message) => {
    const res = await page(url);
    expect(res.statusCode).toBe(404);
    expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(visibleText(res.body)).toContain(message);
    expect(res.body).toContain('<meta name="robots" content="noindex" />');
  });
});

describe('rendered pages are cached until a write changes them', () => {
  it('a new course, an edited title and a deleted course show in the next HTML', async () => {
    const admin = await signInAdmin(t);
    const before = await page('/traininguser');
    expect((await page('/traininguser')).body).toBe(before.body);

    const created = await t.call({
      method: 'POST',
      url: '/v1/api/create-course/',
      token: admin.token,
      ...(await multipart(courseFields('Rendered Rust'))),
    });
    expect(created.statusCode).toBe(201);
    const id = created.json().id as number;
    expect(visibleText((await page('/traininguser')).body)).toContain('Rendered Rust');

    const updated = await t.call({
      method: 'PUT',
      url: `/v1/api/update-course/${id}/`,
      token: admin.token,
      // An update needs a new image (spec 001 §5).
      ...(await multipart(courseFields('Rendered Rust, second edition'), {
        course_image: { data: await pngImage(), filename: 'c.png' },
      })),
    });
    expect(updated.statusCode).toBe(200);
    expect(visibleText((await page(`/traincard/${id}`)).body)).toContain('Rendered Rust, second edition');

    await t.call({ method: 'DELETE', url: `/v1/api/delete-course/${id}/`, token: admin.token });
    expect(visibleText((await page('/traininguser')).body)).not.toContain('Rendered Rust');
    expect((await page(`/traincard/${id}`)).statusCode).toBe(404);
  });

  it('a batch added by an admin appears in the next HTML of the home page', async () => {
    const admin = await signInAdmin(t);
    expect(visibleText((await page('/home')).body)).not.toContain('Rendered batch');
    const created = await t.call({
      method: 'POST',
      url: '/v1/api/batches/',
      token: admin.token,
      ...(await multipart({ ...batchFields(), name: 'Rendered batch' })),
    });
    expect(created.statusCode).toBe(201);
    expect(visibleText((await page('/home')).body)).toContain('Rendered batch');
  });

  it('an internship added by an admin appears in the next HTML of the list', async () => {
    const admin = await signInAdmin(t);
    expect(visibleText((await page('/internshipuser')).body)).not.toContain('Rendered internship');
    const created = await t.call({
      method: 'POST',
      url: '/v1/api/internships/',
      token: admin.token,
      payload: await internshipBody('Rendered internship'),
    });
    expect(created.statusCode).toBe(201);
    expect(visibleText((await page('/internshipuser')).body)).toContain('Rendered internship');
  });

  it("a learner's workshop registration shows in the next HTML's seats left", async () => {
    const [workshop] = (await t.call({ method: 'GET', url: '/v1/api/workshops/' })).json<Workshop[]>();
    const seatsShown = async () => {
      const listed = inlinedQueries((await page('/workshops')).body).get('["workshops","list"]');
      return (listed?.data as Workshop[] | undefined)?.find((w) => w.id === workshop!.id)?.already_enrolled;
    };
    expect(await seatsShown()).toBe(workshop!.already_enrolled);
    const learner = await registerLearner(t);
    const registered = await t.call({
      method: 'POST',
      url: `/v1/api/workshops/${workshop!.id}/register/`,
      token: learner.token,
    });
    expect(registered.statusCode).toBe(201);
    expect(await seatsShown()).toBe(workshop!.already_enrolled + 1);
  });

  it('the cached page is sent compressed, as the uncached one was', async () => {
    const first = await page('/internshipuser', { 'accept-encoding': 'br' });
    const second = await page('/internshipuser', { 'accept-encoding': 'br' });
    expect(second.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(second.rawPayload).toString()).toBe(
      brotliDecompressSync(first.rawPayload).toString(),
    );
    expect(brotliDecompressSync(second.rawPayload).toString()).toContain('id="ssr-data"');
  });

  it('a query string the page does not read is the same cached page; one it reads is another', async () => {
    const plain = await page('/traininguser');
    const shared = await page('/traininguser?utm_source=newsletter&ref=x');
    expect(shared.body).toBe(plain.body);
    expect(shared.headers.etag).toBe(plain.headers.etag);
    const filtered = await page(`/internshipuser?q=${encodeURIComponent(internships[0]!.internship_title)}`);
    expect(filtered.headers.etag).not.toBe((await page('/internshipuser')).headers.etag);
    expect(filtered.body).toContain(`value="${internships[0]!.internship_title}"`);
  });

  it('a browser that has the page gets a 304 until the page changes', async () => {
    const first = await page('/traininguser');
    const etag = first.headers.etag as string;
    expect(etag).toMatch(/^W\/"/);
    expect((await page('/traininguser', { 'if-none-match': etag })).statusCode).toBe(304);
    const admin = await signInAdmin(t);
    await t.call({
      method: 'POST',
      url: '/v1/api/create-course/',
      token: admin.token,
      ...(await multipart(courseFields())),
    });
    const changed = await page('/traininguser', { 'if-none-match': etag });
    expect(changed.statusCode).toBe(200);
    expect(changed.headers.etag).not.toBe(etag);
  });

  it('a signed-in visitor gets the same anonymous HTML: no account details in a shared page', async () => {
    const learner = await registerLearner(t, { name: 'Page Reader', email: 'reader@skillpath.test' });
    const anonymous = await page('/traininguser');
    const signedIn = await t.call({ method: 'GET', url: '/traininguser', token: learner.token });
    expect(signedIn.body).toBe(anonymous.body);
    expect(signedIn.body).not.toContain('reader@skillpath.test');
    expect(visibleText(signedIn.body)).toContain('Login');
  });
});

// A cached page is answered by the node:http handler before Fastify sees the request (the
// catalogue cache's raw path): it must be the very answer Fastify gives, and drop like it.
describe('cached pages over HTTP', () => {
  let base: string;
  beforeAll(async () => {
    base = await t.app.listen({ port: 0, host: '127.0.0.1' });
  });
  const servedRaw = vi.spyOn(ResponseCache.prototype, 'serveRaw');
  /** Whether the last request was answered before Fastify. */
  const lastServedRaw = () => servedRaw.mock.results.at(-1)?.value as boolean;
  const header = (answer: RawAnswer, name: string) => {
    const at = answer.headers.findIndex((h) => h.toLowerCase() === name);
    return at < 0 ? undefined : answer.headers[at + 1];
  };

  it('a hit carries byte for byte the headers and body Fastify sent, in each encoding', async () => {
    for (const encoding of ['br', 'gzip', undefined]) {
      const headers: Record<string, string> = encoding ? { 'accept-encoding': `deflate, ${encoding}` } : {};
      const fromFastify = await rawGet(`${base}/placementuser`, headers);
      expect(lastServedRaw()).toBe(false);
      const hit = await rawGet(`${base}/placementuser`, headers);
      expect(lastServedRaw()).toBe(true);
      expect(hit.status).toBe(200);
      expect(hit.headers).toEqual(fromFastify.headers);
      expect(hit.body.equals(fromFastify.body)).toBe(true);
      expect(header(hit, 'content-encoding')).toBe(encoding);
      expect(header(hit, 'content-type')).toBe('text/html; charset=utf-8');
      expect(header(hit, 'cache-control')).toBe('no-cache');
      expect(header(hit, 'vary')).toBe('accept-encoding');
      expect(header(hit, 'etag')).toMatch(/^W\/"/);
      expect(header(hit, 'content-security-policy')).toContain("script-src 'self'");
      expect(header(hit, 'x-frame-options')).toBe('DENY');
    }
    const br = await rawGet(`${base}/placementuser`, { 'accept-encoding': 'gzip, deflate, br' });
    expect(brotliDecompressSync(br.body).toString()).toContain('id="ssr-data"');
  });

  it('a browser that has the page gets the 304 Fastify would send', async () => {
    const page = await rawGet(`${base}/workshops`, { 'accept-encoding': 'br' });
    const etag = header(page, 'etag')!;
    // A token sends the request through Fastify, which answers from its own page cache.
    const fromFastify = await rawGet(`${base}/workshops`, {
      'if-none-match': etag,
      authorization: 'Bearer x',
    });
    expect(lastServedRaw()).toBe(false);
    await rawGet(`${base}/workshops`, { 'accept-encoding': 'br' });
    const hit = await rawGet(`${base}/workshops`, { 'if-none-match': etag, 'accept-encoding': 'br' });
    expect(lastServedRaw()).toBe(true);
    expect(hit.status).toBe(304);
    expect(fromFastify.status).toBe(304);
    expect(hit.headers).toEqual(fromFastify.headers);
    expect(hit.body.length).toBe(0);
    expect(header(hit, 'content-type')).toBeUndefined();
    expect(header(hit, 'etag')).toBe(etag);
  });

  it('a request with a token is answered by Fastify, with the same anonymous page', async () => {
    const learner = await registerLearner(t, { name: 'Raw Reader', email: 'raw-reader@skillpath.test' });
    const anonymous = await rawGet(`${base}/traininguser`);
    await rawGet(`${base}/traininguser`);
    expect(lastServedRaw()).toBe(true);
    for (const token of [learner.token, 'not-a-token']) {
      const signedIn = await rawGet(`${base}/traininguser`, { authorization: `Bearer ${token}` });
      expect(lastServedRaw()).toBe(false);
      expect(signedIn.status).toBe(200);
      expect(signedIn.body.equals(anonymous.body)).toBe(true);
    }
  });

  it('an admin write shows in the next HTML served over HTTP, then that page is cached again', async () => {
    const admin = await signInAdmin(t);
    await rawGet(`${base}/traininguser`);
    expect(visibleText((await rawGet(`${base}/traininguser`)).body.toString())).not.toContain('Raw Rust');
    expect(lastServedRaw()).toBe(true);
    const created = await t.call({
      method: 'POST',
      url: '/v1/api/create-course/',
      token: admin.token,
      ...(await multipart(courseFields('Raw Rust'))),
    });
    expect(created.statusCode).toBe(201);
    expect(visibleText((await rawGet(`${base}/traininguser`)).body.toString())).toContain('Raw Rust');
    expect(lastServedRaw()).toBe(false);
    expect(visibleText((await rawGet(`${base}/traininguser`)).body.toString())).toContain('Raw Rust');
    expect(lastServedRaw()).toBe(true);
  });

  it('a not-found page is left to Fastify, however often it is asked', async () => {
    for (let i = 0; i < 2; i++) {
      expect((await rawGet(`${base}/traincard/999999`)).status).toBe(404);
      expect(lastServedRaw()).toBe(false);
    }
  });
});

describe('admin-entered text in the rendered page and its data', () => {
  it('a title that tries to close the data block stays data', async () => {
    const admin = await signInAdmin(t);
    const title = 'Evil </script><script>alert(1)</script><!-- course';
    const created = await t.call({
      method: 'POST',
      url: '/v1/api/create-course/',
      token: admin.token,
      ...(await multipart(courseFields(title))),
    });
    expect(created.statusCode).toBe(201);
    const res = await page('/traininguser');
    expect(res.body).not.toContain('<script>alert(1)');
    expect(res.body).not.toContain('<!-- course');
    expect(scriptTags(res.body)).toHaveLength(2);
    expect(visibleText(res.body)).toContain(title);
    const data = inlinedQueries(res.body).get('["catalogue","courses"]')?.data as Course[];
    expect(data.map((c) => c.course_title)).toContain(title);
  });
});

describe('when rendering fails', () => {
  it('the visitor gets the client-rendered page with status 200, and the error is logged', async () => {
    const dir = await mkdtemp(path.join(tmpdir(), 'skillpath-ssr-broken-'));
    const dist = path.join(dir, 'dist');
    await mkdir(path.join(dist, '.vite'), { recursive: true });
    await mkdir(`${dist}-server`);
    await writeFile(
      path.join(dist, 'index.html'),
      '<!doctype html><html><head><title>Skillpath</title></head><body><div id="root"></div></body></html>',
    );
    await writeFile(path.join(dist, '.vite', 'manifest.json'), '{}');
    await writeFile(
      path.join(`${dist}-server`, 'entry-server.js'),
      "export const SSR_DATA_ID = 'ssr-data';\nexport async function render() { throw new Error('renderer exploded'); }\n",
    );
    const logs = new PassThrough();
    let logged = '';
    logs.on('data', (chunk) => {
      logged += chunk;
    });
    const broken = await createTestApp({ WEB_DIST: dist, LOG_LEVEL: 'error' }, { logStream: logs });
    try {
      const res = await broken.call({ method: 'GET', url: '/traininguser' });
      expect(res.statusCode).toBe(200);
      expect(res.body).toContain('<div id="root"></div>');
      expect(res.body).toContain('<title>Training courses · Skillpath</title>');
      expect(logged).toContain('renderer exploded');
      expect(logged).toContain('server rendering failed');
    } finally {
      await broken.close();
      await rm(dir, { recursive: true, force: true });
    }
  });
});
