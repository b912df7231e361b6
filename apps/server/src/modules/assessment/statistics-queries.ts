import { sql } from 'drizzle-orm';
import type { Executor } from '../../db/database';

export interface ItemRow {
  mcq_id: number;
  question: string;
  category_id: number;
  category_name: string;
  section: 'aptitude' | 'domain';
  correct_answer: 'A' | 'B' | 'C' | 'D';
  drawn: number;
  answered: number;
  correct: number;
  chose_a: number;
  chose_b: number;
  chose_c: number;
  chose_d: number;
  discrimination: number | null;
}

/**
 * Every question of the domain's bank with its figures over submitted sessions. Discrimination is the
 * point-biserial correlation (Pearson's r of a 0/1 item) between the item and the rest of the section
 * score, i.e. the session's correct answers without this one; PostgreSQL's corr() is null when either
 * side does not vary.
 */
export async function itemRows(db: Executor, domainId: number): Promise<ItemRow[]> {
  // The section score is the one the session was closed with (exam-queries closeSession counts the
  // same answers), so each answer is joined once and never re-aggregated per session.
  const result = (await db.execute(sql`
    with answers as (
      select a.mcq_id, a.selected_option,
        case when a.selected_option = a.correct_answer then 1 else 0 end as x,
        coalesce(s.correct_answers, 0) as score
      from test_sessions s join test_answers a on a.session_id = s.id
      where s.domain_id = ${domainId} and s.submitted_at is not null and a.mcq_id is not null
    ),
    items as (
      select mcq_id,
        count(*)::int as drawn,
        count(selected_option)::int as answered,
        sum(x)::int as correct,
        count(*) filter (where selected_option = 'A')::int as chose_a,
        count(*) filter (where selected_option = 'B')::int as chose_b,
        count(*) filter (where selected_option = 'C')::int as chose_c,
        count(*) filter (where selected_option = 'D')::int as chose_d,
        corr(x::float8, (score - x)::float8) as discrimination
      from answers
      group by mcq_id
    )
    select m.id as mcq_id, m.question, c.id as category_id, c.name as category_name, c.kind as section,
      m.correct_answer,
      coalesce(i.drawn, 0) as drawn, coalesce(i.answered, 0) as answered, coalesce(i.correct, 0) as correct,
      coalesce(i.chose_a, 0) as chose_a, coalesce(i.chose_b, 0) as chose_b,
      coalesce(i.chose_c, 0) as chose_c, coalesce(i.chose_d, 0) as chose_d,
      i.discrimination
    from mcqs m
    join categories c on c.id = m.category_id
    left join items i on i.mcq_id = m.id
    where c.domain_id = ${domainId}
    order by m.id`)) as unknown as { rows: ItemRow[] };
  return result.rows;
}

export interface DomainSummaryRow {
  attempts: number;
  passed: number;
  /** Score buckets of width `bucketPercent` (the last one holds 100 %), only those with sessions. */
  buckets: { bucket: number; count: number }[];
}

/** Attempts, passes and the score histogram, from the scores submitted sessions were closed with. */
export async function domainSummary(
  db: Executor,
  domainId: number,
  passPercent: number,
  bucketPercent: number,
): Promise<DomainSummaryRow> {
  const lastBucket = Math.ceil(100 / bucketPercent) - 1;
  const result = (await db.execute(sql`
    with scores as (
      select coalesce(score_percent, 0) as pct from test_sessions
      where domain_id = ${domainId} and submitted_at is not null
    ),
    buckets as (
      select least(floor(pct / ${bucketPercent}), ${lastBucket})::int as bucket, count(*)::int as count
      from scores group by 1
    )
    select
      (select count(*)::int from scores) as attempts,
      (select count(*)::int from scores where pct >= ${passPercent}) as passed,
      coalesce(
        (select json_agg(json_build_object('bucket', bucket, 'count', count) order by bucket) from buckets),
        '[]'::json
      ) as buckets
  `)) as unknown as { rows: DomainSummaryRow[] };
  return result.rows[0]!;
}
