import type { Page } from '@playwright/test';

const RENDERED =
  /<div id="root">[\s\S]*<\/div>\s*<script type="application\/json" id="ssr-data">[\s\S]*?<\/script>/;

/**
 * Serves the documents matching `url` as the client-rendered shell, without the page the server
 * rendered or its inlined data: the page then reads the API from the browser, where a test can stand
 * in for it (an empty board, a failing call) without changing what the shared server holds.
 */
export async function renderInBrowser(page: Page, url: string | RegExp) {
  await page.route(url, async (route) => {
    if (route.request().resourceType() !== 'document') return route.fallback();
    const response = await route.fetch();
    const { 'content-encoding': _encoding, 'content-length': _length, ...headers } = response.headers();
    await route.fulfill({
      status: response.status(),
      headers,
      body: (await response.text()).replace(RENDERED, '<div id="root"></div>'),
    });
  });
}
