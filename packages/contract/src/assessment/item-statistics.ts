/**
 * Issue 16, item analysis. A question is flagged once it has been drawn this many times in submitted
 * sessions and its facility or discrimination falls outside the bounds below.
 */
export const ITEM_STATISTICS_RULES = {
  minAttempts: 30,
  facilityBelow: 0.2,
  facilityAbove: 0.95,
  discriminationBelow: 0.2,
  /** The score histogram's bucket width, in percent. */
  bucketPercent: 10,
} as const;

export const DUBIOUS_REASONS = ['too_hard', 'too_easy', 'low_discrimination'] as const;

export type DubiousReason = (typeof DUBIOUS_REASONS)[number];

export const DUBIOUS_REASON_LABELS: Record<DubiousReason, string> = {
  too_hard: 'Too hard (facility < 0.2)',
  too_easy: 'Too easy (facility > 0.95)',
  low_discrimination: 'Weak discrimination (< 0.2)',
};

export const itemStatisticsMessages = {
  domainRequired: 'Choose a domain.',
  loadFailed: 'Failed to load the question statistics. Please try again.',
  noAttempts: 'No submitted section of this domain yet: statistics appear once learners submit.',
  facilityHelp:
    'Facility: the share of the times a question was drawn in a submitted section that it was answered correctly (unanswered counts as wrong).',
  discriminationHelp:
    'Discrimination: the point-biserial correlation between answering this question correctly and the rest of the section score (the score without this question), over submitted sessions. Near 0 or negative: strong and weak candidates do equally well on it.',
  dubiousHelp: `Flagged once drawn at least ${ITEM_STATISTICS_RULES.minAttempts} times with a facility below ${ITEM_STATISTICS_RULES.facilityBelow} or above ${ITEM_STATISTICS_RULES.facilityAbove}, or a discrimination below ${ITEM_STATISTICS_RULES.discriminationBelow}.`,
} as const;
