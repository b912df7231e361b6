import { type ImportedQuestion, OPTION_KEYS, mcqTransferMessages as tm } from '@skillpath/contract';
import { lines, reading } from './reading';
import type { McqFormatCodec, ParsedFile, RawQuestion, ReadLimits } from './types';

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

async function parse(text: string, limits: ReadLimits): Promise<ParsedFile> {
  const file = reading(limits);
  const { result } = file;
  let draft: Draft | null = null;
  let line = 0;
  for (const raw of lines(text)) {
    line++;
    if (file.full()) break;
    await file.pace();
    const trimmed = raw.trim();
    if (trimmed === '') continue;
    const answer = ANSWER_LINE.exec(trimmed);
    if (answer) {
      const letter = answer[1]!.trim().toUpperCase();
      const index = draft ? draft.letters.indexOf(letter) : -1;
      if (!draft) result.errors.push({ line, message: tm.aikenStrayLine });
      else if (draft.options.length === 0)
        result.errors.push({ line: draft.line, message: tm.aikenNoOptions });
      else if (index === -1) result.errors.push({ line: draft.line, message: tm.aikenAnswerUnknown(letter) });
      else
        result.questions.push({
          line: draft.line,
          question: draft.lines.join('\n'),
          options: draft.options,
          correct: [index],
        });
      draft = null;
      continue;
    }
    const option = draft ? OPTION_LINE.exec(trimmed) : null;
    if (draft && option) {
      draft.letters.push(option[1]!);
      draft.options.push(option[2]!);
    } else if (draft && draft.options.length === 0) {
      draft.lines.push(trimmed); // a question written over several lines
    } else {
      // A text line after options: the question before it never got its ANSWER line.
      if (draft) result.errors.push({ line: draft.line, message: tm.aikenNoAnswer });
      draft = { line, question: '', options: [], correct: [], letters: [], lines: [trimmed] };
    }
  }
  if (draft && !file.full())
    result.errors.push({
      line: draft.line,
      message: draft.options.length ? tm.aikenNoAnswer : tm.aikenNoOptions,
    });
  return file.done();
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
