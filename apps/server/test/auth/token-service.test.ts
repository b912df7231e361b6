import { afterEach, describe, expect, it, vi } from 'vitest';
import { Lru } from '../../src/lib/lru';
import { createTokenService } from '../../src/modules/auth/tokens';

const secret = new TextEncoder().encode('a-test-secret-that-is-long-enough-for-hs256');
const subject = { id: 7, email: 'learner@example.com', role: 'learner' as const, tokenVersion: 3 };

afterEach(() => vi.useRealTimers());

describe('token verification, remembered between calls', () => {
  it('answers a known token from memory, and still notices when it expires', async () => {
    vi.useFakeTimers({ now: new Date('2026-11-21T10:00:00Z') });
    const tokens = createTokenService(secret, 60);
    const token = await tokens.issue(subject);
    const first = await tokens.verify(token);
    expect(first).toMatchObject({ claims: { id: 7, ver: 3, role: 'learner' } });
    expect(await tokens.verify(token)).toEqual(first);
    vi.setSystemTime(new Date('2026-11-21T10:01:01Z'));
    expect(await tokens.verify(token)).toEqual({ reason: 'expired' });
  });

  it('never lets a token that differs by a byte ride on a remembered one', async () => {
    const tokens = createTokenService(secret, 60);
    const token = await tokens.issue(subject);
    await tokens.verify(token);
    const [header, payload, signature] = token.split('.') as [string, string, string];
    const claims = JSON.parse(Buffer.from(payload, 'base64url').toString());
    const forged = Buffer.from(JSON.stringify({ ...claims, role: 'admin' })).toString('base64url');
    expect(await tokens.verify(`${header}.${forged}.${signature}`)).toEqual({ reason: 'invalid' });
    const flipped = signature.startsWith('A') ? `B${signature.slice(1)}` : `A${signature.slice(1)}`;
    expect(await tokens.verify(`${header}.${payload}.${flipped}`)).toEqual({ reason: 'invalid' });
  });

  it('forgets the least recently used entry first once full', () => {
    const lru = new Lru<string, number>(2);
    lru.set('a', 1);
    lru.set('b', 2);
    expect(lru.get('a')).toBe(1);
    lru.set('c', 3);
    expect([lru.get('a'), lru.get('b'), lru.get('c'), lru.size]).toEqual([1, undefined, 3, 2]);
  });
});
