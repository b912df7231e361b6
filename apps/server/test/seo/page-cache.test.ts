import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { ResponseCache } from '../../src/lib/response-cache/store';
import { encodedBody, PageCache } from '../../src/modules/seo/page-cache';

// The rendered pages follow the catalogue cache: whatever drops it (an admin write here, a message
// from Redis or the cluster primary, Redis going away) drops them too.
describe('PageCache', () => {
  it('forgets every page when the catalogue cache is cleared', () => {
    const catalogue = new ResponseCache();
    const pages = new PageCache(catalogue);
    pages.set('/home', pages.generation, '<p>home</p>');
    expect(pages.get('/home')?.identity.toString()).toBe('<p>home</p>');
    catalogue.clear();
    expect(pages.get('/home')).toBeUndefined();
  });

  it('does not keep a page rendered before a change that came in during the render', () => {
    const catalogue = new ResponseCache();
    const pages = new PageCache(catalogue);
    const began = pages.generation;
    catalogue.clear();
    pages.set('/home', began, '<p>stale</p>');
    expect(pages.get('/home')).toBeUndefined();
  });

  it('keeps nothing while changes made elsewhere might be missed (Redis down)', () => {
    const catalogue = new ResponseCache();
    const pages = new PageCache(catalogue);
    catalogue.setEnabled(false);
    pages.set('/home', pages.generation, '<p>home</p>');
    expect(pages.get('/home')).toBeUndefined();
    catalogue.setEnabled(true);
    pages.set('/home', pages.generation, '<p>home</p>');
    expect(pages.get('/home')).toBeDefined();
  });

  it('holds a bounded number of pages, dropping the oldest', () => {
    const pages = new PageCache(new ResponseCache(), 2);
    for (const url of ['/a', '/b', '/c']) pages.set(url, pages.generation, url);
    expect(pages.get('/a')).toBeUndefined();
    expect(pages.get('/c')?.identity.toString()).toBe('/c');
  });

  it('compresses a page once per encoding, when first asked', () => {
    const pages = new PageCache(new ResponseCache());
    const page = pages.set('/home', pages.generation, 'x'.repeat(5000));
    expect(page.encoded).toEqual({});
    const br = encodedBody(page, 'br');
    expect(brotliDecompressSync(br).toString()).toBe('x'.repeat(5000));
    expect(encodedBody(page, 'br')).toBe(br);
    expect(gunzipSync(encodedBody(page, 'gzip')).toString()).toBe('x'.repeat(5000));
    expect(encodedBody(page, undefined)).toBe(page.identity);
  });
});
