import type { Page } from '@playwright/test';

/**
 * Resolves once React has taken over the server's markup (the page's nodes carry React's props).
 * A click on a server-rendered button before that does nothing: wait for it before interacting.
 */
export async function hydrated(page: Page) {
  await page.waitForFunction(() => {
    const main = document.querySelector('#main > *');
    return main !== null && Object.keys(main).some((key) => key.startsWith('__reactProps$'));
  });
}
