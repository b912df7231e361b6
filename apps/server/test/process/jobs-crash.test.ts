import { afterAll, describe, expect, it } from 'vitest';
import { type MailPeer, startMailPeer, until } from '../helpers/mail-peer';
import { removeDataDir, type ServerProcess, startServerProcess } from '../helpers/server-process';
import { reportSummary } from '../helpers/summary';

const header = (raw: string, name: string) => new RegExp(`^${name}: (.*)$`, 'mi').exec(raw)?.[1]?.trim();

let peer: MailPeer | undefined;
let server: ServerProcess | undefined;
let dataDir: string | undefined;
afterAll(async () => {
  await server?.kill('SIGKILL');
  await peer?.close();
  if (dataDir) await removeDataDir(dataDir);
});

describe('mail jobs across SIGKILL', () => {
  it('delivers every mail after a kill while queued and a kill mid-send; a resend keeps its Message-ID', async () => {
    peer = await startMailPeer('refuse');
    const env = { SMTP_URL: peer.url, JOB_RETRY_MS: '300', JOB_POLL_MS: '100', LOG_LEVEL: 'info' };
    const restart = (extra: Record<string, string> = {}) =>
      startServerProcess(
        { ...env, ...extra, ...(dataDir ? { DATA_DIR: dataDir } : {}) },
        { readyTimeoutMs: 120_000 },
      );
    server = await restart();
    dataDir = server.dataDir;

    const names = ['Crash One', 'Crash Two', 'Crash Three'];
    for (const name of names) {
      const res = await server.fetch('/v1/api/enquiries/create/', {
        method: 'POST',
        json: { name, phone: '9876543210', interested_course: 'AWS' },
      });
      expect(res.status).toBe(201);
    }
    // The mail server refuses: the notices wait as queued jobs. Kill without warning.
    await until(() => peer!.state.refused >= names.length, 'each notice to be refused once');
    await server.kill('SIGKILL');

    // Next start: the peer takes a message and never answers; kill while the worker is sending it.
    peer.state.mode = 'hang';
    server = await restart();
    await until(() => peer!.state.held >= 1, 'a mail to be in flight');
    await server.kill('SIGKILL');

    peer.state.mode = 'accept';
    server = await restart();
    const notices = () => peer!.state.accepted.filter((m) => /^Subject: Callback request: Crash/m.test(m));
    await until(
      () => new Set(notices().map((m) => header(m, 'Subject'))).size === names.length,
      'every notice',
    );
    // A few more poll intervals: nothing delivered is sent again.
    await new Promise((r) => setTimeout(r, 1500));
    const delivered = notices();
    const ids = delivered.map((m) => header(m, 'Message-ID'));
    expect(ids.every((id) => id && /^<job-\d+\.\d+@/.test(id))).toBe(true);
    // Each notice has one Message-ID; a duplicate (the one cut off mid-send) repeats it exactly.
    const bySubject = new Map<string, Set<string>>();
    for (const m of delivered) {
      const subject = header(m, 'Subject')!;
      bySubject.set(subject, (bySubject.get(subject) ?? new Set()).add(header(m, 'Message-ID')!));
    }
    expect([...bySubject.values()].map((s) => s.size)).toEqual([1, 1, 1]);
    expect(delivered.length - names.length).toBeLessThanOrEqual(1);
    reportSummary(
      'faults',
      `mail jobs: SIGKILL while queued and mid-send, ${names.length} notices delivered after restart (${delivered.length - names.length} resend with the same Message-ID)`,
    );
  });
});
