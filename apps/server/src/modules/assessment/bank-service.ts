import {
  bankRefusalCodes,
  bankShortfalls,
  CATALOGUE_IMAGE_MAX_BYTES,
  type Category,
  type categoryInputSchema,
  bankErrorCodes as codes,
  type Domain,
  type domainInputSchema,
  type domainSettingsSchema,
  type Mcq,
  assessmentMessages as m,
  type mcqInputSchema,
} from '@skillpath/contract';
import type { z } from 'zod';
import type { Db } from '../../db/database';
import { isUniqueViolation } from '../../db/errors';
import { recoverable } from '../../db/request-transaction';
import { Conflict, Invalid, NotFound } from '../../errors';
import { normaliseImage } from '../../lib/images';
import type { MediaStore } from '../../lib/media-store';
import type { UploadedFile } from '../../lib/multipart';
import * as q from './bank-queries';
import { toCategory, toDomain, toMcq } from './serializers';

const imageRules = {
  maxBytes: CATALOGUE_IMAGE_MAX_BYTES,
  maxSide: 1200,
  tooLargeMessage: 'The image is larger than 5 MB.',
  invalidMessage: 'Please upload a valid image file.',
};
const nameTaken = 'A domain with this name already exists.';

const categoryValues = (input: z.output<typeof categoryInputSchema>) => ({
  name: input.name,
  domainId: input.domain_id,
  kind: input.kind,
});

const mcqValues = (input: z.output<typeof mcqInputSchema>) => ({
  categoryId: input.category,
  question: input.question,
  options: input.options,
  correctAnswer: input.correct_answer,
});

