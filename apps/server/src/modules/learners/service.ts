import { inboxErrorCodes, inboxMessages, type learnerListQuerySchema } from '@skillpath/contract';
import { unionAll } from 'drizzle-orm/pg-core';
import type { z } from 'zod';
import type { Db } from '../../db/database';
import { Conflict, NotFound } from '../../errors';
import { activeUserIds } from '../activity/queries';
import { testTakerIds } from '../assessment/results-queries';
import * as q from '../auth/account-list';
import { createEnrollmentService } from '../enrollment/service';
import { playedUserIds } from '../learning/queries';

type LearnerRow = NonNullable<Awaited<ReturnType<typeof q.findLearner>>>;

const toSummary = (row: LearnerRow) => ({
  id: row.id,
  name: row.name,
  email: row.email,
  phone: row.phone,
  role: row.role,
  email_verified: row.emailVerifiedAt !== null,
  date_joined: row.dateJoined.toISOString(),
  last_login: row.lastLogin?.toISOString() ?? null,
  learning_points: row.learningPoints,
  enrollments: row.enrollments,
});

/** The admin's list of accounts: search, role, and each learner's courses with progress. */
export function createLearnersService(db: Db, publicUrl: string) {
  const enrollments = createEnrollmentService(db, publicUrl);
  return {
    async list(filter: z.output<typeof learnerListQuerySchema>) {
      const { active_from: from, active_to: to } = filter;
      // Active within the days: an activity noted, a lesson played or a test started (as the Overview counts).
      const active =
        from || to
          ? unionAll(
              activeUserIds(db, { from, to }),
              playedUserIds(db, { from, to }),
              testTakerIds(db, { from, to }),
            )
          : undefined;
      const { count, rows } = await q.listLearners(db, filter, active);
      return { count, results: rows.map(toSummary) };
    },

    async detail(id: number) {
      const row = await q.findLearner(db, id);
      if (!row) throw NotFound(inboxMessages.learnerNotFound);
      return { ...toSummary(row), courses: await enrollments.coursesOf(id) };
    },

    async setRole(id: number, role: 'learner' | 'admin', actorId: number) {
      if (id === actorId && role !== 'admin')
        throw Conflict(inboxMessages.cannotDemoteSelf).withCode(inboxErrorCodes.cannotDemoteSelf);
      if (!(await q.setRole(db, id, role))) throw NotFound(inboxMessages.learnerNotFound);
      return this.detail(id);
    },
  };
}
