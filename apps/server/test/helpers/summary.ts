import { appendFileSync, mkdirSync } from 'node:fs';
import path from 'node:path';

/**
 * Records one line of what a suite tried ("fuzzing: 10,412 requests, 0 5xx…"). `npm test` collects
 * these lines from SKILLPATH_SUMMARY_DIR and prints them at the end of the run.
 */
export function reportSummary(suite: string, line: string): void {
  const text = `${suite}: ${line}`;
  console.log(text);
  const dir = process.env.SKILLPATH_SUMMARY_DIR;
  if (!dir) return;
  mkdirSync(dir, { recursive: true });
  appendFileSync(path.join(dir, `${suite.replace(/[^\w-]+/g, '-')}.txt`), `${text}\n`);
}
