import type { IncomingMessage, OutgoingHttpHeaders, ServerResponse } from 'node:http';
import { etagMatches, etagOf } from '../etag';

export interface CachedResponse {
  body: Buffer;
  etag: string;
  /** Every header of the original 200 (security headers included) but its length. */
  headers: Record<string, string>;
  /** The same, flattened for `writeHead`, with the length (200) or without body headers (304). */
  raw200: string[];
  raw304: string[];
}

// Set by node or per connection, never taken from the response that filled the cache.
const NOT_CACHED = new Set(['content-length', 'date', 'connection', 'keep-alive', 'transfer-encoding']);

const flatten = (headers: Record<string, string>) => Object.entries(headers).flat();

/**
 * The serialized answers of public catalogue reads, by request URL. Filled from complete responses,
 * dropped whole on any change (`clear`). A read that started before a clear never fills the cache
 * after it: `store` takes the generation seen when the read began.
 */
export class ResponseCache {
  readonly #entries = new Map<string, CachedResponse>();
  #generation = 0;
  #enabled: boolean;

  constructor(
    private readonly maxEntries = 500,
    enabled = true,
  ) {
    this.#enabled = enabled;
  }

  get generation(): number {
    return this.#generation;
  }

  get enabled(): boolean {
    return this.#enabled;
  }

  get size(): number {
    return this.#entries.size;
  }

  lookup(url: string): CachedResponse | undefined {
    return this.#entries.get(url);
  }

  store(
    url: string,
    generation: number,
    body: Buffer,
    headers: OutgoingHttpHeaders,
  ): CachedResponse | undefined {
    if (!this.#enabled || generation !== this.#generation) return undefined;
    const kept: Record<string, string> = {};
    for (const [name, value] of Object.entries(headers)) {
      if (value !== undefined && !NOT_CACHED.has(name))
        kept[name] = Array.isArray(value) ? value.join(', ') : String(value);
    }
    const { 'content-type': _type, ...without } = kept;
    const entry: CachedResponse = {
      body,
      etag: kept.etag ?? etagOf(body),
      headers: kept,
      raw200: [...flatten(kept), 'content-length', String(body.length)],
      raw304: flatten(without),
    };
    // Any query string makes a new key: bound the memory an anonymous caller can make us hold.
    if (this.#entries.size >= this.maxEntries) this.#entries.delete(this.#entries.keys().next().value!);
    this.#entries.set(url, entry);
    return entry;
  }

  /** Forgets every answer; reads already under way will not store theirs. */
  clear(): void {
    this.#generation += 1;
    this.#entries.clear();
  }

  /** Off while changes made elsewhere might not reach us (e.g. Redis unreachable). */
  setEnabled(enabled: boolean): void {
    this.#enabled = enabled;
    this.clear();
  }

  /**
   * Answers a GET straight from the node:http handler, before Fastify builds a request: the cheapest
   * way to serve a hit. The stored headers are those Fastify and helmet produced for the first answer.
   * Returns false when the request is not a hit, for Fastify to handle.
   */
  serveRaw(req: IncomingMessage, res: ServerResponse): boolean {
    // A request carrying a token gets a no-store answer (plugins/response-cache.ts): Fastify's path.
    if (req.method !== 'GET' || req.headers.authorization !== undefined) return false;
    const entry = this.#entries.get(req.url!);
    if (!entry) return false;
    if (etagMatches(req.headers['if-none-match'], entry.etag)) {
      res.writeHead(304, entry.raw304).end();
    } else {
      res.writeHead(200, entry.raw200).end(entry.body);
    }
    return true;
  }
}
