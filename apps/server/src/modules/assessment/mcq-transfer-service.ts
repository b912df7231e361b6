import {
  assessmentMessages as am,
  bankErrorCodes,
  mcqTransferErrorCodes as codes,
  type ImportPreviewQuestion,
  type McqFormat,
  type McqImportResult,
  mcqTransferMessages as tm,
} from '@skillpath/contract';
import type { Db, Executor } from '../../db/database';
import { Invalid, NotFound } from '../../errors';
import type { UploadedFile } from '../../lib/multipart';
import { findCategory } from './bank-queries';
import { type LinedQuestion, mcqFormats, readQuestions } from './mcq-formats';
import * as q from './mcq-transfer-queries';

/** A question's text as duplicates are found: spacing and case set aside. */
const textKey = (text: string) => text.trim().replace(/\s+/g, ' ').toLowerCase();

const utf8 = new TextDecoder('utf-8', { fatal: true });

/** The file's text; a byte-order mark is dropped, bytes that are not UTF-8 are a 400. */
function decode(file: UploadedFile | undefined): string {
  if (!file) throw Invalid(tm.fileRequired, { file: [tm.fileRequired] }).withCode(codes.fileRequired);
  let text: string;
  try {
    text = utf8.decode(file.data);
  } catch {
    throw Invalid(tm.notUtf8, { file: [tm.notUtf8] }).withCode(codes.fileNotUtf8);
  }
  if (text.trim() === '') throw Invalid(tm.fileEmpty, { file: [tm.fileEmpty] }).withCode(codes.fileEmpty);
  return text;
}

const slug = (name: string) =>
  name
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '') || 'questions';

/** Issue 16: the question bank read from and written to CSV, GIFT and Aiken files. */
export function createMcqTransferService({ db }: { db: Db }) {
  /** Marks each question whose text the category (or an earlier question of the file) already has. */
  async function markDuplicates(ex: Executor, categoryId: number, questions: LinedQuestion[]) {
    const known = new Set((await q.categoryQuestions(ex, categoryId)).map((r) => textKey(r.question)));
    return questions.map((question) => {
      const key = textKey(question.question);
      const duplicate = known.has(key);
      known.add(key);
      return { question, duplicate };
    });
  }

  return {
    /**
     * Checks a file and, unless `dryRun`, adds its new questions to the category in one transaction:
     * a file with any problem adds nothing.
     */
    async importFile(input: {
      format: McqFormat;
      categoryId: number;
      dryRun: boolean;
      file: UploadedFile | undefined;
    }): Promise<McqImportResult> {
      const text = decode(input.file);
      if (!(await findCategory(db, input.categoryId)))
        throw NotFound(am.categoryNotFound).withCode(bankErrorCodes.categoryNotFound);
      const { questions, errors, found, overLimit } = await readQuestions(input.format, text);
      if (overLimit)
        throw Invalid(tm.tooManyQuestions, { file: [tm.tooManyQuestions] }).withCode(codes.tooManyQuestions);
      if (found === 0)
        throw Invalid(tm.noQuestionsFound, { file: [tm.noQuestionsFound] }).withCode(codes.noQuestions);

      const write = !input.dryRun && errors.length === 0;
      const run = async (ex: Executor) => {
        if (write && !(await q.lockCategory(ex, input.categoryId)))
          throw NotFound(am.categoryNotFound).withCode(bankErrorCodes.categoryNotFound);
        const marked = await markDuplicates(ex, input.categoryId, questions);
        const fresh = marked.filter((m) => !m.duplicate).map((m) => m.question);
        if (write)
          await q.insertMcqs(
            ex,
            input.categoryId,
            fresh.map((f) => ({
              question: f.question,
              options: f.options,
              correct_answer: f.correct_answer,
            })),
          );
        return { marked, imported: write ? fresh.length : 0 };
      };
      const { marked, imported } = write ? await db.transaction(run) : await run(db);
      const preview: ImportPreviewQuestion[] = marked.map(({ question, duplicate }) => ({
        line: question.line,
        question: question.question,
        options: question.options,
        correct_answer: question.correct_answer,
        duplicate,
      }));
      return {
        dry_run: input.dryRun,
        imported,
        skipped_duplicates: marked.filter((m) => m.duplicate).length,
        errors,
        questions: preview,
      };
    },

    /** The questions of a category or a domain as a file, with the name to download it under. */
    async exportFile(scope: { categoryId?: number; domainId?: number }, format: McqFormat) {
      const name = await q.scopeName(db, scope);
      if (name === undefined)
        throw scope.categoryId !== undefined
          ? NotFound(am.categoryNotFound).withCode(bankErrorCodes.categoryNotFound)
          : NotFound(am.domainNotFound).withCode(bankErrorCodes.domainNotFound);
      const rows = await q.exportedMcqs(db, scope);
      const codec = mcqFormats[format];
      const body = codec.serialize(
        rows.map((r) => ({ question: r.question, options: r.options, correct_answer: r.correctAnswer })),
      );
      return { body, contentType: codec.contentType, filename: `${slug(name)}.${codec.extension}` };
    },
  };
}
