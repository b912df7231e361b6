import {
  type ImportedQuestion,
  type ImportProblem,
  importedQuestionSchema,
  MCQ_IMPORT_MAX_QUESTIONS,
  type McqFormat,
  OPTION_KEYS,
  mcqTransferMessages as tm,
} from '@skillpath/contract';
import { aikenFormat } from './aiken';
import { csvFormat } from './csv';
import { giftFormat } from './gift';
import { reading } from './reading';
import type { McqFormatCodec, RawQuestion, ReadLimits } from './types';

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
 * A few milliseconds of reading or checking between two turns of the event loop, so that other
 * requests are answered while a large file is read.
 */
const LINES_PER_TURN = 1000;

/**
 * A file's questions in `format`, each checked against the bank's rules, and every problem with its
 * line (in line order). `found` counts every question read, sound or not; `overLimit` says the file
 * holds more than `limits.maxQuestions` (reading stopped just past it, so `found` is not the total).
 */
export async function readQuestions(
  format: McqFormat,
  text: string,
  limits: ReadLimits = { maxQuestions: MCQ_IMPORT_MAX_QUESTIONS, linesPerTurn: LINES_PER_TURN },
) {
  const parsed = await mcqFormats[format].parse(text, limits);
  const checking = reading(limits);
  const questions: LinedQuestion[] = [];
  const errors = [...parsed.errors];
  for (const raw of parsed.overLimit ? [] : parsed.questions) {
    await checking.pace();
    const checked = check(raw);
    if ('message' in checked) errors.push(checked);
    else questions.push(checked);
  }
  errors.sort((a, b) => a.line - b.line);
  return {
    questions,
    errors,
    found: parsed.questions.length + parsed.errors.length,
    overLimit: parsed.overLimit,
  };
}
