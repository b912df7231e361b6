import type { IncomingHttpHeaders, IncomingMessage, OutgoingHttpHeaders, ServerResponse } from 'node:http';
import { etagMatches, etagOf } from '../etag';
import { type Encoding, negotiateEncoding } from './encoding';

/** One cached answer (a 200 in one encoding, or the 304), ready to send. */
export interface CachedAnswer {
  status: 200 | 304;
  /** Every header of the original answer (security headers included) but its length. */
  headers: Record<string, string>;
  /** The same, flattened for `writeHead`, with the length of a 200. */
  raw: string[];
  body?: Buffer;
}

export interface CachedResponse {
  /** Strong form of the answer's ETag (a weak one is sent weak, and compared without its W/). */
  etag: string;
  /** The answer depends on Accept-Encoding (`vary`): each encoding is a variant of its own. */
  varies: boolean;
  variants: Partial<Record<Encoding | 'identity', CachedAnswer>>;
  notModified: CachedAnswer;
}

// Set by node or per connection, never taken from the response that filled the cache.
const NOT_CACHED = new Set(['content-length', 'date', 'connection', 'keep-alive', 'transfer-encoding']);
// What a 304 leaves out: it has no body (RFC 9110 §15.4.5).
const BODY_HEADERS = new Set(['content-type', 'content-encoding']);

const flatten = (headers: Record<string, string>) => Object.entries(headers).flat();

/**
 * The serialized answers of public reads (catalogue JSON, rendered pages), by request URL. Filled from
 * complete responses, one variant per content encoding, dropped whole on any change (`clear`). A read
 * that started before a clear never fills the cache after it: `store` takes the generation seen when
 * the read began.
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

  /**
   * What to answer a GET of `url` with these request headers: the 304 when the browser has the
   * answer, else the variant in the encoding it takes; undefined when that is not cached.
   */
  answer(url: string, request: IncomingHttpHeaders): CachedAnswer | undefined {
    const entry = this.#entries.get(url);
    if (!entry) return undefined;
    if (etagMatches(request['if-none-match'], entry.etag)) return entry.notModified;
    const encoding = entry.varies ? negotiateEncoding(request['accept-encoding']) : undefined;
    return entry.variants[encoding ?? 'identity'];
  }

  /** Keeps a 200 answer of `url` (its body as sent, in its content-encoding) begun in `generation`. */
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
    const etag = (kept.etag ?? etagOf(body)).replace(/^W\//, '');
    const variant: CachedAnswer = {
      status: 200,
      headers: kept,
      raw: [...flatten(kept), 'content-length', String(body.length)],
      body,
    };
    const encoding = (kept['content-encoding'] as Encoding | undefined) ?? 'identity';
    const known = this.#entries.get(url);
    // Another encoding of the same answer joins it.
    if (known?.etag === etag) {
      known.variants[encoding] = variant;
      return known;
    }
    const without = Object.fromEntries(Object.entries(kept).filter(([name]) => !BODY_HEADERS.has(name)));
    const entry: CachedResponse = {
      etag,
      varies: /\baccept-encoding\b/i.test(kept.vary ?? ''),
      variants: { [encoding]: variant },
      notModified: { status: 304, headers: without, raw: flatten(without) },
    };
    // Any query string makes a new key: bound the memory an anonymous caller can make us hold.
    if (!known && this.#entries.size >= this.maxEntries)
      this.#entries.delete(this.#entries.keys().next().value!);
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
    // A request carrying a token gets Fastify's path: a no-store answer for the API
    // (plugins/response-cache.ts), and whatever a signed-in visitor may see differently.
    if (req.method !== 'GET' || req.headers.authorization !== undefined) return false;
    const answer = this.answer(req.url!, req.headers);
    if (!answer) return false;
    res.writeHead(answer.status, answer.raw).end(answer.body);
    return true;
  }
}
