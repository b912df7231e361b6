import { PassThrough } from 'node:stream';
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { type StartFacts, startBanner, startLogLines } from '../../src/banner';
import { terminalLogStream } from '../../src/lib/terminal-log';

const facts: StartFacts = {
  url: 'http://localhost:3000',
  dataDir: '/srv/skillpath/data',
  databaseKind: 'pglite',
  databaseUrl: undefined,
  smtpUrl: undefined,
  admin: { email: 'admin@skillpath.local', password: 'Adm1n-pass-word' },
  learner: { email: 'learner@skillpath.local', password: 'Le4rner-pass-word' },
};

describe('the banner ending a start on a terminal', () => {
  it('gives the address, both first-start passwords and where the data lives', () => {
    const banner = startBanner(facts);
    expect(banner).toContain('http://localhost:3000');
    expect(banner).toMatch(
      /Admin +admin@skillpath\.local +password Adm1n-pass-word +\(shown only this once\)/,
    );
    expect(banner).toMatch(/Demo learner +learner@skillpath\.local +password Le4rner-pass-word/);
    expect(banner).toContain('PGlite in /srv/skillpath/data/db');
    expect(banner).toContain('/srv/skillpath/data');
    expect(banner.split('\n').length).toBeLessThan(15);
  });

  it('says where mail goes without SMTP: the outbox folder and the admin Mailbox that reads it', () => {
    expect(startBanner(facts)).toMatch(
      /Mail +not sent: written to \/srv\/skillpath\/data\/outbox, read at http:\/\/localhost:3000\/admindash\/mailbox/,
    );
  });

  it('does not offer the Mailbox in production', () => {
    const banner = startBanner({ ...facts, production: true });
    expect(banner).toMatch(/Mail +not sent: written to \/srv\/skillpath\/data\/outbox\n/);
    expect(banner).not.toContain('mailbox');
  });

  it('names the mail server when SMTP is set, never its password', () => {
    const banner = startBanner({ ...facts, smtpUrl: 'smtps://mailer:p4ss@smtp.example.com:465' });
    expect(banner).toMatch(/Mail +sent through SMTP at smtp\.example\.com:465/);
    expect(banner).not.toContain('p4ss');
    expect(banner).not.toContain('outbox');
  });

  it('shows no password on a later start, and never the password of DATABASE_URL', () => {
    const banner = startBanner({
      ...facts,
      admin: undefined,
      learner: undefined,
      databaseKind: 'postgres',
      databaseUrl: 'postgres://app:s3cret@db.internal:5432/skillpath',
    });
    expect(banner).not.toMatch(/password/i);
    expect(banner).not.toContain('s3cret');
    expect(banner).toContain('PostgreSQL at db.internal:5432/skillpath');
  });

  it('says the same in log lines when no terminal watches', () => {
    const lines = startLogLines(facts);
    expect(lines.map((l) => l.level)).toEqual(['warn', 'warn', 'info']);
    expect(lines[0]!.message).toBe(
      'Created the admin account admin@skillpath.local with password Adm1n-pass-word (shown only this once)',
    );
    expect(lines[1]!.message).toContain('learner@skillpath.local with password Le4rner-pass-word');
    expect(lines[2]!.message).toContain('Skillpath is serving on http://localhost:3000');
    expect(lines[2]!.message).toContain('mail: not sent: written to /srv/skillpath/data/outbox');
  });
});

/** A stand-in for process.stdout that collects what is written. */
function fakeStdout(isTTY: boolean) {
  const stream = Object.assign(new PassThrough(), { isTTY, hasColors: () => false });
  let written = '';
  stream.on('data', (d) => (written += d));
  return { stream: stream as unknown as NodeJS.WriteStream, written: () => written };
}

describe('the log format', () => {
  it('stays pino JSON when stdout is not a terminal', () => {
    expect(terminalLogStream(fakeStdout(false).stream)).toBeUndefined();
  });

  it('is a readable line on a terminal', async () => {
    const out = fakeStdout(true);
    const log = terminalLogStream(out.stream)!;
    log.write(
      `${JSON.stringify({ level: 30, time: Date.now(), pid: 1, hostname: 'h', msg: 'Hello there' })}\n`,
    );
    await new Promise((r) => setTimeout(r, 50));
    expect(out.written()).toMatch(/^\[\d\d:\d\d:\d\d\] INFO: Hello there\n$/);
  });

  it('gives a request one line on a terminal: method, path, status and time', async () => {
    const out = fakeStdout(true);
    const app = Fastify({ logger: { stream: terminalLogStream(out.stream)! } });
    app.get('/v1/hello', async () => ({ ok: true }));
    await app.inject({ method: 'GET', url: '/v1/hello?x=1' });
    await app.inject({ method: 'GET', url: '/nowhere' });
    await app.close();
    await new Promise((r) => setTimeout(r, 50));
    const lines = out.written().trimEnd().split('\n');
    expect(lines).toHaveLength(2);
    expect(lines[0]).toMatch(/^\[\d\d:\d\d:\d\d\] INFO: GET \/v1\/hello\?x=1 200 \d+ ms$/);
    expect(lines[1]).toMatch(/GET \/nowhere 404 \d+ ms$/);
  });
});
