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
    expect(cache.lookup('/v1/api/list-courses/')).toBeUndefined();
    expect(cache.store('/v1/api/list-courses/', cache.generation, body, headers)).toBeDefined();
    expect(cache.lookup('/v1/api/list-courses/')?.body).toBe(body);
  });

  it('holds a bounded number of answers, forgetting the oldest', () => {
    const cache = new ResponseCache(3);
    for (let i = 0; i < 5; i++) cache.store(`/v1/api/list-courses/?x=${i}`, cache.generation, body, headers);
    expect(cache.size).toBe(3);
    expect(cache.lookup('/v1/api/list-courses/?x=0')).toBeUndefined();
    expect(cache.lookup('/v1/api/list-courses/?x=4')).toBeDefined();
  });

  it('keeps nothing while disabled', () => {
    const cache = new ResponseCache();
    cache.store('/a', cache.generation, body, headers);
    cache.setEnabled(false);
    expect(cache.lookup('/a')).toBeUndefined();
    expect(cache.store('/a', cache.generation, body, headers)).toBeUndefined();
    cache.setEnabled(true);
    expect(cache.store('/a', cache.generation, body, headers)).toBeDefined();
  });
});
