/** What a crawler (or a link preview) should learn about one page without running the app. */
export interface PageMeta {
  title: string;
  description: string;
  /** Path of the page's canonical URL, e.g. /traincard/3. */
  path: string;
  type: 'website' | 'article';
  /** Path or absolute URL of the page's picture, when it has one. */
  image?: string;
  /** 404 for an address or a record that names nothing: the page still loads, crawlers drop it. */
  status: 200 | 404;
  /** A page meant for the people given its link (a learner's certificate), not for search results. */
  private?: boolean;
}

const ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

/** Titles and descriptions are typed by admins: every character that could open markup is escaped. */
export const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => ESCAPES[c]!);

/** An absolute URL for a stored image: our own paths get PUBLIC_URL, anything but http(s) is dropped. */
function absoluteImage(image: string | undefined, publicUrl: string): string | undefined {
  if (!image) return undefined;
  if (image.startsWith('/') && !image.startsWith('//')) return `${publicUrl}${image}`;
  return /^https?:\/\//i.test(image) ? image : undefined;
}

function headTags(meta: PageMeta, publicUrl: string): string {
  const url = `${publicUrl}${meta.path}`;
  const image = absoluteImage(meta.image, publicUrl);
  const property = (name: string, value: string) =>
    `<meta property="${name}" content="${escapeHtml(value)}" />`;
  return [
    `<title>${escapeHtml(meta.title)}</title>`,
    `<meta name="description" content="${escapeHtml(meta.description)}" />`,
    meta.status === 404 || meta.private
      ? '<meta name="robots" content="noindex" />'
      : `<link rel="canonical" href="${escapeHtml(url)}" />`,
    property('og:site_name', 'Skillpath'),
    property('og:title', meta.title),
    property('og:description', meta.description),
    property('og:type', meta.type),
    property('og:url', url),
    ...(image
      ? [property('og:image', image), '<meta name="twitter:card" content="summary_large_image" />']
      : []),
    // A course's or internship's cover is its page's largest paint: fetch it while the app loads,
    // not after the app has asked the API for it (our own pictures only).
    ...(meta.type === 'article' && image?.startsWith(publicUrl)
      ? [`<link rel="preload" as="image" href="${escapeHtml(meta.image!)}" fetchpriority="high" />`]
      : []),
  ].join('\n    ');
}

const TITLE = /<title>[\s\S]*?<\/title>/i;
const DESCRIPTION = /<meta\s+name="description"[^>]*>\s*/i;

/**
 * index.html with this page's tags in place of its generic title and description. Replacements are
 * functions so that a `$&` in a course title is text, not a replacement pattern.
 */
export function withPageMeta(shell: string, meta: PageMeta, publicUrl: string): string {
  const tags = headTags(meta, publicUrl);
  const html = shell.replace(DESCRIPTION, () => '');
  if (TITLE.test(html)) return html.replace(TITLE, () => tags);
  if (/<\/head>/i.test(html)) return html.replace(/<\/head>/i, () => `${tags}\n  </head>`);
  return `${tags}\n${html}`;
}

const ROOT = /<div id="root"><\/div>/i;
const FIRST_HEAD_ASSET = /<script\b|<link rel="(?:stylesheet|modulepreload)"|<\/head>/i;
const PRIORITY_IMAGE = /<img\b[^>]*\bfetchpriority="high"[^>]*>/i;
const attribute = (tag: string, name: string) => new RegExp(`\\s${name}="([^"]*)"`, 'i').exec(tag)?.[1];

/**
 * A preload of the picture the page marks as its largest paint (the first `<img fetchpriority="high">`,
 * e.g. the home carousel's front cover): fetched from the head, before the stylesheets and scripts
 * that precede the image in the body. Its srcset and sizes come along, so the preload fetches the very
 * file the image will use. Values are copied as React escaped them for the attribute.
 */
export function priorityImagePreload(pageHtml: string): string {
  const img = PRIORITY_IMAGE.exec(pageHtml)?.[0];
  const src = img && attribute(img, 'src');
  // An inline picture (a placeholder as a data: URL) has nothing to fetch.
  if (!img || !src || src.startsWith('data:')) return '';
  const srcset = attribute(img, 'srcset');
  const sizes = attribute(img, 'sizes');
  return [
    `<link rel="preload" as="image" href="${src}"`,
    srcset ? ` imagesrcset="${srcset}"` : '',
    sizes ? ` imagesizes="${sizes}"` : '',
    ' fetchpriority="high">',
  ].join('');
}

/**
 * index.html (with its page tags) carrying a server-rendered page: its markup inside #root, the
 * queries it was rendered from in a data block (JSON, never executed: the CSP allows no inline
 * script), and the page's own chunks and stylesheets fetched from the head, next to the entry's.
 */
export function withRenderedPage(
  shell: string,
  page: { html: string; data: string },
  assetTags: string,
  dataId: string,
): string {
  const withRoot = shell.replace(
    ROOT,
    () =>
      `<div id="root">${page.html}</div>\n    <script type="application/json" id="${dataId}">${page.data}</script>`,
  );
  const withAssets = assetTags ? withRoot.replace(/<\/head>/i, () => `  ${assetTags}\n  </head>`) : withRoot;
  // Ahead of the entry's script and its preloads, so the picture is the first request after the HTML.
  const preload = priorityImagePreload(page.html);
  const withImage = preload
    ? withAssets.replace(FIRST_HEAD_ASSET, (tag) => `${preload}\n    ${tag}`)
    : withAssets;
  // The page is readable before any script runs: its stylesheets and pictures go first, the scripts
  // that make it interactive take the bandwidth left.
  return withImage.replace(/<link rel="modulepreload"/g, '<link rel="modulepreload" fetchpriority="low"');
}
