/** The id of the <script type="application/json"> data block holding a rendered page's queries. */
export const SSR_DATA_ID = 'ssr-data';

/**
 * The id of the <template> holding a rendered page's modulepreload links: inert until the browser
 * entry moves them into the head, once the page has painted (apps/web/src/main.tsx).
 */
export const PAGE_SCRIPTS_ID = 'page-scripts';
