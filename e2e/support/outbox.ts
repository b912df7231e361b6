import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { expect } from '@playwright/test';

/** Raw mails the server wrote to DATA_DIR/outbox that were sent to `to`, oldest first. */
async function mailsTo(to: string): Promise<string[]> {
  const dir = path.join(process.env.E2E_DATA_DIR!, 'outbox');
  const files = (await readdir(dir).catch(() => [] as string[])).sort();
  const mails = await Promise.all(files.map((f) => readFile(path.join(dir, f), 'utf8')));
  return mails.filter((m) => new RegExp(`^To: ${to}$`, 'mi').test(m));
}

/**
 * Waits for the `count`th mail to `to` (mail leaves through the job queue, a moment after the request
 * that caused it) and returns the first link in the newest one that matches `pattern`.
 */
export async function linkFromMail(to: string, pattern: RegExp, count = 1): Promise<string> {
  let link: string | undefined;
  await expect
    .poll(async () => {
      const mails = await mailsTo(to);
      const raw = mails.length >= count ? (mails.at(-1) ?? '') : '';
      // Undo quoted-printable soft breaks and escapes before looking for the link.
      const text = raw.replace(/=\r?\n/g, '').replace(/=3D/g, '=');
      link = pattern.exec(text)?.[0];
      return link;
    })
    .toBeTruthy();
  return link!;
}
