import { dayRangeMessages } from '../common/day-range';

/* The examiner's report of exam attempts and the overrides on one attempt (issue 22). */

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
