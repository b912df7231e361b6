import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { serverBundle } from '../helpers/server-process';

/**
 * The packages a start loads are the ones the built server imports statically: server.js and the chunks
 * it imports statically in turn (build.mjs). Everything else is imported when first needed.
 */
function staticImports(entry: string): Set<string> {
  const packages = new Set<string>();
  const seen = new Set<string>();
  const visit = (file: string) => {
    if (seen.has(file)) return;
    seen.add(file);
    const code = readFileSync(file, 'utf8');
    // esbuild writes static imports one a line: `import … from "x";` or `import "x";` (dynamic ones are import("x")).
    for (const [, specifier] of code.matchAll(/^import\s(?:[^;]*?\sfrom\s)?"([^"]+)";/gms)) {
      if (specifier!.startsWith('.')) visit(path.resolve(path.dirname(file), specifier!));
      else if (!specifier!.startsWith('node:')) packages.add(specifier!);
    }
  };
  visit(entry);
  return packages;
}

describe('the built server', () => {
  it('loads at start neither database driver, Redis, mail, image nor upload packages', () => {
    const loaded = staticImports(serverBundle);
    // The bundle is what the start loads: the HTTP framework is in it, the rest waits.
    expect(loaded).toContain('fastify');
    for (const onDemand of [
      '@electric-sql/pglite',
      'pg',
      'ioredis',
      'nodemailer',
      'sharp',
      'file-type',
      'pdf-lib',
    ]) {
      expect(loaded, onDemand).not.toContain(onDemand);
    }
    // drizzle-orm is bundled in (build.mjs: Node 24 reads its package.json once per module file).
    expect([...loaded].filter((name) => name.startsWith('drizzle-orm'))).toEqual([]);
  });
});
