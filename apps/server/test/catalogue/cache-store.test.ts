import { describe, expect, it } from 'vitest';
import { ResponseCache } from '../../src/lib/response-cache/store';

const body = Buffer.from('[{"id":1}]');
const headers = { 'content-type': 'application/json; charset=utf-8', etag: '"abc"' };

describe('ResponseCache', () => {
  it('does not keep an answer read before a change (the read began in an older generation)', () => {
    const cache = new ResponseCache();
    const readStartedIn = cache.generation;
    cache.clear();
    expect(cache.store('/v1/api/list-courses/', readStartedIn, body, headers)).toBeUndefined();
    expect(cache.answer('/v1/api/list-courses/', {})).toBeUndefined();
    expect(cache.store('/v1/api/list-courses/', cache.generation, body, headers)).toBeDefined();
    expect(cache.answer('/v1/api/list-courses/', {})?.body).toBe(body);
  });

  it('holds a bounded number of answers, forgetting the oldest', () => {
    const cache = new ResponseCache(3);
    for (let i = 0; i < 5; i++) cache.store(`/v1/api/list-courses/?x=${i}`, cache.generation, body, headers);
    expect(cache.size).toBe(3);
    expect(cache.answer('/v1/api/list-courses/?x=0', {})).toBeUndefined();
    expect(cache.answer('/v1/api/list-courses/?x=4', {})).toBeDefined();
  });

  it('keeps nothing while disabled', () => {
    const cache = new ResponseCache();
    cache.store('/a', cache.generation, body, headers);
    cache.setEnabled(false);
    expect(cache.answer('/a', {})).toBeUndefined();
    expect(cache.store('/a', cache.generation, body, headers)).toBeUndefined();
    cache.setEnabled(true);
    expect(cache.store('/a', cache.generation, body, headers)).toBeDefined();
  });

  it('answers the variant in the encoding the request takes, when the answer varies by it', () => {
    const cache = new ResponseCache();
    const page = { 'content-type': 'text/html; charset=utf-8', etag: 'W/"page"', vary: 'accept-encoding' };
    const br = Buffer.from('brotli bytes');
    cache.store('/home', cache.generation, body, page);
    expect(cache.answer('/home', { 'accept-encoding': 'gzip, deflate, br' })).toBeUndefined();
    cache.store('/home', cache.generation, br, { ...page, 'content-encoding': 'br' });
    expect(cache.answer('/home', { 'accept-encoding': 'gzip, deflate, br' })?.body).toBe(br);
    expect(cache.answer('/home', {})?.body).toBe(body);
    // A weak validator is matched by its strong form too; the 304 has no body headers.
    const notModified = cache.answer('/home', { 'if-none-match': '"page"', 'accept-encoding': 'gzip' });
    expect(notModified?.status).toBe(304);
    expect(notModified?.headers).toEqual({ etag: 'W/"page"', vary: 'accept-encoding' });
    // An answer that does not vary is the same for every request.
    cache.store('/v1/api/list-courses/', cache.generation, body, headers);
    expect(cache.answer('/v1/api/list-courses/', { 'accept-encoding': 'br' })?.body).toBe(body);
  });

  it('starts over when the same URL brings another answer', () => {
    const cache = new ResponseCache();
    const page = { etag: '"one"', vary: 'accept-encoding' };
    cache.store('/home', cache.generation, body, { ...page, 'content-encoding': 'br' });
    cache.store('/home', cache.generation, body, { ...page, etag: '"two"' });
    expect(cache.answer('/home', { 'accept-encoding': 'br' })).toBeUndefined();
    expect(cache.answer('/home', {})?.headers.etag).toBe('"two"');
  });
});
