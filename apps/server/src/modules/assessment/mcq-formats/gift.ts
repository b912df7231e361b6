import { type ImportedQuestion, OPTION_KEYS, mcqTransferMessages as tm } from '@skillpath/contract';
import { lines, reading } from './reading';
import type { McqFormatCodec, ParsedFile, RawQuestion, ReadLimits } from './types';

/**
 * Moodle GIFT, the multiple-choice subset: `::title::` (optional) question text `{ =right ~wrong … }`,
 * `//` comment lines, `#feedback` (ignored), `$CATEGORY:` lines (ignored), and the escapes
 * `\~ \= \# \{ \} \: \\` and `\n` (a line break).
 */
const SPECIAL = /[\\~=#{}:]/g;
const ESCAPED = /\\([\\~=#{}:n])/g;
/** Moodle's answer weight, `%50%`; GIFT has no escape for it, so such an answer text cannot be written. */
const WEIGHT = /^\s*%-?\d+(\.\d+)?%/;
const FORMAT_MARKER = /^\[(html|moodle|plain|markdown)\]/i;

const escapeGift = (text: string) => text.replace(SPECIAL, '\\$&').replace(/\r?\n/g, '\\n');
const unescapeGift = (text: string) => text.replace(ESCAPED, (_, c: string) => (c === 'n' ? '\n' : c));

/** Index of the first `char` at or after `from` that no backslash escapes, or -1. */
function findUnescaped(text: string, char: string, from = 0): number {
  for (let i = from; i < text.length; i++) {
    if (text[i] === '\\') i++;
    else if (text.startsWith(char, i)) return i;
  }
  return -1;
}

/** Blocks of consecutive non-blank lines, comment lines left out, each with the line it starts on. */
function* blocks(text: string): Generator<{ line: number; text: string }> {
  let current: { line: number; lines: string[] } | null = null;
  let line = 0;
  for (const raw of lines(text)) {
    line++;
    const trimmed = raw.trim();
    if (trimmed.startsWith('//')) continue;
    if (trimmed === '') {
      if (current) yield { line: current.line, text: current.lines.join('\n') };
      current = null;
    } else if (current) current.lines.push(raw);
    else current = { line, lines: [raw] };
  }
  if (current) yield { line: current.line, text: current.lines.join('\n') };
}

/** The answers of a `{ … }` block: each begins at an unescaped = (right) or ~ (wrong). */
function answers(body: string): { options: string[]; correct: number[] } | string {
  const trimmed = body.trim();
  if (trimmed === '' || /^(T|F|TRUE|FALSE)$/i.test(trimmed) || trimmed.startsWith('#'))
    return tm.giftNotMultipleChoice;
  const starts: number[] = [];
  for (let i = 0; i < body.length; i++) {
    if (body[i] === '\\') i++;
    else if (body[i] === '=' || body[i] === '~') starts.push(i);
  }
  if (starts.length === 0 || body.slice(0, starts[0]).trim() !== '') return tm.giftNotMultipleChoice;
  const options: string[] = [];
  const correct: number[] = [];
  for (let k = 0; k < starts.length; k++) {
    let part = body.slice(starts[k]! + 1, starts[k + 1] ?? body.length);
    const feedback = findUnescaped(part, '#');
    if (feedback !== -1) part = part.slice(0, feedback);
    if (findUnescaped(part, '->') !== -1) return tm.giftNotMultipleChoice;
    if (WEIGHT.test(part)) return tm.giftWeights;
    if (body[starts[k]!] === '=') correct.push(options.length);
    options.push(unescapeGift(part).trim());
  }
  if (correct.length === options.length) return tm.giftNotMultipleChoice; // all right: short answer
  return { options, correct };
}

function question(block: { line: number; text: string }): RawQuestion | string | null {
  let text = block.text.trim();
  if (/^\$CATEGORY:/i.test(text)) return null;
  if (text.startsWith('::')) {
    const end = findUnescaped(text, '::', 2);
    if (end !== -1) text = text.slice(end + 2).trim();
  }
  text = text.replace(FORMAT_MARKER, '');
  const open = findUnescaped(text, '{');
  if (open === -1) return tm.giftNoAnswers;
  const close = findUnescaped(text, '}', open + 1);
  if (close === -1) return tm.giftUnclosed;
  const parsed = answers(text.slice(open + 1, close));
  if (typeof parsed === 'string') return parsed;
  const before = unescapeGift(text.slice(0, open)).trim();
  const after = unescapeGift(text.slice(close + 1)).trim();
  // Text after the block: Moodle's "missing word" form; the blank shows where the answer goes.
  const stem = after ? `${before} _____ ${after}`.trim() : before;
  return { line: block.line, question: stem, ...parsed };
}

async function parse(text: string, limits: ReadLimits): Promise<ParsedFile> {
  const file = reading(limits);
  const { result } = file;
  for (const block of blocks(text)) {
    if (file.full()) break;
    await file.pace();
    const parsed = question(block);
    if (parsed === null) continue;
    if (typeof parsed === 'string') result.errors.push({ line: block.line, message: parsed });
    else result.questions.push(parsed);
  }
  return file.done();
}

function serialize(questions: ImportedQuestion[]): string {
  return questions
    .map((q, i) => {
      const lines = OPTION_KEYS.map(
        (k) => `${k === q.correct_answer ? '=' : '~'}${escapeGift(q.options[k])}`,
      );
      return `::Q${i + 1}:: ${escapeGift(q.question)} {\n${lines.join('\n')}\n}\n`;
    })
    .join('\n');
}

export const giftFormat: McqFormatCodec = {
  parse,
  serialize,
  extension: 'gift.txt',
  contentType: 'text/plain; charset=utf-8',
};
