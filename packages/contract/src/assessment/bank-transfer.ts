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
