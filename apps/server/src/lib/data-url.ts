import { Invalid } from '../errors';

const DATA_URL = /^data:([\w.+-]+\/[\w.+-]+)?(;[\w-]+=[\w.-]+)*;base64,([A-Za-z0-9+/]+={0,2})$/;

/** Decodes a base64 data URL (the internship card image); anything else is a 400 on `field`. */
export function decodeDataUrl(value: string, field: string, message: string): Buffer {
  const match = DATA_URL.exec(value.replace(/\s+/g, ''));
  const data = match ? Buffer.from(match[3]!, 'base64') : undefined;
  if (!data || data.length === 0) throw Invalid(message, { [field]: [message] });
  return data;
}
