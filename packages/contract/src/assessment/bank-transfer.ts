import { z } from 'zod';
import { idText } from '../common/schemas';
import { assessmentMessages, OPTION_KEYS } from './constants';

/** Issue 16: files the question bank is imported from and exported to. */
export const MCQ_FORMATS = ['csv', 'gift', 'aiken'] as const;

export type McqFormat = (typeof MCQ_FORMATS)[number];

export const MCQ_FORMAT_LABELS: Record<McqFormat, string> = {
  csv: 'CSV (spreadsheet)',
  gift: 'Moodle GIFT',
  aiken: 'Aiken',
};

export const MCQ_IMPORT_MAX_BYTES = 5 * 1024 * 1024;
export const MCQ_IMPORT_MAX_QUESTIONS = 5000;

/** The header row a CSV file starts with, in this order. */
export const MCQ_CSV_COLUMNS = [
  'question',
  'option_a',
  'option_b',
  'option_c',
  'option_d',
  'correct_answer',
] as const;

/** The CSV template admins download: the header and one example row. */
export const MCQ_CSV_TEMPLATE = `${MCQ_CSV_COLUMNS.join(',')}\r\n"Which keyword defines a function in Python?",def,func,lambda,define,A\r\n`;

export const mcqTransferMessages = {
  fileRequired: 'Choose a file to import.',
  fileEmpty: 'The file is empty.',
  fileTooLarge: 'The file is larger than 5 MB.',
  tooManyQuestions: `A file may hold at most ${MCQ_IMPORT_MAX_QUESTIONS.toLocaleString('en-US')} questions.`,
  notUtf8: 'The file is not UTF-8 text. Save it as UTF-8 (in Excel: "CSV UTF-8") and try again.',
  formatUnknown: 'Choose the format: CSV, GIFT or Aiken.',
  categoryRequired: 'Choose a category.',
  scopeRequired: 'Choose a category or a domain to export.',
  noQuestionsFound: 'No questions were found in the file.',
  fourOptions: (found: number) => `A question needs exactly four options (A–D); found ${found}.`,
  oneCorrect: (found: number) => `A question needs exactly one correct answer; found ${found}.`,
  identicalOptions: (a: string, b: string) => `Options ${a} and ${b} are identical.`,
  csvHeader: `The first row must be the header: ${MCQ_CSV_COLUMNS.join(',')}.`,
  csvCells: (found: number) => `Expected ${MCQ_CSV_COLUMNS.length} cells, found ${found}.`,
  csvAnswer: 'correct_answer must be one of A, B, C or D.',
  giftNoAnswers: 'No answer block { … } was found.',
  giftUnclosed: 'The answer block is not closed with }.',
  giftNotMultipleChoice: 'Only multiple-choice questions ({ =right ~wrong … }) can be imported.',
  giftWeights: 'Partial-credit weights (~%50%…) are not supported: mark one answer = and the others ~.',
  aikenNoOptions: 'The question has no options (lines starting "A." or "A)").',
  aikenNoAnswer: 'The question has no "ANSWER: X" line.',
  aikenAnswerUnknown: (letter: string) => `ANSWER: ${letter} names no option of the question.`,
  aikenStrayLine: 'This line belongs to no question: an option or ANSWER line without a question before it.',
  nothingImported: (lines: number) =>
    `Nothing was imported: ${lines === 1 ? 'one problem was' : `${lines} problems were`} found.`,
  imported: (n: number) => `${n === 1 ? 'One question' : `${n} questions`} imported.`,
} as const;

const tm = mcqTransferMessages;

/** The multipart text fields of POST /v1/api/mcq/import/ (the file part is `file`). */
export const mcqImportFieldsSchema = z.object({
  format: z.enum(MCQ_FORMATS, { error: tm.formatUnknown }),
  category_id: idText(tm.categoryRequired),
  dry_run: z
    .enum(['true', 'false'])
    .default('true')
    .transform((v) => v === 'true'),
});

/** Options that read the same once case and spacing are set aside count as identical. */
const optionKey = (text: string) => text.trim().replace(/\s+/g, ' ').toLowerCase();

/** A question as the bank stores it: four non-empty options, one correct, none repeated. */
export const importedQuestionSchema = z
  .object({
    question: z.string().trim().min(1, assessmentMessages.questionRequired).max(2000),
    options: z.object({
      A: z.string().trim().min(1, assessmentMessages.optionRequired).max(500),
      B: z.string().trim().min(1, assessmentMessages.optionRequired).max(500),
      C: z.string().trim().min(1, assessmentMessages.optionRequired).max(500),
      D: z.string().trim().min(1, assessmentMessages.optionRequired).max(500),
    }),
    correct_answer: z.enum(OPTION_KEYS, { error: assessmentMessages.correctAnswerRequired }),
  })
  .superRefine((q, ctx) => {
    const seen = new Map<string, string>();
    for (const key of OPTION_KEYS) {
      const earlier = seen.get(optionKey(q.options[key]));
      if (earlier)
        ctx.addIssue({ code: 'custom', path: ['options', key], message: tm.identicalOptions(earlier, key) });
      else seen.set(optionKey(q.options[key]), key);
    }
  });

export type ImportedQuestion = z.output<typeof importedQuestionSchema>;

export const importProblemSchema = z.object({ line: z.number().int(), message: z.string() });

export type ImportProblem = z.infer<typeof importProblemSchema>;

export const importPreviewQuestionSchema = z.object({
  line: z.number().int(),
  question: z.string(),
  options: z.object({ A: z.string(), B: z.string(), C: z.string(), D: z.string() }),
  correct_answer: z.enum(OPTION_KEYS),
  /** Its text is already in the category (or earlier in the file): skipped, not imported. */
  duplicate: z.boolean(),
});

export type ImportPreviewQuestion = z.infer<typeof importPreviewQuestionSchema>;

export const mcqImportResultSchema = z.object({
  dry_run: z.boolean(),
  imported: z.number().int(),
  skipped_duplicates: z.number().int(),
  errors: z.array(importProblemSchema),
  questions: z.array(importPreviewQuestionSchema),
});

export type McqImportResult = z.infer<typeof mcqImportResultSchema>;

/** GET /v1/api/mcq/export/: one category, or every category of a domain. */
export const mcqExportQuerySchema = z
  .object({
    category_id: idText(tm.scopeRequired).optional(),
    domain_id: idText(tm.scopeRequired).optional(),
    format: z.enum(MCQ_FORMATS, { error: tm.formatUnknown }).default('csv'),
  })
  .refine((q) => q.category_id !== undefined || q.domain_id !== undefined, {
    message: tm.scopeRequired,
    path: ['category_id'],
  });

export const mcqTransferPaths = {
  importMcqs: '/v1/api/mcq/import/',
  exportMcqs: '/v1/api/mcq/export/',
  statistics: '/v1/api/mcq-statistics/',
} as const;
