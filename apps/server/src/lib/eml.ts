/**
 * Reads the mails the server itself wrote to its outbox (nodemailer's MIME): the headers a person
 * needs and the plain-text body. Not a general mail parser: no attachments, no charsets but UTF-8.
 */
export interface EmlMail {
  to: string;
  subject: string;
  /** The Date header, as written. */
  date: string;
  text: string;
}

interface Part {
  headers: Map<string, string>;
  body: string;
}

/** Splits a header block from its body and unfolds the headers (a continuation line starts blank). */
function readPart(raw: string): Part {
  const normalized = raw.replace(/\r\n/g, '\n');
  const end = normalized.indexOf('\n\n');
  const head = end === -1 ? normalized : normalized.slice(0, end);
  const body = end === -1 ? '' : normalized.slice(end + 2);
  const headers = new Map<string, string>();
  for (const line of head.replace(/\n[ \t]+/g, ' ').split('\n')) {
    const colon = line.indexOf(':');
    if (colon > 0) headers.set(line.slice(0, colon).trim().toLowerCase(), line.slice(colon + 1).trim());
  }
  return { headers, body };
}

function decodeQuotedPrintable(text: string): Buffer {
  const bytes: number[] = [];
  const soft = text.replace(/=\n/g, '');
  for (let i = 0; i < soft.length; i++) {
    const hex = soft[i] === '=' ? soft.slice(i + 1, i + 3) : '';
    if (/^[0-9A-Fa-f]{2}$/.test(hex)) {
      bytes.push(Number.parseInt(hex, 16));
      i += 2;
    } else bytes.push(...Buffer.from(soft[i]!, 'utf8'));
  }
  return Buffer.from(bytes);
}

function decodeBody(part: Part): string {
  const encoding = (part.headers.get('content-transfer-encoding') ?? '7bit').toLowerCase();
  if (encoding === 'base64') return Buffer.from(part.body, 'base64').toString('utf8');
  if (encoding === 'quoted-printable') return decodeQuotedPrintable(part.body).toString('utf8');
  return part.body;
}

/** RFC 2047 encoded words (=?UTF-8?Q?…?= and =?UTF-8?B?…?=), with the blanks between two of them dropped. */
function decodeHeader(value: string): string {
  return value
    .replace(/(\?=)\s+(=\?)/g, '$1$2')
    .replace(/=\?[^?]+\?([QqBb])\?([^?]*)\?=/g, (_, kind: string, data: string) =>
      kind.toUpperCase() === 'B'
        ? Buffer.from(data, 'base64').toString('utf8')
        : decodeQuotedPrintable(data.replace(/_/g, ' ')).toString('utf8'),
    );
}

const boundaryOf = (contentType: string) => /boundary="?([^";]+)"?/i.exec(contentType)?.[1];

/** The first text/plain part, looking inside multipart ones; '' when there is none. */
function plainText(part: Part, depth = 0): string {
  const type = (part.headers.get('content-type') ?? 'text/plain').toLowerCase();
  if (type.startsWith('text/plain')) return decodeBody(part).replace(/\n$/, '');
  const boundary = boundaryOf(part.headers.get('content-type') ?? '');
  if (!type.startsWith('multipart/') || !boundary || depth > 4) return '';
  const pieces = part.body.split(`--${boundary}`).slice(1);
  for (const piece of pieces) {
    if (piece.startsWith('--')) break;
    const text = plainText(readPart(piece.replace(/^\n/, '')), depth + 1);
    if (text) return text;
  }
  return '';
}

export function readEml(raw: string): EmlMail {
  const mail = readPart(raw);
  const header = (name: string) => decodeHeader(mail.headers.get(name) ?? '');
  return { to: header('to'), subject: header('subject'), date: header('date'), text: plainText(mail) };
}
