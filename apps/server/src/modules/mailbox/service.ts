import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import {
  mailboxErrorCodes as codes,
  linksIn,
  MAIL_ID_PATTERN,
  MAILBOX_LIMIT,
  type Mail,
  type MailSummary,
  mailboxMessages as m,
} from '@skillpath/contract';
import { NotFound } from '../../errors';
import { readEml } from '../../lib/eml';

const EML = '.eml';

/** Outbox files are named `<ms since 1970>-<Message-ID>.eml` (plugins/mail.ts): newest first. */
const newestFirst = (a: string, b: string) =>
  Number.parseInt(b, 10) - Number.parseInt(a, 10) || (a < b ? 1 : a > b ? -1 : 0);

/**
 * The development mailbox: the mails written to the outbox when no SMTP server is configured. With
 * SMTP there is no outbox, and both reads answer `mailbox_off`.
 */
export function createMailboxService(opts: { outboxDir: string | undefined }) {
  const { outboxDir } = opts;

  /** The mails in the outbox by id, newest first: only files named as the mailer names them. */
  async function mailFiles(dir: string): Promise<Map<string, string>> {
    const files = (await readdir(dir).catch(() => [] as string[])).filter((f) => f.endsWith(EML));
    const byId = files.map((file) => [file.slice(0, -EML.length).replaceAll('.', '_'), file] as const);
    return new Map(byId.filter(([id]) => MAIL_ID_PATTERN.test(id)).sort(([a], [b]) => newestFirst(a, b)));
  }

  async function read(dir: string, id: string, file: string): Promise<Mail> {
    const mail = readEml(await readFile(path.join(dir, file), 'utf8'));
    return {
      id,
      to: mail.to,
      subject: mail.subject,
      sent_at: new Date(Number.parseInt(id, 10)).toISOString(),
      links: linksIn(mail.text),
      text: mail.text,
    };
  }

  const outbox = () => {
    if (!outboxDir) throw NotFound(m.mailboxOff).withCode(codes.mailboxOff);
    return outboxDir;
  };

  return {
    async list(): Promise<MailSummary[]> {
      const dir = outbox();
      const newest = [...(await mailFiles(dir))].slice(0, MAILBOX_LIMIT);
      return Promise.all(
        newest.map(async ([id, file]) => {
          const { text: _, ...summary } = await read(dir, id, file);
          return summary;
        }),
      );
    },

    async get(id: string): Promise<Mail> {
      const dir = outbox();
      // Only a file listed in the outbox is opened: an id never becomes a path of its own.
      const file = (await mailFiles(dir)).get(id);
      if (!file) throw NotFound(m.mailNotFound).withCode(codes.mailNotFound);
      return read(dir, id, file);
    },
  };
}
