import { afterAll, describe, expect, it } from 'vitest';
import { type MailPeer, startMailPeer, until } from '../helpers/mail-peer';
import { removeDataDir, type ServerProcess, startServerProcess } from '../helpers/server-process';
import { reportSummary } from '../helpers/summary';
import { NEW_TEST_PASSWORD, TEST_PASSWORD } from '../helpers/test-identity';
import { resetLinkFrom } from '../helpers/users';

let mail: MailPeer | undefined;
let server: ServerProcess | undefined;
let dataDir: string | undefined;
afterAll(async () => {
  await server?.kill('SIGKILL');
  await mail?.close();
  if (dataDir) await removeDataDir(dataDir);
});

describe('a mail server that refuses', () => {
  it('still answers the forgot-password request, logs the failure, and delivers the mail once it accepts — across a restart', async () => {
    mail = await startMailPeer('refuse');
    const env = { SMTP_URL: mail.url, JOB_RETRY_MS: '300', JOB_POLL_MS: '100', LOG_LEVEL: 'info' };
    // A fresh embedded database runs initdb: slow on a busy machine.
    server = await startServerProcess(env, { readyTimeoutMs: 120_000 });
    dataDir = server.dataDir;
    const email = `refused.${Date.now()}@example.com`;
    const signUp = await server.fetch('/v1/auth/sign_up', {
      method: 'POST',
      json: { name: 'Mail Learner', phone: '9876543210', email, password: TEST_PASSWORD },
    });
    expect(signUp.status).toBe(201);

    const forgot = await server.fetch('/v1/auth/forgot-password/', { method: 'POST', json: { email } });
    expect(forgot.status).toBe(200);
    // Two mail jobs wait: the sign-up's confirmation link and the reset link, each tried and retried.
    await until(() => mail!.state.refused >= 4, 'both mails to be refused and retried');
    expect(server.output()).toContain('job failed; will try again');

    // Stop while the mail server still refuses: the jobs wait in the database.
    expect(await server.kill('SIGTERM')).toBe(0);
    expect(mail.state.accepted).toEqual([]);

    mail.state.mode = 'accept';
    // Reopening the embedded database is quick, but not on a machine this busy.
    server = await startServerProcess({ ...env, DATA_DIR: dataDir }, { readyTimeoutMs: 120_000 });
    await until(
      () => mail!.state.accepted.length === 2,
      'the queued mails to be delivered after the restart',
    );
    // A few more retry intervals: a delivered message is not sent again.
    await new Promise((r) => setTimeout(r, 1500));
    expect(mail.state.accepted).toHaveLength(2);
    const delivered = mail.state.accepted.find((m) => m.includes('Subject: Reset your Skillpath password'));
    if (!delivered) throw new Error('the reset mail was not among the delivered ones');
    expect(delivered).toContain(`To: ${email}`);
    // The link mailed late still resets the password.
    const link = resetLinkFrom(delivered);
    const reset = await server.fetch('/v1/auth/reset-password/', {
      method: 'POST',
      json: {
        uid: link.searchParams.get('uid'),
        token: link.searchParams.get('token'),
        new_password: NEW_TEST_PASSWORD,
      },
    });
    expect(reset.status).toBe(200);
    expect(server.output()).toContain('mail sent');
    reportSummary(
      'faults',
      `mail refused ${mail.state.refused} times (first attempts + retries), kept as jobs in the database across a restart, delivered once when accepted`,
    );
  });
});
