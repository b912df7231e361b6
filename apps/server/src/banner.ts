import type { Database } from './db/database';
import { outboxDirOf } from './plugins/mail';
import type { FirstStart } from './startup';

export interface StartFacts extends FirstStart {
  url: string;
  dataDir: string;
  databaseKind: Database['kind'];
  /** DATABASE_URL as configured (undefined: PGlite under DATA_DIR). */
  databaseUrl: string | undefined;
  /** SMTP_URL as configured (undefined: mail is written to the outbox folder). */
  smtpUrl: string | undefined;
  /** NODE_ENV=production: the admin Mailbox is off. */
  production?: boolean;
  /** Worker processes (WEB_CONCURRENCY), when more than one. */
  workers?: number;
}

/** Where the database is, in words; a PostgreSQL password never appears. */
function databaseLocation(facts: Pick<StartFacts, 'dataDir' | 'databaseKind' | 'databaseUrl'>): string {
  if (facts.databaseKind === 'postgres' && facts.databaseUrl) {
    const url = new URL(facts.databaseUrl);
    return `PostgreSQL at ${url.hostname}${url.port ? `:${url.port}` : ''}${url.pathname}`;
  }
  if (facts.databaseUrl === 'memory://') return 'in memory (gone when the server stops)';
  return `PGlite in ${facts.dataDir}/db`;
}

/**
 * Where mail goes: a mail server (its password never appears), or the outbox folder that the admin
 * area's Mailbox reads, so the confirmation mail of a local sign-up can be found.
 */
function mailLocation(facts: Pick<StartFacts, 'dataDir' | 'smtpUrl' | 'url' | 'production'>): string {
  if (facts.smtpUrl) {
    const url = new URL(facts.smtpUrl);
    return `sent through SMTP at ${url.hostname}${url.port ? `:${url.port}` : ''}`;
  }
  const outbox = `not sent: written to ${outboxDirOf(facts.dataDir)}`;
  return facts.production ? outbox : `${outbox}, read at ${facts.url}/admindash/mailbox`;
}

const ONCE = '(shown only this once)';

/** The lines ending a start on a terminal: where to go, how to sign in the first time, where data and mail go. */
export function startBanner(facts: StartFacts): string {
  const rows: [string, string][] = [['Open', facts.url]];
  if (facts.workers) rows.push(['Workers', String(facts.workers)]);
  if (facts.admin) rows.push(['Admin', `${facts.admin.email}  password ${facts.admin.password}  ${ONCE}`]);
  if (facts.learner) {
    rows.push(['Demo learner', `${facts.learner.email}  password ${facts.learner.password}  ${ONCE}`]);
  }
  rows.push(['Database', databaseLocation(facts)], ['Files', facts.dataDir], ['Mail', mailLocation(facts)]);
  const width = Math.max(...rows.map(([label]) => label.length));
  const lines = rows.map(([label, value]) => `  ${label.padEnd(width)}  ${value}`);
  return `\n  Skillpath is ready.\n\n${lines.join('\n')}\n\n  Stop with Ctrl+C.\n\n`;
}

/** The same facts as log lines, for when no person is watching (stdout is not a terminal). */
export function startLogLines(facts: StartFacts): { level: 'info' | 'warn'; message: string }[] {
  const created = (what: string, a: { email: string; password: string }) => ({
    level: 'warn' as const,
    message: `Created the ${what} ${a.email} with password ${a.password} ${ONCE}`,
  });
  return [
    ...(facts.admin ? [created('admin account', facts.admin)] : []),
    ...(facts.learner ? [created('demo learner account', facts.learner)] : []),
    {
      level: 'info',
      message: `Skillpath is serving on ${facts.url}${facts.workers ? ` with ${facts.workers} workers` : ''} (database: ${databaseLocation(facts)}; files: ${facts.dataDir}; mail: ${mailLocation(facts)})`,
    },
  ];
}
