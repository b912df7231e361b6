import type { DayRange } from '@skillpath/contract';
import { and, count, desc, eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/database';
import { withinDays } from '../../db/day-range';
import { assessmentRequests } from '../../db/schema/assessment';
import { jobApplications, placements } from '../../db/schema/placements';
import { containsAny } from '../../db/search';
import { accounts } from '../auth/accounts';

/** The learner who applied. */
const applicant = accounts('applicant');

export type PlacementRow = typeof placements.$inferSelect;
export type PlacementValues = Omit<typeof placements.$inferInsert, 'id' | 'createdAt' | 'updatedAt'>;

export const listPlacements = (db: Executor) =>
  db.select().from(placements).orderBy(desc(placements.createdAt), desc(placements.id));

export async function findPlacement(db: Executor, id: number): Promise<PlacementRow | undefined> {
  const [row] = await db.select().from(placements).where(eq(placements.id, id));
  return row;
}

export async function insertPlacement(db: Executor, values: PlacementValues) {
  const [row] = await db.insert(placements).values(values).returning();
  return row!;
}

export async function updatePlacement(db: Executor, id: number, values: PlacementValues) {
  const [row] = await db
    .update(placements)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(placements.id, id))
    .returning();
  return row;
}

export async function deletePlacement(db: Executor, id: number) {
  const [row] = await db.delete(placements).where(eq(placements.id, id)).returning();
  return row;
}

/** Records an application once; undefined when the learner had already applied. */
export async function insertApplication(db: Executor, placementId: number, userId: number) {
  const [row] = await db
    .insert(jobApplications)
    .values({ placementId, userId })
    .onConflictDoNothing()
    .returning();
  return row;
}

/**
 * Applications with the applicant and their newest assessment request (whose resume admins can open),
 * by placement, applicant search and the days they were sent (UTC), a page of them and their count.
 */
export async function listApplications(
  db: Executor,
  filter: { placement_id?: number; q: string; limit: number; offset: number } & DayRange,
) {
  const where = and(
    filter.placement_id ? eq(jobApplications.placementId, filter.placement_id) : undefined,
    withinDays(jobApplications.createdAt, filter),
    containsAny(filter.q, [applicant.name, applicant.email, applicant.phone]),
  );
  const [rows, [total]] = await Promise.all([
    db
      .select({
        application: jobApplications,
        jobTitle: placements.jobTitle,
        company: placements.jobCompany,
        name: applicant.name,
        email: applicant.email,
        phone: applicant.phone,
        resumeRequestId: sql<
          number | null
        >`(select max(r.id) from ${assessmentRequests} r where r.user_id = ${jobApplications.userId})`,
      })
      .from(jobApplications)
      .innerJoin(placements, eq(placements.id, jobApplications.placementId))
      .innerJoin(applicant, eq(applicant.id, jobApplications.userId))
      .where(where)
      .orderBy(desc(jobApplications.createdAt), desc(jobApplications.id))
      .limit(filter.limit)
      .offset(filter.offset),
    db
      .select({ n: count() })
      .from(jobApplications)
      .innerJoin(applicant, eq(applicant.id, jobApplications.userId))
      .where(where),
  ]);
  return { count: total?.n ?? 0, rows };
}
