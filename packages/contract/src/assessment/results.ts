import { z } from 'zod';
import { blankAsMissing, dayRangeMessages, queryFlag } from '../common/day-range';
import { idText } from '../common/schemas';
import { withDayRange } from '../inbox/schemas';
import { SECTIONS } from './constants';

/** The examiner's report of exam attempts and the overrides on one attempt (issue 22). */
export const testResultPaths = {
  list: '/v1/api/test-sessions/',
  export: '/v1/api/test-sessions/export/',
  extend: (id: number | string) => `/v1/api/test-sessions/${id}/extend/`,
  reopen: (id: number | string) => `/v1/api/test-sessions/${id}/reopen/`,
} as const;

/** How an attempt stands: still running, handed in, or closed by its deadline. */
export const ATTEMPT_OUTCOMES = ['in_progress', 'submitted', 'expired'] as const;
export type AttemptOutcome = (typeof ATTEMPT_OUTCOMES)[number];

export const OVERRIDE_MINUTES_MAX = 480;

export const testResultMessages = {
  invalidDomain: 'Choose a valid domain.',
  invalidCandidate: 'Choose a valid candidate.',
  invalidDate: dayRangeMessages.invalidDate,
  dateOrder: dayRangeMessages.dateOrder,
  minutesRequired: 'Enter the number of minutes.',
  minutesRange: `Enter whole minutes from 1 to ${OVERRIDE_MINUTES_MAX}.`,
  sessionNotFound: 'Test session not found.',
  extendNotRunning: 'Only an attempt in progress can get extra time; reopen a finished one instead.',
  reopenRunning: 'This attempt is still in progress; give it extra time instead.',
  reopenOtherOpen: 'The candidate has another attempt at this section in progress; finish it first.',
} as const;

/** Stable codes of the 409s of the overrides (DESIGN §4). */
export const testOverrideCodes = {
  notRunning: 'attempt_not_in_progress',
  running: 'attempt_in_progress',
  otherOpen: 'other_attempt_in_progress',
} as const;

const filterShape = {
  domain_id: z.preprocess(blankAsMissing, idText(testResultMessages.invalidDomain).optional()),
  user_id: z.preprocess(blankAsMissing, idText(testResultMessages.invalidCandidate).optional()),
  /**
   * `handed_in=true`: only the attempts handed in (or closed at their deadline), and `from`/`to` are the
   * days they were handed in, as the Overview counts "Assessment attempts"; otherwise every attempt by
   * the day it started.
   */
  handed_in: queryFlag,
};

/** The report's filters, `from`/`to` the days an attempt started or was handed in (the CSV export takes the same). */
export const { filter: testResultFilterSchema, page: testResultListQuerySchema } = withDayRange(filterShape);
export type TestResultFilter = z.infer<typeof testResultFilterSchema>;

export const testResultSchema = z.object({
  id: z.number().int(),
  user_id: z.number().int(),
  candidate_name: z.string(),
  candidate_email: z.string(),
  domain_id: z.number().int().nullable(),
  domain_name: z.string(),
  section: z.enum(SECTIONS),
  /** 1 for the candidate's first attempt at this domain and section. */
  attempt_number: z.number().int(),
  outcome: z.enum(ATTEMPT_OUTCOMES),
  started_at: z.string(),
  deadline_at: z.string(),
  submitted_at: z.string().nullable(),
  /** From start to hand-in, to the deadline when it expired, to now while in progress. */
  time_taken_seconds: z.number().int(),
  correct_answers: z.number().int().nullable(),
  total_questions: z.number().int(),
  /** Null while in progress. */
  score_percent: z.number().nullable(),
});

export type TestResult = z.infer<typeof testResultSchema>;

const minutes = z
  .number({ error: testResultMessages.minutesRequired })
  .int(testResultMessages.minutesRange)
  .min(1, testResultMessages.minutesRange)
  .max(OVERRIDE_MINUTES_MAX, testResultMessages.minutesRange);

/** Extra time for an attempt in progress, or the time a reopened attempt runs for. */
export const overrideMinutesSchema = z.object({ minutes });
