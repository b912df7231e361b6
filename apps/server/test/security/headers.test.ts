import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../helpers/app';
import { reportSummary } from '../helpers/summary';

const webDirs: string[] = [];

/** One app per scheme, each serving a built web app, the API and seeded media. */
async function site(publicUrl: string): Promise<TestApp> {
  const web = await mkdtemp(path.join(tmpdir(), 'skillpath-web-'));
  webDirs.push(web);
  await mkdir(path.join(web, 'assets'), { recursive: true });
  await writeFile(
    path.join(web, 'index.html'),
    '<!doctype html><title>Skillpath</title><script type="module" src="/assets/app.js"></script>',
  );
  await writeFile(path.join(web, 'assets', 'app-1.js'), 'console.log(1)');
  return createTestApp({ WEB_DIST: web, PUBLIC_URL: publicUrl }, { seed: true });
}

let http: TestApp;
let https: TestApp;
beforeAll(async () => {
  [http, https] = await Promise.all([site('http://skillpath.test'), site('https://skillpath.example')]);
});
afterAll(async () => {
  await Promise.all([http.close(), https.close()]);
  await Promise.all(webDirs.map((dir) => rm(dir, { recursive: true, force: true })));
});

/** What each kind of answer looks like: API success and errors, the page, assets, media, docs. */
async function samples(t: TestApp): Promise<[string, LightMyRequestResponse][]> {
  const courses = await t.call({ method: 'GET', url: '/v1/api/list-courses/' });
  const picture = courses.json()[0].course_image as string;
  expect(picture).toMatch(/^\/media\//);
  const requests: [string, Parameters<TestApp['call']>[0]][] = [
    ['API 200', { method: 'GET', url: '/v1/api/list-courses/' }],
    ['API 400', { method: 'POST', url: '/v1/auth/login', payload: { email: 'nope' } }],
    ['API 401', { method: 'GET', url: '/v1/auth/profile/' }],
    ['API 404', { method: 'GET', url: '/v1/api/nothing-here/' }],
    ['malformed URL 400', { method: 'GET', url: '/v1/api/course/%E0%A4%A/' }],
    ['SPA page', { method: 'GET', url: '/' }],
    ['SPA client route', { method: 'GET', url: '/traincard/1' }],
    ['asset', { method: 'GET', url: '/assets/app-1.js' }],
    ['media file', { method: 'GET', url: picture }],
    ['OpenAPI', { method: 'GET', url: '/openapi.json' }],
    ['health', { method: 'GET', url: '/healthz' }],
  ];
  const out: [string, LightMyRequestResponse][] = [];
  for (const [label, request] of requests) out.push([label, await t.call(request)]);
  return out;
}

/** The directives of a Content-Security-Policy header, by name. */
const directives = (csp: string) =>
  new Map(
    csp
      .split(';')
      .map((d) => d.trim().split(/\s+/))
      .filter((d) => d[0])
      .map(([name, ...values]) => [name!.toLowerCase(), values] as const),
  );

function headerProblems(res: LightMyRequestResponse): string[] {
  const problems: string[] = [];
  const csp = res.headers['content-security-policy'];
  if (typeof csp !== 'string') problems.push('no Content-Security-Policy');
  else {
    const d = directives(csp);
    const scripts = d.get('script-src') ?? d.get('default-src');
    if (!scripts) problems.push('CSP restricts no scripts');
    else if (scripts.some((v) => ["'unsafe-inline'", "'unsafe-eval'", '*'].includes(v)))
      problems.push(`script-src allows ${scripts.join(' ')}`);
    const framing = d.get('frame-ancestors');
    const xfo = String(res.headers['x-frame-options'] ?? '').toUpperCase();
    if (
      !(framing?.includes("'none'") || framing?.includes("'self'")) &&
      !['DENY', 'SAMEORIGIN'].includes(xfo)
    )
      problems.push('may be framed (no frame-ancestors, no X-Frame-Options)');
  }
  if (res.headers['x-content-type-options'] !== 'nosniff')
    problems.push('no X-Content-Type-Options: nosniff');
  const referrer = String(res.headers['referrer-policy'] ?? '');
  if (!/^(no-referrer|same-origin|strict-origin|strict-origin-when-cross-origin)$/.test(referrer))
    problems.push(`Referrer-Policy "${referrer}"`);
  return problems;
}

describe('security headers', () => {
  it('are on every kind of answer: API, errors, the page, assets, media and docs', async () => {
    const failures: string[] = [];
    const answers = await samples(http);
    for (const [label, res] of answers) {
      expect(res.statusCode, label).toBeLessThan(500);
      for (const problem of headerProblems(res)) failures.push(`${label} (${res.statusCode}): ${problem}`);
      if (res.headers['strict-transport-security'] !== undefined) failures.push(`${label}: HSTS over http`);
    }
    reportSummary(
      'headers',
      `${answers.length} kinds of answer checked over http and https, ${failures.length} problems`,
    );
    expect(failures).toEqual([]);
  });

  it('add Strict-Transport-Security everywhere when the public URL is https', async () => {
    for (const [label, res] of await samples(https)) {
      expect(headerProblems(res), label).toEqual([]);
      expect(String(res.headers['strict-transport-security']), label).toMatch(
        /max-age=(\d{8,}|3153[6-9]\d{3})/,
      );
    }
  });

  it('serve media so a browser never runs it: sandboxed and not sniffed', async () => {
    const [, media] = (await samples(http)).find(([label]) => label === 'media file')!;
    expect(media.statusCode).toBe(200);
    expect(String(media.headers['content-security-policy'])).toContain('sandbox');
    expect(media.headers['content-type']).toMatch(/^image\//);
  });
});
