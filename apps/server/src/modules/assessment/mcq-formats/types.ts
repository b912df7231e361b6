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
  /** The file holds more than `maxQuestions`: reading stopped there, the rest is not in this result. */
  overLimit: boolean;
}

/** How much of a file to read, and how often to let the server's other requests in meanwhile. */
export interface ReadLimits {
  /** Questions (sound or not) past which a file is refused: reading stops at the first one over. */
  maxQuestions: number;
  /** Lines, rows or blocks read between two turns of the event loop. */
  linesPerTurn: number;
}

/** One file format of the bank: read a file's text, write questions back. */
export interface McqFormatCodec {
  parse(text: string, limits: ReadLimits): Promise<ParsedFile>;
  serialize(questions: ImportedQuestion[]): string;
  extension: string;
  contentType: string;
}
