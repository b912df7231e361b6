import { z } from 'zod';
import { idText } from '../common/schemas';
import { OPTION_KEYS, SECTIONS } from './constants';

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

export const itemStatisticsQuerySchema = z.object({
  domain_id: idText(itemStatisticsMessages.domainRequired),
});

const share = z.number().nullable();

export const itemStatisticSchema = z.object({
  mcq_id: z.number().int(),
  question: z.string(),
  category_id: z.number().int(),
  category_name: z.string(),
  section: z.enum(SECTIONS),
  correct_answer: z.enum(OPTION_KEYS),
  times_drawn: z.number().int(),
  times_answered: z.number().int(),
  times_correct: z.number().int(),
  /** Share of the draws answered correctly; null before the first draw. */
  facility: share,
  /** Point-biserial correlation with the rest of the section score; null when it cannot be computed. */
  discrimination: share,
  /** Share of the answers that chose each option (of times_answered). */
  option_shares: z.object({ A: share, B: share, C: share, D: share }),
  dubious: z.boolean(),
  reasons: z.array(z.enum(DUBIOUS_REASONS)),
});

export type ItemStatistic = z.infer<typeof itemStatisticSchema>;

export const scoreBucketSchema = z.object({
  from: z.number(),
  to: z.number(),
  count: z.number().int(),
});

export const domainStatisticsSchema = z.object({
  domain_id: z.number().int(),
  domain_name: z.string(),
  /** Submitted sections of the domain. */
  attempts: z.number().int(),
  /** Share of those scoring at least PASS_PERCENT; null without attempts. */
  pass_rate: share,
  score_distribution: z.array(scoreBucketSchema),
  /** Dubious first, then by facility (hardest first). */
  items: z.array(itemStatisticSchema),
});

export type DomainStatistics = z.infer<typeof domainStatisticsSchema>;