/** The online-test bank (spec 001 §7): domains, categories and MCQs, written by admins. */
export function createBankService(deps: { db: Db; media: MediaStore }) {
  const { db, media } = deps;

  const storeImage = async (file: UploadedFile | undefined) =>
    file ? media.put('domains', await normaliseImage(file.data, imageRules), 'webp') : undefined;

  const uniqueName = async <T>(write: () => Promise<T>) => {
    try {
      return await recoverable(db, write);
    } catch (error) {
      if (isUniqueViolation(error))
        throw Conflict(nameTaken, { name: [nameTaken] }).withCode(codes.nameTaken);
      throw error;
    }
  };

  /** The category must exist and belong to the domain the MCQ names. */
  const checkCategory = async (categoryId: number, domainId: number) => {
    const category = await q.findCategory(db, categoryId);
    if (!category || category.domainId !== domainId)
      throw NotFound(m.categoryNotFound).withCode(codes.categoryNotFound);
  };

  /** The domain as the API shows it, with its bank's counts. */
  const withBank = async (row: q.DomainRow): Promise<Domain> => toDomain(row, await q.bankOf(db, [row.id]));

  /** Publishing, or changing what a published domain draws, needs a bank that fills each section. */
  const refuseShortBank = async (draws: Parameters<typeof bankShortfalls>[0], domainId: number) => {
    const fields = bankShortfalls(draws, await q.bankOf(db, [domainId]));
    const first = Object.values(fields)[0];
    if (!first) return;
    const asLists = Object.fromEntries(Object.entries(fields).map(([field, message]) => [field, [message]]));
    throw Conflict(first, asLists).withCode(bankRefusalCodes.tooSmall);
  };

  return {
    /**
     * Admins see every domain; anyone else only published domains whose bank fills each section,
     * so a candidate never meets a domain that cannot draw its questions.
     */
    async listDomains(includeDrafts: boolean): Promise<Domain[]> {
      const rows = await q.listDomains(db);
      const bank =
        rows.length > 0
          ? await q.bankOf(
              db,
              rows.map((r) => r.id),
            )
          : [];
      const all = rows.map((row) => toDomain(row, bank));
      if (includeDrafts) return all;
      return all.filter((d) => d.published && Object.keys(bankShortfalls(d, d.bank)).length === 0);
    },

    async createDomain(
      input: z.output<typeof domainInputSchema>,
      image: UploadedFile | undefined,
    ): Promise<Domain> {
      const path = (await storeImage(image)) ?? '';
      return toDomain(await uniqueName(() => q.insertDomain(db, { ...input, image: path })), []);
    },

    /** Spec 001 §5: editing a domain brings a new image. */
    async updateDomain(
      id: number,
      input: z.output<typeof domainInputSchema>,
      image: UploadedFile | undefined,
    ) {
      if (!(await q.findDomain(db, id))) throw NotFound(m.domainNotFound).withCode(codes.domainNotFound);
      if (!image) throw Invalid(m.domainImageRequired, { image: [m.domainImageRequired] });
      const path = await storeImage(image);
      return withBank((await uniqueName(() => q.updateDomain(db, id, { ...input, image: path })))!);
    },

    async updateSettings(id: number, input: z.output<typeof domainSettingsSchema>): Promise<Domain> {
      const current = await q.findDomain(db, id);
      if (!current) throw NotFound(m.domainNotFound).withCode(codes.domainNotFound);
      if (input.published ?? current.published) await refuseShortBank(input, id);
      const row = await q.updateDomain(db, id, {
        aptitudeQuestions: input.aptitude_questions,
        domainQuestions: input.domain_questions,
        minutesPerSection: input.minutes_per_section,
        // Left out, the policy stays as it is (undefined columns are not written).
        attemptsPerSection: input.attempts_per_section,
        hoursBetweenAttempts: input.hours_between_attempts,
        countedScore: input.counted_score,
        showCorrectAnswers: input.show_correct_answers,
        published: input.published,
      });
      if (!row) throw NotFound(m.domainNotFound).withCode(codes.domainNotFound);
      return withBank(row);
    },

    /** Past sessions keep their snapshot; the domain's categories and MCQs go with it. */
    async deleteDomain(id: number): Promise<void> {
      if (!(await q.deleteDomain(db, id))) throw NotFound(m.domainNotFound).withCode(codes.domainNotFound);
    },

    async listCategories(domainId: number): Promise<Category[]> {
      return (await q.listCategories(db, domainId)).map(toCategory);
    },

    async createCategory(input: z.output<typeof categoryInputSchema>): Promise<Category> {
      if (!(await q.findDomain(db, input.domain_id)))
        throw NotFound(m.domainNotFound).withCode(codes.domainNotFound);
      return toCategory(await q.insertCategory(db, categoryValues(input)));
    },

    async updateCategory(id: number, input: z.output<typeof categoryInputSchema>): Promise<Category> {
      if (!(await q.findDomain(db, input.domain_id)))
        throw NotFound(m.domainNotFound).withCode(codes.domainNotFound);
      const row = await q.updateCategory(db, id, categoryValues(input));
      if (!row) throw NotFound(m.categoryNotFound).withCode(codes.categoryNotFound);
      return toCategory(row);
    },

    async deleteCategory(id: number): Promise<void> {
      if (!(await q.deleteCategory(db, id)))
        throw NotFound(m.categoryNotFound).withCode(codes.categoryNotFound);
    },

    async listMcqs(domainId: number, categoryId: number | undefined, withAnswer: boolean): Promise<Mcq[]> {
      return (await q.listMcqs(db, domainId, categoryId)).map((r) => toMcq(r.mcq, r.domainId, withAnswer));
    },

    async createMcq(input: z.output<typeof mcqInputSchema>): Promise<Mcq> {
      await checkCategory(input.category, input.domain);
      const row = await q.insertMcq(db, mcqValues(input));
      return toMcq(row, input.domain, true);
    },

    async updateMcq(id: number, input: z.output<typeof mcqInputSchema>): Promise<Mcq> {
      await checkCategory(input.category, input.domain);
      const row = await q.updateMcq(db, id, mcqValues(input));
      if (!row) throw NotFound(m.mcqNotFound).withCode(codes.mcqNotFound);
      return toMcq(row, input.domain, true);
    },

    async deleteMcq(id: number): Promise<void> {
      if (!(await q.deleteMcq(db, id))) throw NotFound(m.mcqNotFound).withCode(codes.mcqNotFound);
    },
  };
}
