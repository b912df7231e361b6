import {
  type Batch,
  type batchInputSchema,
  CATALOGUE_IMAGE_MAX_BYTES,
  type Course,
  catalogueAdminCodes,
  catalogueErrorCodes,
  catalogueMessages,
  type courseInputSchema,
  type Internship,
  type internshipInputSchema,
  catalogueAdminMessages as m,
  type Program,
  type programInputSchema,
  type SyllabusEntry,
  type syllabusInputSchema,
} from '@skillpath/contract';
import type { z } from 'zod';
import type { Db } from '../../db/database';
import { isUniqueViolation } from '../../db/errors';
import { afterCommit, recoverable } from '../../db/request-transaction';
import { Conflict, Invalid, NotFound } from '../../errors';
import { storeDataUrlImage } from '../../lib/data-url';
import { normaliseImage } from '../../lib/images';
import type { MediaStore } from '../../lib/media-store';
import type { UploadedFile } from '../../lib/multipart';
import * as q from './queries';
import { toBatch, toCourse, toInternship, toProgram, toSyllabusEntry } from './serializers';

const imageRules = {
  maxBytes: CATALOGUE_IMAGE_MAX_BYTES,
  maxSide: 1600,
  tooLargeMessage: m.imageTooLarge,
  invalidMessage: m.imageInvalid,
};

type CourseInput = z.output<typeof courseInputSchema>;

/** A course teaches each week once: a second entry for the same week is refused, never merged. */
async function refuseTakenWeek(db: Db, input: z.output<typeof syllabusInputSchema>, exceptId?: number) {
  if (!(await q.weekTaken(db, input.course_title_id, input.week_number, exceptId))) return;
  const message = m.syllabusWeekTaken(input.week_number);
  throw Conflict(message, { week_number: [message] }).withCode(catalogueAdminCodes.syllabusWeekTaken);
}

const syllabusValues = (input: z.output<typeof syllabusInputSchema>) => ({
  courseId: input.course_title_id,
  weekNumber: input.week_number,
  title: input.title,
  topics: input.topics,
});

const courseValues = (input: CourseInput) => ({
  title: input.course_title,
  trainer: input.course_trainer,
  mode: input.course_mode,
  durationHours: input.course_duration,
  language: input.course_language,
  relatedDomains: input.course_related_domains,
  topCompanies: input.course_top_com,
  description: input.course_description,
  opportunities: input.course_opportunities,
  fee: input.course_fee,
});

const internshipValues = (input: z.output<typeof internshipInputSchema>, cardImage: string) => ({
  title: input.internship_title,
  duration: input.internship_duration,
  mode: input.internship_mode,
  fee: Math.round(input.internship_fee),
  description: input.internship_description,
  mentor: input.internship_mentor,
  language: input.internship_language,
  relatedDomains: input.internship_explore_related_domains,
  faqs: input.internship_faqs,
  cardImage,
  whatYouGet: input.internship_wyg,
  requirements: input.internship_requirements,
  mentorQualification: input.intern_mentor_qualification,
});

type ProgramInput = z.output<typeof programInputSchema>;

const programNotFound = () =>
  NotFound(catalogueMessages.programNotFound).withCode(catalogueErrorCodes.programNotFound);

