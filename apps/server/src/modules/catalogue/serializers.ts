import type { Batch, Course, Internship, Program, SyllabusEntry } from '@skillpath/contract';
import type { batches, internships, programs } from '../../db/schema/catalogue';
import type { CourseRow, SyllabusRow } from './queries';

export const toSyllabusEntry = (row: SyllabusRow): SyllabusEntry => ({
  id: row.id,
  week_number: row.weekNumber,
  title: row.title,
  topics: row.topics,
});

export function toCourse(row: CourseRow, syllabus: SyllabusRow[]): Course {
  return {
    id: row.id,
    course_title: row.title,
    course_description: row.description,
    course_image: row.image,
    syllabus: syllabus.map(toSyllabusEntry),
    course_duration: row.durationHours,
    course_mode: row.mode,
    course_trainer: row.trainer,
    course_language: row.language,
    course_enrolled: row.enrolledCount,
    course_related_domains: row.relatedDomains,
    course_top_com: row.topCompanies,
    course_opportunities: row.opportunities,
    course_fee: row.fee,
  };
}

export const toBatch = (row: typeof batches.$inferSelect): Batch => ({
  id: row.id,
  name: row.name,
  instructor: row.instructor,
  mode: row.mode,
  startDate: row.startDate,
  timings: row.timings,
  category: row.category,
  image: row.image,
});

export const toInternship = (row: typeof internships.$inferSelect): Internship => ({
  id: row.id,
  internship_title: row.title,
  internship_duration: row.duration,
  internship_mode: row.mode,
  internship_fee: row.fee,
  internship_description: row.description,
  internship_mentor: row.mentor,
  internship_language: row.language,
  internship_explore_related_domains: row.relatedDomains,
  internship_faqs: row.faqs,
  internship_card_image: row.cardImage,
  internship_wyg: row.whatYouGet,
  internship_requirements: row.requirements,
  intern_mentor_qualification: row.mentorQualification,
});

export const toProgram = (row: typeof programs.$inferSelect): Program => ({
  id: row.id,
  title: row.title,
  duration: row.duration,
  price: row.price,
  description: row.description,
  features: row.features,
  curriculum: row.curriculum,
  position: row.position,
});
