import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { etagOf } from '../../lib/etag';

/** A rendered page kept ready to send in each encoding a browser may ask for. */
export interface CachedPage {
  /** Of the HTML; sent weak, since each encoding has other bytes. */
  etag: string;
  identity: Buffer;
  br: Buffer;
  gzip: Buffer;
}

/** Where the catalogue's cache says whether it may be used (app.responseCache). */
export interface CacheGeneration {
  readonly generation: number;
  readonly enabled: boolean;
}

/**
 * Rendered public pages by URL, dropped together with the catalogue's cached answers: an admin write
 * (here or, through Redis or the cluster primary, on another instance) moves the catalogue cache to a
 * new generation, and pages of an older one are never served. A render that began before a write does
 * not store its page after it.
 */
export class PageCache {
  readonly #pages = new Map<string, CachedPage>();
  #generation: number;

  constructor(
    private readonly source: CacheGeneration,
    private readonly maxPages = 200,
  ) {
    this.#generation = source.generation;
  }

  #current() {
    if (this.#generation !== this.source.generation) {
      this.#pages.clear();
      this.#generation = this.source.generation;
    }
    return this.#pages;
  }

  get generation(): number {
    return this.source.generation;
  }

  get(url: string): CachedPage | undefined {
    return this.#current().get(url);
  }

  /** Keeps `html` for `url` if nothing changed since the render began in `generation`. */
  set(url: string, generation: number, html: string): CachedPage {
    const page: CachedPage = {
      etag: etagOf(html),
      identity: Buffer.from(html),
      br: brotliCompressSync(html, { params: { [constants.BROTLI_PARAM_QUALITY]: 9 } }),
      gzip: gzipSync(html, { level: 9 }),
    };
    const pages = this.#current();
    if (!this.source.enabled || generation !== this.source.generation) return page;
    // A query string makes a new key: bound what anonymous callers can make us hold.
    if (pages.size >= this.maxPages) pages.delete(pages.keys().next().value!);
    pages.set(url, page);
    return page;
  }
}
