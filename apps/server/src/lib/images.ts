import { AppError } from '../errors';

const ACCEPTED = new Set(['image/png', 'image/jpeg', 'image/webp', 'image/gif']);
// Refuse decompression bombs before they are decoded: 40 megapixels is far above any real photo.
const MAX_PIXELS = 40_000_000;

export interface ImageRules {
  maxBytes: number;
  maxSide: number;
  tooLargeMessage: string;
  invalidMessage: string;
}

/**
 * Checks an uploaded image by its content (never its name or declared type: PNG, JPEG, WebP or GIF;
 * never SVG), then re-encodes it as WebP, turned upright, scaled down to `maxSide` and stripped of
 * all metadata. Returns the new bytes.
 */
export async function normaliseImage(data: Buffer, rules: ImageRules): Promise<Buffer> {
  if (data.length > rules.maxBytes) throw new AppError(413, rules.tooLargeMessage);
  // Loaded on the first upload, not at start.
  const { fileTypeFromBuffer } = await import('file-type');
  const type = await fileTypeFromBuffer(data);
  if (!type || !ACCEPTED.has(type.mime)) throw new AppError(415, rules.invalidMessage);
  const { default: sharp } = await import('sharp');
  try {
    return await sharp(data, { limitInputPixels: MAX_PIXELS, failOn: 'error', animated: false })
      .rotate()
      .resize({ width: rules.maxSide, height: rules.maxSide, fit: 'inside', withoutEnlargement: true })
      .webp({ quality: 82 })
      .toBuffer();
  } catch {
    throw new AppError(415, rules.invalidMessage);
  }
}
