import {
  assessmentMessages as am,
  bankErrorCodes,
  type DomainStatistics,
  type DubiousReason,
  type ItemStatistic,
  PASS_PERCENT,
  ITEM_STATISTICS_RULES as rules,
} from '@skillpath/contract';
import type { Db } from '../../db/database';
import { NotFound } from '../../errors';
import { findDomain } from './bank-queries';
import { domainSummary, type ItemRow, itemRows } from './statistics-queries';

const share = (part: number, whole: number) => (whole > 0 ? part / whole : null);

/** Why a question is dubious (issue 16); none before it has been drawn `minAttempts` times. */
export function dubiousReasons(drawn: number, facility: number | null, discrimination: number | null) {
  const reasons: DubiousReason[] = [];
  if (drawn < rules.minAttempts || facility === null) return reasons;
  if (facility < rules.facilityBelow) reasons.push('too_hard');
  if (facility > rules.facilityAbove) reasons.push('too_easy');
  if (discrimination !== null && discrimination < rules.discriminationBelow)
    reasons.push('low_discrimination');
  return reasons;
}

function toItem(row: ItemRow): ItemStatistic {
  const facility = share(row.correct, row.drawn);
  const discrimination = row.discrimination === null ? null : Number(row.discrimination);
  const reasons = dubiousReasons(row.drawn, facility, discrimination);
  return {
    mcq_id: row.mcq_id,
    question: row.question,
    category_id: row.category_id,
    category_name: row.category_name,
    section: row.section,
    correct_answer: row.correct_answer,
    times_drawn: row.drawn,
    times_answered: row.answered,
    times_correct: row.correct,
    facility,
    discrimination,
    option_shares: {
      A: share(row.chose_a, row.answered),
      B: share(row.chose_b, row.answered),
      C: share(row.chose_c, row.answered),
      D: share(row.chose_d, row.answered),
    },
    dubious: reasons.length > 0,
    reasons,
  };
}

/** Dubious first, then the hardest (lowest facility); never-drawn questions last. */
const byConcern = (a: ItemStatistic, b: ItemStatistic) =>
  Number(b.dubious) - Number(a.dubious) || (a.facility ?? 2) - (b.facility ?? 2) || a.mcq_id - b.mcq_id;

/** Issue 16: item analysis of a domain's question bank over submitted sessions. */
export function createStatisticsService({ db }: { db: Db }) {
  return {
    async forDomain(domainId: number): Promise<DomainStatistics> {
      const domain = await findDomain(db, domainId);
      if (!domain) throw NotFound(am.domainNotFound).withCode(bankErrorCodes.domainNotFound);
      const [items, summary] = await Promise.all([
        itemRows(db, domainId),
        domainSummary(db, domainId, PASS_PERCENT, rules.bucketPercent),
      ]);
      const counts = new Map(summary.buckets.map((b) => [b.bucket, b.count]));
      const buckets = Math.ceil(100 / rules.bucketPercent);
      return {
        domain_id: domain.id,
        domain_name: domain.name,
        attempts: summary.attempts,
        pass_rate: share(summary.passed, summary.attempts),
        score_distribution: Array.from({ length: buckets }, (_, i) => ({
          from: i * rules.bucketPercent,
          to: Math.min(100, (i + 1) * rules.bucketPercent),
          count: counts.get(i) ?? 0,
        })),
        items: items.map(toItem).sort(byConcern),
      };
    },
  };
}
