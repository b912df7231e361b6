/** A part of a mail's text: plain words, or a web link. */
export type TextPart = { text: string; href?: undefined } | { text: string; href: string };

// Up to the first blank or angle bracket; a closing punctuation mark ends the sentence, not the link.
const LINK = /\bhttps?:\/\/[^\s<>"]+[^\s<>".,;:!?)\]']/g;

/**
 * Splits text into words and http(s) links, so a mail can be shown as text with only its web links
 * clickable (never a `javascript:` or `data:` one). The server lists the links of each mail with it.
 */
export function splitLinks(text: string): TextPart[] {
  const parts: TextPart[] = [];
  let last = 0;
  for (const match of text.matchAll(LINK)) {
    if (match.index > last) parts.push({ text: text.slice(last, match.index) });
    parts.push({ text: match[0], href: match[0] });
    last = match.index + match[0].length;
  }
  if (last < text.length) parts.push({ text: text.slice(last) });
  return parts;
}

/** The http(s) links of a text, in order, each once. */
export const linksIn = (text: string): string[] => [
  ...new Set(splitLinks(text).flatMap((part) => (part.href ? [part.href] : []))),
];
