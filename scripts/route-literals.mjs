// Issue 19: an endpoint's path is written once, in its contract declaration. This check fails when the
// server's or the web's sources spell an API path themselves (tests may: they call URLs as a client does).
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const sources = ['apps/server/src', 'apps/web/src'];
const literal = /['"`]\/v1\//;
const isTest = (file) => /\.test\.tsx?$/.test(file) || file.includes(`${path.sep}test${path.sep}`);

const found = [];
for (const dir of sources) {
  for (const entry of readdirSync(path.join(root, dir), { recursive: true, withFileTypes: true })) {
    if (!entry.isFile() || !/\.tsx?$/.test(entry.name)) continue;
    const file = path.join(entry.parentPath, entry.name);
    if (isTest(file)) continue;
    readFileSync(file, 'utf8')
      .split('\n')
      .forEach((line, i) => {
        if (literal.test(line)) found.push(`${path.relative(root, file)}:${i + 1}: ${line.trim()}`);
      });
  }
}
if (found.length) {
  console.error('API paths written outside packages/contract (declare the route there and use it):');
  for (const line of found) console.error(`  ${line}`);
  process.exit(1);
}
console.log(`No API path literal in ${sources.join(', ')}.`);
