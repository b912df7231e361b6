import { type ImportedQuestion, mcqTransferMessages as tm, OPTION_KEYS } from '@skillpath/contract';
import type { McqFormatCodec, ParsedFile, RawQuestion } from './types';

/**
 * Aiken: the question's line(s), options `A.` or `A)` one per line, then `ANSWER: X`. Blank lines
 * between questions are allowed. Aiken has no escapes, so a line break inside an option is written
 * as a space on export.
 */
const OPTION_LINE = /^([A-Z])[.)]\s+(.*)$/;
const ANSWER_LINE = /^ANSWER\s*:\s*(.*)$/i;

interface Draft extends RawQuestion {
  letters: string[];
  lines: string[];
}

function parse(text: string): ParsedFile {
  const result: ParsedFile = { questions: [], errors: [] };
  let draft: Draft | null = null;
  const fail = (line: number, message: string) => {
    result.errors.push({ line, message });
    draft = null;
  };
  text.split(/\r?\n/).forEach((raw, i) => {
    const line = i + 1;
    const trimmed = raw.trim();
    if (trimmed === '') return;
    const current = draft as Draft | null;
    const answer = ANSWER_LINE.exec(trimmed);
    if (answer) {
      if (!current) return fail(line, tm.aikenStrayLine);
      if (current.options.length === 0) return fail(current.line, tm.aikenNoOptions);
      const letter = answer[1]!.trim().toUpperCase();
      const index = current.letters.indexOf(letter);
      if (index === -1) return fail(current.line, tm.aikenAnswerUnknown(letter));
      result.questions.push({
        line: current.line,
        question: current.lines.join('\n'),
        options: current.options,
        correct: [index],
      });
      draft = null;
      return;
    }
    const option = current ? OPTION_LINE.exec(trimmed) : null;
    if (current && option) {
      current.letters.push(option[1]!);
      current.options.push(option[2]!);
      return;
    }
    if (current && current.options.length > 0) {
      fail(current.line, tm.aikenNoAnswer);
    } else if (current) {
      current.lines.push(trimmed); // a question written over several lines
      return;
    }
    draft = { line, question: '', options: [], correct: [], letters: [], lines: [trimmed] };
  });
  const open = draft as Draft | null;
  if (open) result.errors.push({ line: open.line, message: open.options.length ? tm.aikenNoAnswer : tm.aikenNoOptions });
  return result;
}

const oneLine = (text: string) => text.replace(/\s*\r?\n\s*/g, ' ');

function serialize(questions: ImportedQuestion[]): string {
  return questions
    .map((q) => {
      const options = OPTION_KEYS.map((k) => `${k}. ${oneLine(q.options[k])}`);
      return `${q.question}\n${options.join('\n')}\nANSWER: ${q.correct_answer}\n`;
    })
    .join('\n');
}

export const aikenFormat: McqFormatCodec = {
  parse,
  serialize,
  extension: 'aiken.txt',
  contentType: 'text/plain; charset=utf-8',
};
