import { and, asc, count, eq, inArray, ne, sql } from 'drizzle-orm';
import type { Executor } from '../../db/database';
import { batches, courses, internships, programs, syllabusEntries } from '../../db/schema/catalogue';
import { enrollments } from '../../db/schema/enrollment';

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

type CourseValues = Omit<typeof courses.$inferInsert, 'id' | 'createdAt' | 'updatedAt' | 'enrolledCount'>;

export async function insertCourse(db: Executor, values: CourseValues): Promise<CourseRow> {
  const [row] = await db.insert(courses).values(values).returning();
  return row!;
}

export async function updateCourse(db: Executor, id: number, values: Partial<CourseValues>) {
  const [row] = await db
    .update(courses)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(courses.id, id))
    .returning();
  return row;
}

export async function deleteCourse(db: Executor, id: number): Promise<boolean> {
  return (await db.delete(courses).where(eq(courses.id, id)).returning({ id: courses.id })).length === 1;
}

export async function countEnrollments(db: Executor, courseId: number): Promise<number> {
  const [row] = await db.select({ n: count() }).from(enrollments).where(eq(enrollments.courseId, courseId));
  return row?.n ?? 0;
}

type SyllabusValues = Pick<
  typeof syllabusEntries.$inferInsert,
  'courseId' | 'weekNumber' | 'title' | 'topics'
>;

export async function insertSyllabus(db: Executor, values: SyllabusValues): Promise<SyllabusRow> {
  const [row] = await db.insert(syllabusEntries).values(values).returning();
  return row!;
}

export async function updateSyllabus(db: Executor, id: number, values: SyllabusValues) {
  const [row] = await db
    .update(syllabusEntries)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(syllabusEntries.id, id))
    .returning();
  return row;
}

/** Another entry of the course (not `exceptId`) already teaches this week. */
export async function weekTaken(
  db: Executor,
  courseId: number,
  week: number,
  exceptId = 0,
): Promise<boolean> {
  const [row] = await db
    .select({ id: syllabusEntries.id })
    .from(syllabusEntries)
    .where(
      and(
        eq(syllabusEntries.courseId, courseId),
        eq(syllabusEntries.weekNumber, week),
        ne(syllabusEntries.id, exceptId),
      ),
    )
    .limit(1);
  return row !== undefined;
}

export async function deleteSyllabus(db: Executor, id: number): Promise<boolean> {
  return (
    (await db.delete(syllabusEntries).where(eq(syllabusEntries.id, id)).returning({ id: syllabusEntries.id }))
      .length === 1
  );
}

type InternshipValues = Omit<typeof internships.$inferInsert, 'id' | 'createdAt' | 'updatedAt'>;

export async function insertInternship(db: Executor, values: InternshipValues) {
  const [row] = await db.insert(internships).values(values).returning();
  return row!;
}

export async function updateInternship(db: Executor, id: number, values: InternshipValues) {
  const [row] = await db
    .update(internships)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(internships.id, id))
    .returning();
  return row;
}

export async function deleteInternship(db: Executor, id: number) {
  const [row] = await db.delete(internships).where(eq(internships.id, id)).returning();
  return row;
}

type BatchValues = Omit<typeof batches.$inferInsert, 'id' | 'createdAt' | 'updatedAt'>;

export async function findBatch(db: Executor, id: number) {
  const [row] = await db.select().from(batches).where(eq(batches.id, id));
  return row;
}

export async function insertBatch(db: Executor, values: BatchValues) {
  const [row] = await db.insert(batches).values(values).returning();
  return row!;
}

export async function updateBatch(db: Executor, id: number, values: BatchValues) {
  const [row] = await db
    .update(batches)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(batches.id, id))
    .returning();
  return row;
}

export async function deleteBatch(db: Executor, id: number) {
  const [row] = await db.delete(batches).where(eq(batches.id, id)).returning();
  return row;
}

export type ProgramRow = typeof programs.$inferSelect;
type ProgramValues = Omit<typeof programs.$inferInsert, 'id' | 'createdAt' | 'updatedAt'>;

/** Programs in the order the page shows them: by position, then as created. */
export function listPrograms(db: Executor): Promise<ProgramRow[]> {
  return db.select().from(programs).orderBy(asc(programs.position), asc(programs.id));
}

export async function findProgram(db: Executor, id: number): Promise<ProgramRow | undefined> {
  const [row] = await db.select().from(programs).where(eq(programs.id, id));
  return row;
}

export async function insertProgram(db: Executor, values: ProgramValues): Promise<ProgramRow> {
  const [row] = await db.insert(programs).values(values).returning();
  return row!;
}

export async function updateProgram(db: Executor, id: number, values: ProgramValues) {
  const [row] = await db
    .update(programs)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(programs.id, id))
    .returning();
  return row;
}

export async function deleteProgram(db: Executor, id: number): Promise<boolean> {
  return (await db.delete(programs).where(eq(programs.id, id)).returning({ id: programs.id })).length === 1;
}

/** Whether any catalogue row still shows this media path (files are shared by content hash). */
export async function mediaInUse(db: Executor, path: string): Promise<boolean> {
  const [row] = await db
    .select({
      n: sql<number>`(select count(*)::int from ${courses} where ${courses.image} = ${path})
      + (select count(*)::int from ${batches} where ${batches.image} = ${path})
      + (select count(*)::int from ${internships} where ${internships.cardImage} = ${path})`,
    })
    .from(sql`(select 1) as one`);
  return (row?.n ?? 0) > 0;
}