/** Admin writes of the catalogue: courses, syllabus, internships, batches, programs. */
export function createCatalogueAdminService(deps: { db: Db; media: MediaStore }) {
  const { db, media } = deps;

  const storeImage = async (folder: string, file: UploadedFile | undefined) =>
    file ? media.put(folder, await normaliseImage(file.data, imageRules), 'webp') : undefined;

  /** Drops a picture unless another row still shows the same file. */
  const discard = async (path: string | undefined) => {
    if (path && !(await q.mediaInUse(db, path))) await media.remove(path);
  };
  /** A replaced or deleted picture goes once the change committed: a change rolled back still shows it. */
  const discardAfterCommit = (path: string | undefined) => afterCommit(() => discard(path));

  const uniqueTitle = async <T>(write: () => Promise<T>): Promise<T> => {
    try {
      return await recoverable(db, write);
    } catch (error) {
      if (isUniqueViolation(error))
        throw Conflict(m.courseTitleTaken, { course_title: [m.courseTitleTaken] }).withCode(
          catalogueAdminCodes.courseTitleTaken,
        );
      throw error;
    }
  };

  /** Runs a write that uses a just-stored picture; if the write is refused, the picture goes too. */
  const keepingNoPicture = async <T>(path: string | undefined, write: () => Promise<T>): Promise<T> => {
    try {
      return await write();
    } catch (error) {
      await discard(path);
      throw error;
    }
  };

  const courseWithSyllabus = async (row: q.CourseRow): Promise<Course> =>
    toCourse(row, await q.syllabusOf(db, [row.id]));

  return {
    async createCourse(input: CourseInput, image: UploadedFile | undefined): Promise<Course> {
      const path = await storeImage('courses', image);
      const row = await keepingNoPicture(path, () =>
        uniqueTitle(() => q.insertCourse(db, { ...courseValues(input), image: path ?? '' })),
      );
      return courseWithSyllabus(row);
    },

    /** Spec 001 §5: an update must bring a new image. */
    async updateCourse(id: number, input: CourseInput, image: UploadedFile | undefined): Promise<Course> {
      const existing = await q.findCourse(db, id);
      if (!existing) throw NotFound(catalogueMessages.courseNotFound);
      if (!image) throw Invalid(m.courseImageRequired, { course_image: [m.courseImageRequired] });
      const path = await storeImage('courses', image);
      const row = await keepingNoPicture(path, () =>
        uniqueTitle(() => q.updateCourse(db, id, { ...courseValues(input), image: path })),
      );
      if (existing.image !== path) await discardAfterCommit(existing.image);
      return courseWithSyllabus(row!);
    },

    /** Deletes a course and its syllabus in one transaction; a course with learners is kept. */
    async deleteCourse(id: number): Promise<void> {
      const image = await db.transaction(async (tx) => {
        const existing = await q.findCourse(tx, id);
        if (!existing) throw NotFound(catalogueMessages.courseNotFound);
        if ((await q.countEnrollments(tx, id)) > 0)
          throw Conflict(m.courseHasLearners).withCode(catalogueAdminCodes.courseHasLearners);
        await q.deleteCourse(tx, id);
        return existing.image;
      });
      await discardAfterCommit(image);
    },

    async createSyllabus(input: z.output<typeof syllabusInputSchema>): Promise<SyllabusEntry> {
      if (!(await q.findCourse(db, input.course_title_id))) throw NotFound(catalogueMessages.courseNotFound);
      await refuseTakenWeek(db, input);
      const row = await q.insertSyllabus(db, syllabusValues(input));
      return toSyllabusEntry(row);
    },

    async updateSyllabus(id: number, input: z.output<typeof syllabusInputSchema>): Promise<SyllabusEntry> {
      if (!(await q.findCourse(db, input.course_title_id))) throw NotFound(catalogueMessages.courseNotFound);
      await refuseTakenWeek(db, input, id);
      const row = await q.updateSyllabus(db, id, syllabusValues(input));
      if (!row) throw NotFound(m.syllabusNotFound);
      return toSyllabusEntry(row);
    },

    async deleteSyllabus(id: number): Promise<void> {
      if (!(await q.deleteSyllabus(db, id))) throw NotFound(m.syllabusNotFound);
    },

    /** The card image arrives as a data URL: decoded, checked by content, stored as a file. */
    async cardImage(value: string, current: string | undefined): Promise<string> {
      if (current === undefined && value === '') {
        throw Invalid(m.internshipImageRequired, { internship_card_image: [m.internshipImageRequired] });
      }
      return storeDataUrlImage(media, {
        folder: 'internships',
        field: 'internship_card_image',
        value,
        current,
        rules: { ...imageRules, invalidMessage: m.internshipImageInvalid },
      });
    },

    async createInternship(input: z.output<typeof internshipInputSchema>): Promise<Internship> {
      const image = await this.cardImage(input.internship_card_image, undefined);
      return toInternship(await q.insertInternship(db, internshipValues(input, image)));
    },

    async updateInternship(id: number, input: z.output<typeof internshipInputSchema>): Promise<Internship> {
      const existing = await q.findInternship(db, id);
      if (!existing) throw NotFound(catalogueMessages.internshipNotFound);
      const image = await this.cardImage(input.internship_card_image, existing.cardImage);
      const row = await q.updateInternship(db, id, internshipValues(input, image));
      if (existing.cardImage !== image) await discardAfterCommit(existing.cardImage);
      return toInternship(row!);
    },

    async deleteInternship(id: number): Promise<void> {
      const row = await q.deleteInternship(db, id);
      if (!row) throw NotFound(catalogueMessages.internshipNotFound);
      await discardAfterCommit(row.cardImage);
    },

    async createBatch(
      input: z.output<typeof batchInputSchema>,
      image: UploadedFile | undefined,
    ): Promise<Batch> {
      const path = (await storeImage('batches', image)) ?? '';
      return toBatch(await q.insertBatch(db, { ...input, image: path }));
    },

    /** Without a new image the batch keeps its picture. */
    async updateBatch(
      id: number,
      input: z.output<typeof batchInputSchema>,
      image: UploadedFile | undefined,
    ): Promise<Batch> {
      const existing = await q.findBatch(db, id);
      if (!existing) throw NotFound(m.batchNotFound);
      const path = (await storeImage('batches', image)) ?? existing.image;
      const row = await q.updateBatch(db, id, { ...input, image: path });
      if (existing.image !== path) await discardAfterCommit(existing.image);
      return toBatch(row!);
    },

    async deleteBatch(id: number): Promise<void> {
      const row = await q.deleteBatch(db, id);
      if (!row) throw NotFound(m.batchNotFound);
      await discardAfterCommit(row.image);
    },

    createProgram: async (input: ProgramInput): Promise<Program> =>
      toProgram(await q.insertProgram(db, input)),

    async updateProgram(id: number, input: ProgramInput): Promise<Program> {
      const row = await q.updateProgram(db, id, input);
      if (!row) throw programNotFound();
      return toProgram(row);
    },

    async deleteProgram(id: number): Promise<void> {
      if (!(await q.deleteProgram(db, id))) throw programNotFound();
    },
  };
}
