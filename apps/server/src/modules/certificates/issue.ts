import { PASS_PERCENT } from '@skillpath/contract';
import type { Executor } from '../../db/database';
import { findDomain } from '../assessment/bank-queries';
import { bestSectionScores } from '../assessment/results-queries';
import { findUserById } from '../auth/queries';
import { findCourse } from '../catalogue/queries';
import * as q from './queries';

/**
 * Issue 17: the hooks other modules call inside their own transaction. Each issues at most one
 * certificate per learner and subject (the table's unique keys); the PDF and the learner's mail
 * follow after the commit (delivery.ts), so a rolled-back exam or lesson leaves nothing behind.
 */

/** After a section of a domain closes: a pass is both sections submitted, each best ≥ PASS_PERCENT. */
export async function issueForPassedDomain(tx: Executor, userId: number, domainId: number): Promise<void> {
  const best = await bestSectionScores(tx, userId, domainId);
  const aptitude = best.find((s) => s.section === 'aptitude')?.best;
  const domainScore = best.find((s) => s.section === 'domain')?.best;
  if (aptitude == null || domainScore == null) return;
  if (aptitude < PASS_PERCENT || domainScore < PASS_PERCENT) return;
  const domain = await findDomain(tx, domainId);
  const holder = await findUserById(tx, userId);
  if (!domain || !holder) return;
  await q.insertCertificate(tx, {
    userId,
    kind: 'assessment',
    domainId,
    title: `${domain.name} skill assessment`,
    holderName: holder.name,
    scorePercent: Math.round(((Number(aptitude) + Number(domainScore)) / 2) * 10) / 10,
  });
}

/** When a course's progress first reaches 100%. */
export async function issueForCompletedCourse(tx: Executor, userId: number, courseId: number): Promise<void> {
  const course = await findCourse(tx, courseId);
  const holder = await findUserById(tx, userId);
  if (!course || !holder) return;
  await q.insertCertificate(tx, {
    userId,
    kind: 'course',
    courseId,
    title: course.title,
    holderName: holder.name,
  });
}
