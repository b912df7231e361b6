import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../helpers/app';
import { reportSummary } from '../helpers/summary';
import { NEW_TEST_PASSWORD, TEST_PASSWORD } from '../helpers/test-identity';
import { registerLearner, resetLinkFrom } from '../helpers/users';

const LIMIT = 3;
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ AUTH_RATE_LIMIT: String(LIMIT), FORM_RATE_LIMIT: String(LIMIT) });
});
afterAll(() => t.close());

let n = 0;
/** The public endpoints a script could hammer, each with a body a person would send. */
const limited: [string, string, () => object][] = [
  ['login', '/v1/auth/login', () => ({ email: `someone${++n}@example.com`, password: 'guess-1234' })],
  [
    'sign-up',
    '/v1/auth/sign_up',
    () => ({ name: 'Bot', phone: '9876543210', email: `bot${++n}@example.com`, password: TEST_PASSWORD }),
  ],
  ['forgot password', '/v1/auth/forgot-password/', () => ({ email: `ghost${++n}@example.com` })],
  [
    'reset password',
    '/v1/auth/reset-password/',
    () => ({ uid: 'MQ', token: 'x'.repeat(43), new_password: NEW_TEST_PASSWORD }),
  ],
  [
    'enquiry',
    '/v1/api/enquiries/create/',
    () => ({ name: 'Caller', phone: '9123456789', interested_course: 'Python FullStack' }),
  ],
  [
    'demo booking',
    '/v1/api/demo-bookings/',
    () => ({ name: 'Visitor', email: 'v@example.com', time_slot: '10:00 AM - 11:00 AM' }),
  ],
  [
    'employer lead',
    '/v1/api/employer-leads/',
    () => ({ name: 'HR', email: 'hr@acme.example', company_name: 'Acme', requirements: 'Two developers' }),
  ],
];

describe('rate limits on public forms and sign-in', () => {
  it('answer 429 with Retry-After and the error shape once one address sends too many, per address', async () => {
    let requests = 0;
    for (const [label, url, body] of limited) {
      const ip = `203.0.113.${10 + limited.findIndex(([l]) => l === label)}`;
      for (let i = 0; i < LIMIT; i++) {
        const res = await t.call({ method: 'POST', url, payload: body(), remoteAddress: ip });
        requests += 1;
        expect(res.statusCode, `${label} #${i + 1}: ${res.body}`).not.toBe(429);
      }
      const blocked = await t.call({ method: 'POST', url, payload: body(), remoteAddress: ip });
      requests += 1;
      expect(blocked.statusCode, label).toBe(429);
      expect(Number(blocked.headers['retry-after']), label).toBeGreaterThan(0);
      expect(Object.keys(blocked.json()).sort(), label).toEqual(['code', 'detail']);
      expect(blocked.json().code, label).toBe('rate_limited');
      expect(blocked.json().detail, label).toBeTypeOf('string');
      // Another address is still served.
      const other = await t.call({ method: 'POST', url, payload: body(), remoteAddress: '198.51.100.7' });
      requests += 1;
      expect(other.statusCode, `${label} from another address`).not.toBe(429);
    }
    reportSummary(
      'abuse',
      `${limited.length} public endpoints rate limited (429 + Retry-After after ${LIMIT}), ${requests} requests`,
    );
  });
});

describe('password reset tokens', () => {
  it('are kept nowhere in the database: only a hash of the token in the mail is stored', async () => {
    const learner = await registerLearner(t, { email: 'reset-owner@example.com' });
    const res = await t.call({
      method: 'POST',
      url: '/v1/auth/forgot-password/',
      payload: { email: learner.user.email },
      remoteAddress: '192.0.2.50',
    });
    expect(res.statusCode).toBe(200);
    const token = resetLinkFrom((await t.mails()).at(-1)!).searchParams.get('token')!;
    expect(token.length).toBeGreaterThanOrEqual(32);
    // Every row of every table as text: the token appears in none of them.
    const tables = (
      (await t.app.db.execute(
        sql`select table_name as name from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE'`,
      )) as unknown as { rows: { name: string }[] }
    ).rows.map((r) => r.name);
    expect(tables).toContain('password_resets');
    for (const table of tables) {
      const dump = (await t.app.db.execute(
        sql.raw(`select coalesce(string_agg(t::text, ' '), '') as text from "${table}" t`),
      )) as unknown as { rows: { text: string }[] };
      expect(dump.rows[0]!.text, table).not.toContain(token);
    }
  });
  // Single use, expiry and retiring older links: test/auth/password-reset.test.ts.
});
