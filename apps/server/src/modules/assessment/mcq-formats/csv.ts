import { type ImportedQuestion, MCQ_CSV_COLUMNS, mcqTransferMessages as tm } from '@skillpath/contract';
import Papa from 'papaparse';
import { reading } from './reading';
import type { McqFormatCodec, ParsedFile, ReadLimits } from './types';

const LETTERS = ['A', 'B', 'C', 'D'] as const;

const countLineBreaks = (text: string, from: number, to: number) => {
  let n = 0;
  for (let i = text.indexOf('\n', from); i !== -1 && i < to; i = text.indexOf('\n', i + 1)) n++;
  return n;
};

/**
 * CSV with the header row MCQ_CSV_COLUMNS (RFC 4180: quoted cells may hold commas, quotes and line
 * breaks). Each row's line is where it starts in the file, so a multi-line cell keeps later rows right.
 */
function parse(text: string, limits: ReadLimits): Promise<ParsedFile> {
  const file = reading(limits);
  const { result } = file;
  let line = 1;
  let offset = 0;
  // Papa counts a row's cursor from where it last resumed, not from the file's start.
  let resumedAt = 0;
  let headerSeen = false;
  /** Takes one row; false when the file cannot be read further (no header row). */
  const read = (row: Papa.ParseStepResult<string[]>): boolean => {
    const start = line;
    const cursor = resumedAt + row.meta.cursor;
    line += countLineBreaks(text, offset, cursor);
    offset = cursor;
    const cells = row.data;
    if (cells.length === 1 && cells[0]!.trim() === '') return true;
    if (row.errors.length > 0) {
      result.errors.push({ line: start, message: row.errors[0]!.message });
      return true;
    }
    if (!headerSeen) {
      headerSeen = true;
      const header = cells.map((c) => c.trim().toLowerCase());
      if (header.join(',') === MCQ_CSV_COLUMNS.join(',')) return true;
      result.errors.push({ line: start, message: tm.csvHeader });
      return false;
    }
    if (cells.length !== MCQ_CSV_COLUMNS.length) {
      result.errors.push({ line: start, message: tm.csvCells(cells.length) });
      return true;
    }
    const letter = cells[5]!.trim().toUpperCase();
    const correct = LETTERS.indexOf(letter as (typeof LETTERS)[number]);
    if (correct === -1) result.errors.push({ line: start, message: tm.csvAnswer });
    else
      result.questions.push({
        line: start,
        question: cells[0]!,
        options: cells.slice(1, 5),
        correct: [correct],
      });
    return true;
  };
  return new Promise((resolve) => {
    Papa.parse<string[]>(text, {
      delimiter: ',',
      skipEmptyLines: false,
      step: (row, parser) => {
        if (!read(row) || file.full()) return parser.abort();
        const turn = file.pace();
        if (!turn) return;
        parser.pause();
        turn.then(() => {
          resumedAt = offset;
          parser.resume();
        });
      },
      complete: () => resolve(file.done()),
    });
  });
}

/**
 * With a byte-order mark, so Excel reads the file as UTF-8. Cells are written as they are (no
 * apostrophe before a leading = or -): the bank is written by admins, and an import must give back
 * exactly what was exported.
 */
function serialize(questions: ImportedQuestion[]): string {
  const rows = questions.map((q) => [
    q.question,
    q.options.A,
    q.options.B,
    q.options.C,
    q.options.D,
    q.correct_answer,
  ]);
  return `\uFEFF${Papa.unparse({ fields: [...MCQ_CSV_COLUMNS], data: rows }, { newline: '\r\n' })}\r\n`;
}

export const csvFormat: McqFormatCodec = {
  parse,
  serialize,
  extension: 'csv',
  contentType: 'text/csv; charset=utf-8',
};
