import { ASSESSMENT_DEFAULTS, type AttemptStatus, type CountedScore } from '@skillpath/contract';

/**
 * The attempt and review policy of DESIGN §7 as plain rules: given what the database says (how many
 * sessions, the last submission, its clock), where a learner stands, which attempt counts and whether
 * the review may show the answer key. No I/O here, so each rule reads on its own.
 */
export interface AttemptPolicy {
  attemptsPerSection: number;
  hoursBetweenAttempts: number;
  countedScore: CountedScore;
  /** The admin's switch: off (the default), a learner's review never carries the correct options. */
  showCorrectAnswers: boolean;
}

/** The policy of a session whose domain was deleted: the defaults. */
export const DEFAULT_POLICY: AttemptPolicy = {
  attemptsPerSection: ASSESSMENT_DEFAULTS.attemptsPerSection,
  hoursBetweenAttempts: ASSESSMENT_DEFAULTS.hoursBetweenAttempts,
  countedScore: ASSESSMENT_DEFAULTS.countedScore,
  showCorrectAnswers: ASSESSMENT_DEFAULTS.showCorrectAnswers,
};

/** A learner's sessions at one domain and section, read with the database's clock. */
export interface AttemptHistory {
  /** Sessions started, the open one included. */
  used: number;
  lastSubmittedAt: Date | null;
  now: Date;
  openSessionId: number | null;
}

export interface AttemptState {
  status: AttemptStatus;
  attemptsUsed: number;
  attemptsLeft: number;
  /** Set while the learner waits for the next attempt. */
  nextAttemptAt: Date | null;
}

export function attemptState(policy: AttemptPolicy, h: AttemptHistory): AttemptState {
  const attemptsLeft = Math.max(0, policy.attemptsPerSection - h.used);
  const base = { attemptsUsed: h.used, attemptsLeft, nextAttemptAt: null };
  // An open session is resumed whatever the policy says now: it was allowed when it began.
  if (h.openSessionId !== null) return { ...base, status: 'open' };
  if (attemptsLeft === 0) return { ...base, status: 'exhausted' };
  // The wait runs from the end of the last attempt, so a long attempt does not shorten it.
  if (h.lastSubmittedAt) {
    const opens = new Date(h.lastSubmittedAt.getTime() + policy.hoursBetweenAttempts * 3_600_000);
    if (opens > h.now) return { ...base, status: 'waiting', nextAttemptAt: opens };
  }
  return { ...base, status: 'available' };
}

/**
 * Whether a learner's review shows the correct options: only where an admin turned them on for the
 * domain, and even then not while a session of the section is open (the key would answer it).
 * Otherwise a throwaway account's attempts would harvest the key (SECURITY.md, "Answer key").
 */
export function showsAnswerKey(policy: AttemptPolicy, state: AttemptState): boolean {
  return policy.showCorrectAnswers && state.status !== 'open';
}

interface Scored {
  id: number;
  startedAt: Date;
  scorePercent: number | null;
}

/** Attempts oldest first: the order that numbers them. */
export const inAttemptOrder = <T extends Scored>(attempts: T[]): T[] =>
  [...attempts].sort((a, b) => a.startedAt.getTime() - b.startedAt.getTime() || a.id - b.id);

/** The id of the attempt that counts among one section's attempts (any order), per the policy. */
export function countedAttempt(attempts: Scored[], rule: CountedScore): number | undefined {
  const inOrder = inAttemptOrder(attempts);
  if (rule === 'first') return inOrder[0]?.id;
  if (rule === 'latest') return inOrder.at(-1)?.id;
  // Best: the highest score, the earliest of equals (reached first, it is the one that was earned).
  let best: Scored | undefined;
  for (const a of inOrder) if (!best || (a.scorePercent ?? 0) > (best.scorePercent ?? 0)) best = a;
  return best?.id;
}
