import { AppError, Invalid } from '../errors';
import { type ImageRules, normaliseImage } from './images';
import type { MediaStore } from './media-store';

const DATA_URL = /^data:([\w.+-]+\/[\w.+-]+)?(;[\w-]+=[\w.-]+)*;base64,([A-Za-z0-9+/]+={0,2})$/;

/** Decodes a base64 data URL; anything else is a 400 on `field`. */
function decodeDataUrl(value: string, field: string, message: string): Buffer {
  const match = DATA_URL.exec(value.replace(/\s+/g, ''));
  const data = match ? Buffer.from(match[3]!, 'base64') : undefined;
  if (!data || data.length === 0) throw Invalid(message, { [field]: [message] });
  return data;
}

/**
 * A picture sent inside JSON: a data URL is decoded, checked by content, re-encoded and stored;
 * the current URL (or '' when `current` is given) keeps the current picture; '' without a current
 * one is '' (no picture). Content problems are a 400 on `field`, like any other bad value.
 */
export async function storeDataUrlImage(
  media: MediaStore,
  opts: { folder: string; field: string; value: string; current?: string; rules: ImageRules },
): Promise<string> {
  const { value, current } = opts;
  if (value === '' || value === current) return current ?? '';
  const data = decodeDataUrl(value, opts.field, opts.rules.invalidMessage);
  try {
    return await media.put(opts.folder, await normaliseImage(data, opts.rules), 'webp');
  } catch (error) {
    if (error instanceof AppError) throw Invalid(error.detail, { [opts.field]: [error.detail] });
    throw error;
  }
}
