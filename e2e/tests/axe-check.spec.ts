import { expect, test } from '@playwright/test';
import { seriousViolations } from '../support/axe';

// Every "passes axe" journey relies on this check; it must see a serious violation when there is one,
// on the whole page and inside a chosen element, and leave out what lies outside that element.
test('the axe check names serious violations, on the page and within an element', async ({ page }) => {
  await page.setContent(`<!doctype html><html lang="en"><head><title>Check</title></head><body><main>
    <h1>Check</h1>
    <section id="faint"><p style="color:#ccc;background:#fff">Faint words</p></section>
    <section id="plain"><p>Plain words</p><button></button></section>
  </main></body></html>`);
  const whole = await seriousViolations(page);
  expect(whole.map((line) => line.split(':')[0]).sort()).toEqual(['button-name', 'color-contrast']);
  expect(await seriousViolations(page, '#faint')).toEqual([expect.stringMatching(/^color-contrast: /)]);
  expect(await seriousViolations(page, '#plain')).toEqual([expect.stringMatching(/^button-name: /)]);
});
