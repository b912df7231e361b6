import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../helpers/app';
import { signInAdmin } from '../helpers/users';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({}, { seed: true });
});
afterAll(() => t.close());

/** Ids a lenient number parser would read as 1, 1000 or 16 (issue 21, "Loose ids"). */
const LOOSE = ['0x1', '1e3', '+1', '1.0', '%201', '01', '0', '-0', '1_0', '0b1', '2147483648'];

describe('path ids are plain decimal integers', () => {
  it.each([
    ['public', '/v1/api/course/:id/'],
    ['public', '/v1/api/internships/:id/'],
    ['admin', '/v1/api/learners/:id/'],
    ['public', '/v1/api/placements/:id/'],
  ])('a %s route %s answers 400 in the error shape for anything else', async (role, pattern) => {
    const admin = role === 'admin' ? await signInAdmin(t) : undefined;
    for (const id of LOOSE) {
      const res = await t.call({ method: 'GET', url: pattern.replace(':id', id), token: admin?.token });
      expect(res.statusCode, `${pattern} with ${id}: ${res.body}`).toBe(400);
      expect(Object.keys(res.json()).sort(), id).toEqual(['code', 'detail', 'fields']);
      expect(res.json().code, id).toBe('invalid_input');
      expect(res.json().fields.id, id).toEqual(['Invalid ID.']);
    }
    const plain = await t.call({ method: 'GET', url: pattern.replace(':id', '1'), token: admin?.token });
    expect(plain.statusCode).not.toBe(400);
  });

  it('also in query strings that name a domain', async () => {
    const admin = await signInAdmin(t);
    for (const id of ['0x1', '1e3', '+1', '1.0']) {
      const res = await t.call({ method: 'GET', url: `/v1/api/mcq-list/?domain=${id}`, token: admin.token });
      expect(res.statusCode, `${id}: ${res.body}`).toBe(400);
    }
  });
});
