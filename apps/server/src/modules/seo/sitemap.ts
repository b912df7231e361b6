import { escapeHtml } from './html';
import { privatePrefixes, publicPages } from './public-pages';

export interface SitemapEntry {
  path: string;
  lastModified?: Date;
}

/** sitemaps.org format: absolute URLs, lastmod as a W3C date where the database knows it. */
export function sitemapXml(publicUrl: string, entries: SitemapEntry[]): string {
  const urls = entries.map(({ path, lastModified }) => {
    const lastmod = lastModified ? `<lastmod>${lastModified.toISOString().slice(0, 10)}</lastmod>` : '';
    return `  <url><loc>${escapeHtml(`${publicUrl}${path}`)}</loc>${lastmod}</url>`;
  });
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...urls,
    '</urlset>',
    '',
  ].join('\n');
}

export const staticEntries = (): SitemapEntry[] => publicPages.map(({ path }) => ({ path }));

export function robotsTxt(publicUrl: string): string {
  return [
    'User-agent: *',
    'Allow: /',
    ...privatePrefixes.map((prefix) => `Disallow: ${prefix}`),
    '',
    `Sitemap: ${publicUrl}/sitemap.xml`,
    '',
  ].join('\n');
}
