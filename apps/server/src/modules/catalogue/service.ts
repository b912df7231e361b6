import {
  type Batch,
  type Course,
  catalogueErrorCodes,
  catalogueMessages,
  type Internship,
  type Program,
} from '@skillpath/contract';
import type { Db } from '../../db/database';
import { NotFound } from '../../errors';
import { groupBy } from '../../lib/group-by';
import * as q from './queries';
import { toBatch, toCourse, toInternship, toProgram } from './serializers';

async function withSyllabus(db: Db, rows: q.CourseRow[]): Promise<Course[]> {
  const entries = await q.syllabusOf(
    db,
    rows.map((r) => r.id),
  );
  const byCourse = groupBy(entries, (e) => e.courseId);
  return rows.map((row) => toCourse(row, byCourse.get(row.id) ?? []));
}

export function createCatalogueService(db: Db) {
  return {
    listCourses: async (): Promise<Course[]> => withSyllabus(db, await q.listCourses(db)),

    async getCourse(id: number): Promise<Course> {
      const row = await q.findCourse(db, id);
      if (!row) throw NotFound(catalogueMessages.courseNotFound).withCode(catalogueErrorCodes.courseNotFound);
      return (await withSyllabus(db, [row]))[0]!;
    },

    async getCourseByTitle(title: string): Promise<Course> {
      const row = await q.findCourseByTitle(db, title);
      if (!row) throw NotFound(catalogueMessages.courseNotFound).withCode(catalogueErrorCodes.courseNotFound);
      return (await withSyllabus(db, [row]))[0]!;
    },

    listBatches: async (): Promise<Batch[]> => (await q.listBatches(db)).map(toBatch),

    listInternships: async (): Promise<Internship[]> => (await q.listInternships(db)).map(toInternship),

    async getInternship(id: number): Promise<Internship> {
      const row = await q.findInternship(db, id);
      if (!row)
        throw NotFound(catalogueMessages.internshipNotFound).withCode(catalogueErrorCodes.internshipNotFound);
      return toInternship(row);
    },

    listPrograms: async (): Promise<Program[]> => (await q.listPrograms(db)).map(toProgram),

    async getProgram(id: number): Promise<Program> {
      const row = await q.findProgram(db, id);
      if (!row)
        throw NotFound(catalogueMessages.programNotFound).withCode(catalogueErrorCodes.programNotFound);
      return toProgram(row);
    },
  };
}
