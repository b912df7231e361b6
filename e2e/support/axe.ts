import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { expect, type Page } from '@playwright/test';
import type { AxeResults, ElementContext, RunOptions } from 'axe-core';

type AxeInPage = { axe?: { run(context: ElementContext, options: RunOptions): Promise<AxeResults> } };

const axeSource = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

/**
 * Serious and critical axe violations on the page, or inside the element `within` selects, one line each.
 *
 * axe-core runs in the page itself, injected once per document: @axe-core/playwright sends its 566 KB
 * again on every call and opens a page to finish in, which made each check cost a second or more of
 * a busy 2-core machine's time. Our only frames are Google maps, which never load offline: their
 * contents are not ours to check (`iframes: false`); the iframe elements themselves are (frame-title).
 */
export async function seriousViolations(page: Page, within?: string): Promise<string[]> {
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(axeSource);
  const violations = await page.evaluate(async (include) => {
    const { axe } = window as unknown as AxeInPage;
    const results = await axe!.run(include ? { include: [include] } : document, {
      iframes: false,
      resultTypes: ['violations'],
    });
    return results.violations.map((v) => ({
      impact: v.impact,
      line: `${v.id}: ${v.help} ${v.nodes.map((n) => n.html).join(' | ')}`,
    }));
  }, within);
  return violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => v.line);
}

/** Fails the test with each serious or critical violation named. */
export async function expectNoSeriousAxe(page: Page, within?: string) {
  expect(await seriousViolations(page, within)).toEqual([]);
}
