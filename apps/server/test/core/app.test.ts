import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../helpers/app';
import { TEST_PASSWORD } from '../helpers/test-identity';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('health', () => {
  it('answers /healthz and /readyz', async () => {
    expect((await t.call({ method: 'GET', url: '/healthz' })).json()).toEqual({ status: 'ok' });
    expect((await t.call({ method: 'GET', url: '/readyz' })).json()).toEqual({ status: 'ready' });
  });
});

describe('errors', () => {
  it('answers an unknown API path with a JSON 404 in the error shape', async () => {
    for (const url of ['/v1/api/nothing-here/', '/v1/auth/nope']) {
      const res = await t.call({ method: 'GET', url });
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ detail: 'Not found.', code: 'not_found' });
    }
  });

  it('answers a wrong method on a known path with a JSON error', async () => {
    const res = await t.call({ method: 'DELETE', url: '/v1/auth/login' });
    expect(res.statusCode).toBe(404);
    expect(res.json().detail).toBeTypeOf('string');
  });
});

describe('security headers', () => {
  it('sends a CSP without inline scripts, nosniff, frame-ancestors and a referrer policy', async () => {
    const res = await t.call({ method: 'GET', url: '/healthz' });
    const csp = String(res.headers['content-security-policy']);
    expect(csp).toContain("script-src 'self'");
    expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/);
    expect(csp).toContain("frame-ancestors 'none'");
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    expect(res.headers['strict-transport-security']).toBeUndefined();
  });

  it('adds HSTS when the public URL is https', async () => {
    const secure = await createTestApp({ PUBLIC_URL: 'https://skillpath.example' });
    try {
      const res = await secure.call({ method: 'GET', url: '/healthz' });
      expect(res.headers['strict-transport-security']).toContain('max-age=31536000');
    } finally {
      await secure.close();
    }
  });
});

describe('API documentation', () => {
  it('serves the OpenAPI document with the auth paths', async () => {
    const res = await t.call({ method: 'GET', url: '/openapi.json' });
    expect(res.statusCode).toBe(200);
    const doc = res.json();
    expect(doc.openapi).toMatch(/^3\./);
    expect(Object.keys(doc.paths)).toEqual(expect.arrayContaining(['/v1/auth/sign_up', '/v1/auth/login']));
    // A declaration's description: how to fill the import's form, which its schemas alone do not say.
    expect(doc.paths['/v1/api/mcq/import/'].post.description).toMatch(/^Multipart: file, format/);
    expect(doc.paths['/v1/api/mcq-statistics/'].get.description).toMatch(/^Facility:/);
  });

  it('serves the viewer at /docs', async () => {
    const res = await t.call({ method: 'GET', url: '/docs/' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/html');
  });
});

describe('route table', () => {
  it('declares the access of every API route', () => {
    expect(t.app.routeAccess.length).toBeGreaterThan(0);
    expect(t.app.routeAccess.every((r) => ['public', 'learner', 'owner', 'admin'].includes(r.access))).toBe(
      true,
    );
  });
});

describe('web app hosting', () => {
  it('serves index.html for client routes and assets with long caching', async () => {
    const web = path.join(t.config.dataDir, 'web');
    await mkdir(path.join(web, 'assets'), { recursive: true });
    await writeFile(path.join(web, 'index.html'), '<!doctype html><title>Skillpath</title>');
    await writeFile(path.join(web, 'assets', 'app-abc123.js'), 'console.log(1)');
    const site = await createTestApp({ WEB_DIST: web });
    try {
      // /home, /traincard/… and the other public pages get their own tags (test/seo). Without the
      // server renderer no address can be told from the app's own routes: each gets the app shell,
      // whose router shows the not-found page (with it, test/seo/not-found.test.ts), a folder of the
      // build ('/assets/') too.
      for (const url of ['/', '/signin?returnUrl=%2Fhome', '/onlineclass/12', '/assets/']) {
        const res = await site.call({ method: 'GET', url });
        expect(res.statusCode, url).toBe(200);
        expect(res.body).toContain('<title>Skillpath</title>');
        expect(res.headers['cache-control']).toBe('no-cache');
      }
      const asset = await site.call({ method: 'GET', url: '/assets/app-abc123.js' });
      expect(asset.headers['cache-control']).toContain('immutable');
      expect((await site.call({ method: 'GET', url: '/assets/missing.js' })).statusCode).toBe(404);
      expect((await site.call({ method: 'GET', url: '/v1/api/unknown/' })).json()).toEqual({
        detail: 'Not found.',
        code: 'not_found',
      });
    } finally {
      await site.close();
    }
  });
});

describe('request logs', () => {
  it('carry no password, token or reset secret', async () => {
    const lines: string[] = [];
    const { Writable } = await import('node:stream');
    const logStream = new Writable({
      write(chunk, _enc, done) {
        lines.push(String(chunk));
        done();
      },
    });
    const logged = await createTestApp({ LOG_LEVEL: 'info' }, { logStream });
    try {
      const signUp = await logged.call({
        method: 'POST',
        url: '/v1/auth/sign_up',
        payload: {
          name: 'Log Check',
          phone: '9876543210',
          email: 'logs@example.com',
          password: TEST_PASSWORD,
        },
      });
      const { token } = signUp.json();
      await logged.call({ method: 'GET', url: '/v1/auth/profile/', token });
      await logged.call({ method: 'GET', url: '/reset-password?uid=MQ&token=reset-secret-value' });
      const text = lines.join('');
      expect(text).toContain('/v1/auth/profile/');
      expect(text).not.toContain(TEST_PASSWORD);
      expect(text).not.toContain(token);
      expect(text).not.toContain('reset-secret-value');
    } finally {
      await logged.close();
    }
  });
});
