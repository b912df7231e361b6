import { asc, eq, inArray, sql } from 'drizzle-orm';
import type { Executor } from '../../db/database';
import { batches, courses, internships, syllabusEntries } from '../../db/schema';

export type CourseRow = typeof courses.$inferSelect;
export type SyllabusRow = typeof syllabusEntries.$inferSelect;

export function listCourses(db: Executor): Promise<CourseRow[]> {
  return db.select().from(courses).orderBy(asc(courses.id));
}

export async function findCourse(db: Executor, id: number): Promise<CourseRow | undefined> {
  const [row] = await db.select().from(courses).where(eq(courses.id, id));
  return row;
}

export async function findCourseByTitle(db: Executor, title: string): Promise<CourseRow | undefined> {
  const [row] = await db.select().from(courses).where(sql`lower(${courses.title}) = ${title.toLowerCase()}`);
  return row;
}

/** Syllabus of many courses in one query, ordered by week. */
export function syllabusOf(db: Executor, courseIds: number[]): Promise<SyllabusRow[]> {
  if (courseIds.length === 0) return Promise.resolve([]);
  return db
    .select()
    .from(syllabusEntries)
    .where(inArray(syllabusEntries.courseId, courseIds))
    .orderBy(asc(syllabusEntries.weekNumber), asc(syllabusEntries.id));
}

export function listBatches(db: Executor) {
  return db.select().from(batches).orderBy(asc(batches.startDate), asc(batches.id));
}

export function listInternships(db: Executor) {
  return db.select().from(internships).orderBy(asc(internships.id));
}

export async function findInternship(db: Executor, id: number) {
  const [row] = await db.select().from(internships).where(eq(internships.id, id));
  return row;
}
