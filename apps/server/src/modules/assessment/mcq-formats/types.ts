import type { ImportedQuestion, ImportProblem } from '@skillpath/contract';

/** A question as a file wrote it, before the bank's rules are checked: options in order, correct ones by index. */
export interface RawQuestion {
  /** The line (1-based) the question starts on. */
  line: number;
  question: string;
  options: string[];
  correct: number[];
}

export interface ParsedFile {
  questions: RawQuestion[];
  /** Problems the format itself found (a question with a problem is not in `questions`). */
  errors: ImportProblem[];
}

/** One file format of the bank: read a file's text, write questions back. */
export interface McqFormatCodec {
  parse(text: string): ParsedFile;
  serialize(questions: ImportedQuestion[]): string;
  extension: string;
  contentType: string;
}
