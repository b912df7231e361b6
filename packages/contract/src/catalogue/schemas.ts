import { z } from 'zod';

export const syllabusEntrySchema = z.object({
  id: z.number().int(),
  week_number: z.number().int(),
  title: z.string(),
  topics: z.array(z.string()),
});

export type SyllabusEntry = z.infer<typeof syllabusEntrySchema>;

/** A course as the API serves it (spec 000 §3). Image paths are site-relative (`/media/…`). */
export const courseSchema = z.object({
  id: z.number().int(),
  course_title: z.string(),
  course_description: z.string(),
  course_image: z.string(),
  syllabus: z.array(syllabusEntrySchema),
  course_duration: z.number().int(),
  course_mode: z.string(),
  course_trainer: z.string(),
  course_language: z.string(),
  course_enrolled: z.number().int(),
  course_related_domains: z.string(),
  course_top_com: z.string(),
  course_opportunities: z.string(),
  /** The listed fee in whole rupees; 0 is free (enrollment without checkout). */
  course_fee: z.number().int(),
});

export type Course = z.infer<typeof courseSchema>;

export const batchSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  instructor: z.string(),
  mode: z.string(),
  startDate: z.string(),
  timings: z.string(),
  category: z.string(),
  image: z.string(),
});

export type Batch = z.infer<typeof batchSchema>;

export const internshipSchema = z.object({
  id: z.number().int(),
  internship_title: z.string(),
  internship_duration: z.string(),
  internship_mode: z.string(),
  internship_fee: z.number(),
  internship_description: z.string(),
  internship_mentor: z.string(),
  internship_language: z.string(),
  internship_explore_related_domains: z.string(),
  internship_faqs: z.string(),
  internship_card_image: z.string(),
  internship_wyg: z.array(z.string()),
  internship_requirements: z.array(z.string()),
  intern_mentor_qualification: z.string(),
});

export type Internship = z.infer<typeof internshipSchema>;

export const courseByTitleQuerySchema = z.object({
  title: z.string().trim().min(1, 'Invalid course ID. Please select a valid course.').max(255),
});

/** One week of a program's curriculum. */
export const programWeekSchema = z.object({
  title: z.string(),
  topics: z.array(z.string()),
});

/** An AI learning path sold as a program: its listed price in whole rupees and weekly curriculum. */
export const programSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  duration: z.string(),
  price: z.number().int(),
  description: z.string(),
  features: z.array(z.string()),
  curriculum: z.array(programWeekSchema),
  position: z.number().int(),
});

export type Program = z.infer<typeof programSchema>;
