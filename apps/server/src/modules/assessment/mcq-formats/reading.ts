import { setImmediate as nextTurn } from 'node:timers/promises';
import type { ParsedFile, ReadLimits } from './types';

/**
 * The result a parser fills, with the two things every format does alike: it stops as soon as the
 * file holds more questions than the limit (so an oversized file is refused after reading just past
 * the limit, not all of it), and it gives the event loop a turn every `linesPerTurn` lines (so the
 * server keeps answering while a large file is read).
 */
export function reading(limits: ReadLimits) {
  const result: ParsedFile = { questions: [], errors: [], overLimit: false };
  let sinceTurn = 0;
  /** True once more questions than the limit were found; the parser then stops. */
  const full = (): boolean => {
    if (result.questions.length + result.errors.length > limits.maxQuestions) result.overLimit = true;
    return result.overLimit;
  };
  return {
    result,
    full,
    /** The result, once the parser stopped (at the end of the file or past the limit). */
    done(): ParsedFile {
      full();
      return result;
    },
    /** Counts `lines` read; a promise of the next turn when one is due (await it), else undefined. */
    pace(lines = 1): Promise<void> | undefined {
      sinceTurn += lines;
      if (sinceTurn < limits.linesPerTurn) return undefined;
      sinceTurn = 0;
      return nextTurn();
    },
  };
}

/**
 * The lines of a text (without their `\n` or `\r\n`), found one at a time: a parser that stops
 * early has not paid for splitting the rest of a large file.
 */
export function* lines(text: string): Generator<string> {
  let start = 0;
  while (start <= text.length) {
    let end = text.indexOf('\n', start);
    if (end === -1) end = text.length;
    yield text.slice(start, end > start && text[end - 1] === '\r' ? end - 1 : end);
    start = end + 1;
  }
}
