export type Encoding = 'br' | 'gzip';

/**
 * The compression a request gets, from its Accept-Encoding: brotli when it takes it, else gzip, else
 * none. One function for the pages Fastify sends and the hits answered before it, so a cached variant
 * is the one Fastify would have chosen.
 */
export function negotiateEncoding(acceptEncoding: string | string[] | undefined): Encoding | undefined {
  const accepts = String(acceptEncoding ?? '');
  if (/\bbr\b/.test(accepts)) return 'br';
  return /\bgzip\b/.test(accepts) ? 'gzip' : undefined;
}
