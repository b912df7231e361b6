import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { FastifyBaseLogger } from 'fastify';

/** What apps/web/src/entry-server.tsx gives for one page (its RenderedPage). */
interface RenderedPage {
  status: 200 | 404;
  html: string;
  data: string;
  chunks: string[];
}

export type ApiAnswer = { status: number; body: unknown };

/** The web app's server entry, as built by `vite build --ssr` (apps/web/package.json). */
interface ServerEntry {
  SSR_DATA_ID: string;
  PAGE_SCRIPTS_ID: string;
  cacheKey(url: string): string;
  render(url: string, readApi: (path: string) => Promise<ApiAnswer>): Promise<RenderedPage | null>;
}

interface ManifestChunk {
  file: string;
  imports?: string[];
  dynamicImports?: string[];
  css?: string[];
}

export interface PageRenderer {
  /** The id of the page's data block in the HTML. */
  dataId: string;
  render(url: string, readApi: (path: string) => Promise<ApiAnswer>): Promise<RenderedPage | null>;
  /** The part of `url` the page's HTML depends on: its key in the page cache. */
  cacheKey(url: string): string;
  /**
   * Stylesheet tags, and modulepreload tags in an inert <template> the browser entry activates once the
   * page has painted, for the chunks of a rendered page, those of the entry left out.
   */
  assetTags(chunks: string[]): string;
}

/** The server build sits beside the browser build: apps/web/dist → apps/web/dist-server. */
const serverBuildOf = (webDist: string) => `${path.resolve(webDist)}-server`;

/**
 * Every file a chunk needs at once, in the order the browser should fetch it: its static imports
 * (recursively, as Vite's own preloading does) and their stylesheets.
 */
function chunkAssets(manifest: Record<string, ManifestChunk>, keys: string[]) {
  const scripts = new Set<string>();
  const styles = new Set<string>();
  const seen = new Set<string>();
  const visit = (key: string) => {
    const chunk = manifest[key];
    if (!chunk || seen.has(key)) return;
    seen.add(key);
    scripts.add(`/${chunk.file}`);
    for (const css of chunk.css ?? []) styles.add(`/${css}`);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  for (const key of keys) visit(key);
  return { scripts: [...scripts], styles: [...styles] };
}

/**
 * Loads the web app's server renderer and the browser build's manifest, when both were built; the
 * server runs without them (the pages are then rendered by the browser, as before).
 */
export async function loadRenderer(
  webDist: string,
  log: FastifyBaseLogger,
): Promise<PageRenderer | undefined> {
  const entryFile = path.join(serverBuildOf(webDist), 'entry-server.js');
  const manifestFile = path.join(webDist, '.vite', 'manifest.json');
  if (!existsSync(entryFile) || !existsSync(manifestFile)) {
    log.info(
      { entryFile, manifestFile },
      'public pages rendered in the browser: no server build of the web app',
    );
    return undefined;
  }
  const entry = (await import(pathToFileURL(entryFile).href)) as ServerEntry;
  const manifest = JSON.parse(readFileSync(manifestFile, 'utf8')) as Record<string, ManifestChunk>;
  // The entry's own files are already in index.html.
  const inShell = new Set(Object.values(chunkAssets(manifest, ['index.html'])).flat());
  const tagsByPage = new Map<string, string>();

  return {
    dataId: entry.SSR_DATA_ID,
    render: (url, readApi) => entry.render(url, readApi),
    cacheKey(url) {
      try {
        return entry.cacheKey(url);
      } catch {
        // A renderer that cannot say fails its render too, and the page is sent from the shell.
        return url;
      }
    },
    assetTags(chunks) {
      const key = chunks.join('\n');
      let tags = tagsByPage.get(key);
      if (tags === undefined) {
        // The entry imports the app in steps (apps/web/src/main.tsx): a rendered page fetches every
        // step's code at once, from the head, instead of one after another.
        const boot = manifest['index.html']?.dynamicImports ?? [];
        const { scripts, styles } = chunkAssets(manifest, [...boot, ...chunks]);
        // The scripts wait in a template: fetched alongside the stylesheets and the largest picture,
        // they would take the bandwidth and CPU the first paint needs (a phone on mobile data paints
        // the page before it downloads the code that makes it interactive).
        const preloads = scripts
          .filter((f) => !inShell.has(f))
          .map((f) => `<link rel="modulepreload" crossorigin href="${f}">`);
        tags = [
          ...styles
            .filter((f) => !inShell.has(f))
            .map((f) => `<link rel="stylesheet" crossorigin href="${f}">`),
          `<template id="${entry.PAGE_SCRIPTS_ID}">${preloads.join('')}</template>`,
        ].join('\n    ');
        if (chunks.some((chunk) => !manifest[chunk]))
          log.warn({ chunks }, 'page chunk missing from the manifest');
        tagsByPage.set(key, tags);
      }
      return tags;
    },
  };
}
