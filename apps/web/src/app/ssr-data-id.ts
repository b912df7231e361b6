/** The id of the <script type="application/json"> data block holding a rendered page's queries. */
export const SSR_DATA_ID = 'ssr-data';
