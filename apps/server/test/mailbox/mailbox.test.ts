import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { mailboxErrorCodes } from '@skillpath/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ensureAdminAccount } from '../../src/modules/auth/admin-bootstrap';
import { enqueueMail } from '../../src/modules/jobs/queue';
import { createTestApp, type TestApp } from '../helpers/app';
import { registerLearner, signInAdmin } from '../helpers/users';

let t: TestApp;
let admin: string;
beforeAll(async () => {
  t = await createTestApp();
  admin = (await signInAdmin(t)).token;
});
afterAll(() => t.close());

const get = (url: string, token = admin) => t.call({ method: 'GET', url, token });
type Summary = { id: string; to: string; subject: string; sent_at: string; links: string[] };

describe('the development mailbox (no SMTP_URL: mail goes to the outbox)', () => {
  it('lists the mails sent, newest first, with their links; one opens with its decoded text', async () => {
    const learner = await registerLearner(t, { name: 'Ravi Kumar' });
    await enqueueMail(t.app.db, {
      to: 'later@example.com',
      subject: 'Über à bientôt — रवि',
      text: 'Line one\nSee https://example.com/a?b=1&c=2. Not javascript:alert(1) nor ftp://x.test',
    });
    await t.mails();

    const list = await get('/v1/api/admin/mailbox/');
    expect(list.statusCode).toBe(200);
    const mails = list.json<Summary[]>();
    expect(mails[0]).toMatchObject({
      to: 'later@example.com',
      subject: 'Über à bientôt — रवि',
      links: ['https://example.com/a?b=1&c=2'],
    });
    const confirmation = mails.find((m) => m.to === learner.user.email)!;
    expect(confirmation.subject).toMatch(/confirm/i);
    expect(confirmation.links).toEqual([
      expect.stringMatching(/^http:\/\/skillpath\.test\/verify-email\?uid=/),
    ]);
    expect(Date.parse(mails[0]!.sent_at)).toBeGreaterThanOrEqual(Date.parse(mails[1]!.sent_at));

    // An id is a page address too: no dot in it (a dot reads as a file name).
    expect(mails.every((mail) => /^\d+-[\w-]+$/.test(mail.id))).toBe(true);
    const one = await get(`/v1/api/admin/mailbox/${encodeURIComponent(mails[0]!.id)}/`);
    expect(one.statusCode).toBe(200);
    expect(one.json().text).toBe(
      'Line one\nSee https://example.com/a?b=1&c=2. Not javascript:alert(1) nor ftp://x.test',
    );
  });

  it('opens only mails of the outbox: a traversal or an unknown id is refused', async () => {
    // A file beside the outbox that a traversal would reach.
    await writeFile(path.join(t.config.dataDir, 'secret.eml'), 'To: x@example.com\n\nsecret');
    for (const id of ['..%2Fsecret', '1-..%2F..%2Fsecret', '%2Fetc%2Fpasswd', '1-a%5Cb', 'secret']) {
      const res = await get(`/v1/api/admin/mailbox/${id}/`);
      expect(res.statusCode, id).toBeGreaterThanOrEqual(400);
      expect(res.statusCode, id).toBeLessThan(500);
      expect(res.body).not.toContain('secret\n');
    }
    const unknown = await get('/v1/api/admin/mailbox/1-job-999_1localhost/');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().code).toBe(mailboxErrorCodes.mailNotFound);
  });

  it('is for admins only', async () => {
    const learner = await registerLearner(t);
    expect((await get('/v1/api/admin/mailbox/', learner.token)).statusCode).toBe(403);
    expect((await t.call({ method: 'GET', url: '/v1/api/admin/mailbox/' })).statusCode).toBe(401);
  });
});

describe("in production there is no mailbox either (the outbox holds other people's reset links)", () => {
  let prod: TestApp;
  beforeAll(async () => {
    prod = await createTestApp({ NODE_ENV: 'production' });
  });
  afterAll(() => prod.close());

  it('answers 404 mailbox_off', async () => {
    const token = (await signInAdmin(prod)).token;
    const res = await prod.call({ method: 'GET', url: '/v1/api/admin/mailbox/', token });
    expect(res.statusCode).toBe(404);
    expect(res.json().code).toBe(mailboxErrorCodes.mailboxOff);
  });
});

describe('with SMTP_URL set there is no mailbox', () => {
  let smtp: TestApp;
  beforeAll(async () => {
    smtp = await createTestApp({ SMTP_URL: 'smtp://127.0.0.1:9' });
  });
  afterAll(() => smtp.close());

  it('answers 404 mailbox_off to the list and to a mail', async () => {
    // Mail is not read back here (it would go to SMTP): the operator's admin account signs in.
    const admin = { email: 'operator@skillpath.test', password: 'operator-password-long-enough' };
    await ensureAdminAccount(smtp.app.db, { ...admin, replace: true });
    const login = await smtp.call({ method: 'POST', url: '/v1/auth/login', payload: admin });
    const { token } = login.json<{ token: string }>();
    for (const url of ['/v1/api/admin/mailbox/', '/v1/api/admin/mailbox/1-job-1_1localhost/']) {
      const res = await smtp.call({ method: 'GET', url, token });
      expect(res.statusCode, url).toBe(404);
      expect(res.json().code).toBe(mailboxErrorCodes.mailboxOff);
    }
  });
});
