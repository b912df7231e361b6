import { z } from 'zod';
import { MODES } from '../catalogue/constants';
import { MAX_LISTED_RUPEES } from '../catalogue/prices';
import { catalogueAdminMessages } from './constants';

const m = catalogueAdminMessages;

const required = (message: string, max?: number) => {
  const base = z.string({ error: message }).trim().min(1, { error: message, abort: true });
  return max ? base.max(max, `At most ${max} characters.`) : base;
};

const optional = (max: number) => z.string().trim().max(max, `At most ${max} characters.`).default('');

const positiveInt = (message: string, max = 100_000) =>
  z.preprocess(
    (v) => (v === '' || v === null || v === undefined ? Number.NaN : Math.floor(Number(v))),
    z.number({ error: message }).int(message).positive(message).max(max, message),
  );

const mode = z.enum(MODES, { error: m.courseModeRequired });

/** A listed price typed on a form: whole rupees from `min`; left blank it is 0 (free) where 0 is allowed. */
export const wholeRupees = (message: string, min = 0) =>
  z.preprocess(
    (v) => (v === '' || v === undefined || v === null ? (min === 0 ? 0 : Number.NaN) : Number(v)),
    z.number({ error: message }).int(message).min(min, message).max(MAX_LISTED_RUPEES, message),
  );

/** Course create/update (multipart; the image arrives as a file part named course_image). */
export const courseInputSchema = z.object({
  course_title: required(m.courseTitleRequired, 255),
  course_trainer: required(m.courseTrainerRequired, 100),
  course_mode: mode,
  course_duration: positiveInt(m.courseDurationInvalid),
  course_language: required(m.courseLanguageRequired, 255),
  course_related_domains: required(m.courseDomainsRequired, 255),
  course_top_com: optional(1000),
  course_description: required(m.courseDescriptionRequired, 10_000),
  course_opportunities: required(m.courseOpportunitiesRequired, 5000),
  course_fee: wholeRupees(m.feeInvalid).default(0),
});

export type CourseInput = z.input<typeof courseInputSchema>;

/** Topics are sent as a list; a comma string is accepted too. Trimmed, empties dropped. */
const topics = z.preprocess(
  (v) =>
    (typeof v === 'string' ? v.split(',') : Array.isArray(v) ? v : [])
      .map((t: unknown) => String(t).trim())
      .filter(Boolean),
  z.array(z.string().max(200)).min(1, m.syllabusTopicsRequired).max(50),
);

export const syllabusInputSchema = z.object({
  course_title_id: positiveInt(m.syllabusSelectCourse, 2_147_483_647),
  week_number: positiveInt(m.syllabusWeekInvalid),
  title: required(m.syllabusTitleRequired, 255),
  topics,
});

export type SyllabusInput = z.input<typeof syllabusInputSchema>;

/** Lists typed as comma-separated text on the form, sent as lists. */
const textList = (message: string) =>
  z.preprocess(
    (v) =>
      (typeof v === 'string' ? v.split(',') : Array.isArray(v) ? v : [])
        .map((t: unknown) => String(t).trim())
        .filter(Boolean),
    z.array(z.string().max(500)).min(1, message).max(50),
  );

/** Internship create/update (JSON; the card image is a data URL, or the current image URL on update). */
export const internshipInputSchema = z.object({
  internship_title: required(m.fieldRequired, 255),
  internship_duration: required(m.fieldRequired, 100),
  internship_mode: z.enum(MODES, { error: m.fieldRequired }),
  internship_fee: z.preprocess(
    (v) => (v === '' || v === undefined || v === null ? 0 : Number(v)),
    z
      .number({ error: m.internshipFeeInvalid })
      .min(0, m.internshipFeeInvalid)
      .max(10_000_000, m.internshipFeeInvalid),
  ),
  internship_description: required(m.fieldRequired, 10_000),
  internship_mentor: required(m.fieldRequired, 255),
  internship_language: required(m.fieldRequired, 255),
  internship_explore_related_domains: required(m.fieldRequired, 255),
  internship_faqs: required(m.fieldRequired, 10_000),
  internship_wyg: textList(m.fieldRequired),
  internship_requirements: textList(m.fieldRequired),
  intern_mentor_qualification: optional(255),
  internship_card_image: z.string().max(8_000_000, m.imageTooLarge).default(''),
});

export type InternshipInput = z.input<typeof internshipInputSchema>;

/** Batch create/update (multipart; optional image part named image). */
export const batchInputSchema = z.object({
  name: required(m.batchInvalid, 255),
  instructor: required(m.batchInvalid, 255),
  mode: z.enum(MODES, { error: m.batchInvalid }),
  startDate: z.iso.date({ error: m.batchInvalid }),
  timings: optional(255),
  category: optional(255),
});

export type BatchInput = z.input<typeof batchInputSchema>;

const lines = (max: number, each: number) =>
  z
    .array(z.string().trim().min(1).max(each, `At most ${each} characters.`))
    .max(max, `At most ${max} items.`);

/** Program create/update (JSON): features and each week's topics are lists. */
export const programInputSchema = z.object({
  title: required(m.fieldRequired, 255),
  duration: required(m.fieldRequired, 100),
  price: wholeRupees(m.programPriceInvalid, 1),
  description: optional(2000),
  features: lines(10, 200).default([]),
  curriculum: z
    .array(
      z.object({
        title: required(m.programWeekInvalid, 255),
        topics: lines(30, 200).min(1, m.programWeekInvalid),
      }),
    )
    .max(104, 'At most 104 weeks.')
    .default([]),
  position: z.number().int().min(0).max(1000).default(0),
});

export type ProgramInput = z.input<typeof programInputSchema>;
