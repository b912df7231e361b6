import {
  type ImportedQuestion,
  type ImportProblem,
  importedQuestionSchema,
  type McqFormat,
  OPTION_KEYS,
  mcqTransferMessages as tm,
} from '@skillpath/contract';
import { aikenFormat } from './aiken';
import { csvFormat } from './csv';
import { giftFormat } from './gift';
import type { McqFormatCodec, RawQuestion } from './types';

export const mcqFormats: Record<McqFormat, McqFormatCodec> = {
  csv: csvFormat,
  gift: giftFormat,
  aiken: aikenFormat,
};

export type LinedQuestion = ImportedQuestion & { line: number };

/** The bank's rules for one question of a file: four options A–D, one correct, none repeated. */
function check(raw: RawQuestion): LinedQuestion | ImportProblem {
  if (raw.options.length !== OPTION_KEYS.length)
    return { line: raw.line, message: tm.fourOptions(raw.options.length) };
  if (raw.correct.length !== 1) return { line: raw.line, message: tm.oneCorrect(raw.correct.length) };
  const parsed = importedQuestionSchema.safeParse({
    question: raw.question,
    options: Object.fromEntries(OPTION_KEYS.map((k, i) => [k, raw.options[i]])),
    correct_answer: OPTION_KEYS[raw.correct[0]!],
  });
  if (!parsed.success) {
    const issue = parsed.error.issues[0]!;
    const where = issue.path[0] === 'options' ? `Option ${String(issue.path[1])}: ` : '';
    return { line: raw.line, message: `${where}${issue.message}` };
  }
  return { ...parsed.data, line: raw.line };
}

/**
 * A file's questions in `format`, each checked against the bank's rules, and every problem with its
 * line (in line order). `found` counts every question the file holds, sound or not.
 */
export function readQuestions(format: McqFormat, text: string) {
  const parsed = mcqFormats[format].parse(text);
  const questions: LinedQuestion[] = [];
  const errors = [...parsed.errors];
  for (const raw of parsed.questions) {
    const checked = check(raw);
    if ('message' in checked) errors.push(checked);
    else questions.push(checked);
  }
  errors.sort((a, b) => a.line - b.line);
  return { questions, errors, found: parsed.questions.length + parsed.errors.length };
}
