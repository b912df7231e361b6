import { sectionLabel, type TestResult, type TestResultFilter } from '@skillpath/contract';
import type { Db } from '../../db/database';
import { toCsv } from '../../lib/csv';
import { type AttemptRow, attemptCount, attemptRows } from './results-queries';

/** The most rows one CSV export holds; the filters narrow a larger report. */
const EXPORT_MAX = 50_000;

export function toTestResult(r: AttemptRow): TestResult {
  const running = r.outcome === 'in_progress';
  const score =
    r.scorePercent ??
    (r.totalQuestions === 0 ? 0 : Math.round((r.correctAnswers * 1000) / r.totalQuestions) / 10);
  return {
    id: r.id,
    user_id: r.userId,
    candidate_name: r.candidateName,
    candidate_email: r.candidateEmail,
    domain_id: r.domainId,
    domain_name: r.domainName,
    section: r.section,
    attempt_number: r.attemptNumber,
    outcome: r.outcome,
    started_at: r.startedAt.toISOString(),
    deadline_at: r.deadlineAt.toISOString(),
    submitted_at: r.submittedAt?.toISOString() ?? null,
    time_taken_seconds: r.timeTakenSeconds,
    correct_answers: running ? null : r.correctAnswers,
    total_questions: r.totalQuestions,
    score_percent: running ? null : score,
  };
}

const OUTCOME_TEXT = { in_progress: 'In progress', submitted: 'Submitted', expired: 'Expired' } as const;

/** The examiner's report of attempts (issue 22): a page of it, or all of it as CSV. */
export function createResultsService(db: Db) {
  return {
    async list(query: TestResultFilter & { limit: number; offset: number }) {
      const [rows, total] = await Promise.all([attemptRows(db, query, query), attemptCount(db, query)]);
      return { count: total, results: rows.map(toTestResult) };
    },

    async csv(filter: TestResultFilter) {
      const rows = (await attemptRows(db, filter, { limit: EXPORT_MAX, offset: 0 })).map(toTestResult);
      return toCsv<TestResult>(
        [
          ['Attempt ID', (r) => r.id],
          ['Candidate', (r) => r.candidate_name],
          ['Email', (r) => r.candidate_email],
          ['Domain', (r) => r.domain_name],
          ['Section', (r) => sectionLabel(r.section)],
          ['Attempt', (r) => r.attempt_number],
          ['Outcome', (r) => OUTCOME_TEXT[r.outcome]],
          ['Started at', (r) => r.started_at],
          ['Submitted at', (r) => r.submitted_at],
          ['Time taken (s)', (r) => r.time_taken_seconds],
          ['Correct', (r) => r.correct_answers],
          ['Questions', (r) => r.total_questions],
          ['Score %', (r) => r.score_percent],
        ],
        rows,
      );
    },
  };
}
