import { z } from 'zod';
import { PHONE_PATTERN } from '../common/constants';
import { blankAsMissing, queryFlag } from '../common/day-range';
import { idText, requiredText } from '../common/schemas';
import { withDayRange } from '../inbox/schemas';
import { MCQ_FORMATS, mcqTransferMessages } from './bank-transfer';
import {
  ANSWER_STATUSES,
  ATTEMPT_STATUSES,
  assessmentMessages,
  COUNTED_SCORES,
  OPTION_KEYS,
  type OptionKey,
  SECTIONS,
  type Section,
  sectionLabel,
} from './constants';
import { DUBIOUS_REASONS, itemStatisticsMessages } from './item-statistics';
import { ATTEMPT_OUTCOMES, OVERRIDE_MINUTES_MAX, testResultMessages } from './results';

const m = assessmentMessages;

/** A category of a domain's bank with the number of questions it holds. */
export const bankCategorySchema = z.object({
  id: z.number().int(),
  name: z.string(),
  kind: z.enum(SECTIONS),
  questions: z.number().int(),
});

export type BankCategory = z.infer<typeof bankCategorySchema>;

export const domainSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  description: z.string(),
  image: z.string(),
  aptitude_questions: z.number().int(),
  domain_questions: z.number().int(),
  minutes_per_section: z.number().int(),
  attempts_per_section: z.number().int(),
  hours_between_attempts: z.number().int(),
  counted_score: z.enum(COUNTED_SCORES),
  /** Whether a learner's review shows the correct option of a wrong answer (default off). */
  show_correct_answers: z.boolean(),
  /** Visible to candidates; only while every section's bank holds what the section draws. */
  published: z.boolean(),
  bank: z.array(bankCategorySchema),
});

export type Domain = z.infer<typeof domainSchema>;

const drawField = { aptitude: 'aptitude_questions', domain: 'domain_questions' } as const;

/**
 * The sections whose bank holds fewer questions than the section draws, as field messages: a domain
 * with any cannot be published (the server refuses, the settings form says so before saving).
 */
export function bankShortfalls(
  draws: { aptitude_questions: number; domain_questions: number },
  bank: readonly Pick<BankCategory, 'kind' | 'questions'>[],
): Partial<Record<(typeof drawField)[Section], string>> {
  const shortfalls: Partial<Record<(typeof drawField)[Section], string>> = {};
  for (const section of SECTIONS) {
    const field = drawField[section];
    const holds = bank.filter((c) => c.kind === section).reduce((sum, c) => sum + c.questions, 0);
    if (holds < draws[field]) shortfalls[field] = m.bankTooSmall(sectionLabel(section), draws[field], holds);
  }
  return shortfalls;
}

/** Domain create/update (multipart; optional file part `image`). */
export const domainInputSchema = z.object({
  name: requiredText(m.domainNameRequired).max(100, 'At most 100 characters.'),
  description: z.string().trim().max(1000, 'At most 1000 characters.').default(''),
});

const count = (max: number, min = 1) =>
  z.coerce
    .number({ error: `A whole number from ${min} to ${max}` })
    .int()
    .min(min, `A whole number from ${min} to ${max}`)
    .max(max, `A whole number from ${min} to ${max}`);

/**
 * Per-domain settings. The attempt policy and the review's answer key may be left out (clients that
 * predate them): the domain keeps what it has.
 */
export const domainSettingsSchema = z.object({
  aptitude_questions: count(100),
  domain_questions: count(100),
  minutes_per_section: count(180),
  attempts_per_section: count(20).optional(),
  hours_between_attempts: count(720, 0).optional(),
  counted_score: z.enum(COUNTED_SCORES, { error: 'Choose best, latest or first.' }).optional(),
  show_correct_answers: z
    .boolean({ error: 'Choose whether the review shows the correct answers.' })
    .optional(),
  /** Left out, the domain stays published or draft as it is. */
  published: z.boolean({ error: 'Choose published or draft.' }).optional(),
});

export const categorySchema = z.object({
  id: z.number().int(),
  name: z.string(),
  domain_id: z.number().int(),
  kind: z.enum(SECTIONS),
});

export type Category = z.infer<typeof categorySchema>;

export const categoryInputSchema = z.object({
  name: requiredText(m.categoryNameRequired).max(100, 'At most 100 characters.'),
  domain_id: z.coerce.number({ error: m.invalidDomain }).int().positive(m.invalidDomain),
  kind: z.enum(SECTIONS).default('domain'),
});

export const categoryListQuerySchema = z.object({
  domain_id: idText(m.invalidDomain),
});

export const optionsSchema = z.object({
  A: requiredText(m.optionRequired).max(500),
  B: requiredText(m.optionRequired).max(500),
  C: requiredText(m.optionRequired).max(500),
  D: requiredText(m.optionRequired).max(500),
});

/** Options compare as a reader sees them: case and runs of whitespace do not make two different. */
const optionText = (text: string) => text.trim().replace(/\s+/g, ' ').toLowerCase();

/** The options that repeat an earlier one, each with its message (the form shows them as typed). */
export function repeatedOptions(options: Record<OptionKey, string>): Partial<Record<OptionKey, string>> {
  const seen = new Map<string, OptionKey>();
  const repeated: Partial<Record<OptionKey, string>> = {};
  for (const key of OPTION_KEYS) {
    const text = optionText(options[key]);
    const same = seen.get(text);
    if (!text) continue;
    if (same) repeated[key] = m.optionRepeated(key, same);
    else seen.set(text, key);
  }
  return repeated;
}

export const mcqInputSchema = z
  .object({
    category: z.coerce.number({ error: m.categoryNotFound }).int().positive(m.categoryNotFound),
    domain: z.coerce.number({ error: m.invalidDomain }).int().positive(m.invalidDomain),
    question: requiredText(m.questionRequired).max(2000),
    options: optionsSchema,
    correct_answer: z.enum(OPTION_KEYS, { error: m.correctAnswerRequired }),
  })
  .superRefine(({ options }, ctx) => {
    for (const [key, message] of Object.entries(repeatedOptions(options)))
      ctx.addIssue({ code: 'custom', path: ['options', key], message });
  });

export type McqInput = z.input<typeof mcqInputSchema>;

/** An MCQ as admins see it; learners get the same without correct_answer. */
export const mcqSchema = z.object({
  id: z.number().int(),
  category: z.number().int(),
  domain: z.number().int(),
  question: z.string(),
  options: z.object({ A: z.string(), B: z.string(), C: z.string(), D: z.string() }),
  correct_answer: z.enum(OPTION_KEYS).optional(),
});

export type Mcq = z.infer<typeof mcqSchema>;

export const mcqListQuerySchema = z.object({
  domain: idText(m.invalidDomain),
  category: idText(m.categoryNotFound).optional(),
});

/** POST start-test (DESIGN §7). student_id is accepted for the spec's payload and ignored. */
export const startTestSchema = z.object({
  domain_id: z.coerce.number({ error: m.invalidDomain }).int().positive(m.invalidDomain),
  section: z.enum(SECTIONS).optional(),
  category_id: z.coerce.number().int().positive().optional(),
  /**
   * The attempt the caller means to start or resume (its number among the learner's attempts at the
   * section). A tab that last saw an earlier attempt is refused (409 section_closed) instead of
   * opening a fresh one. Left out (the spec's payload), the open attempt or a new one is returned.
   */
  attempt_number: z.coerce.number().int().positive().optional(),
  student_id: z.unknown().optional(),
});

/** The order an attempt shows a question's options in; each keeps its key (A–D) for answers. */
const optionOrderSchema = z.array(z.enum(OPTION_KEYS)).length(4);

export const examQuestionSchema = z.object({
  test_question_id: z.number().int(),
  position: z.number().int(),
  question: z.string(),
  options: z.object({ A: z.string(), B: z.string(), C: z.string(), D: z.string() }),
  option_order: optionOrderSchema,
  selected_option: z.enum(OPTION_KEYS).nullable(),
  status: z.string(),
});

export const testSessionSchema = z.object({
  test_session_id: z.number().int(),
  domain_id: z.number().int().nullable(),
  domain_name: z.string(),
  section: z.enum(SECTIONS),
  started_at: z.string(),
  deadline_at: z.string(),
  /** The server's clock when it answered: the client places `deadline_at` on its own clock with it. */
  server_now: z.string(),
  duration_seconds: z.number().int(),
  submitted_at: z.string().nullable(),
  /** This session's place among the learner's attempts at the section, and the policy's limit. */
  attempt_number: z.number().int(),
  attempts_per_section: z.number().int(),
  questions: z.array(examQuestionSchema),
});

export type TestSession = z.infer<typeof testSessionSchema>;

export const submitAnswerSchema = z.object({
  test_session_id: z.coerce.number().int().positive(m.sessionNotFound),
  test_question_id: z.coerce.number().int().positive(m.questionNotInSession),
  selected_option: z.union([z.enum(OPTION_KEYS), z.literal(''), z.null()]).default(null),
  status: z.enum(ANSWER_STATUSES).default('answered'),
});

/** What submit-answer answers: the answer as saved. */
export const savedAnswerSchema = z.object({
  test_question_id: z.number().int(),
  selected_option: z.enum(OPTION_KEYS).nullable(),
  status: z.string(),
});

export const submitTestSchema = z.object({
  test_session_id: z.coerce.number().int().positive(m.sessionNotFound),
});

export const combinedResultSchema = z.object({
  category: z.string(),
  section: z.enum(SECTIONS),
  domain_id: z.number().int().nullable(),
  domain_name: z.string(),
  correct_answers: z.number().int(),
  total_questions: z.number().int(),
  session_id: z.number().int(),
  score_percent: z.number(),
  submitted_at: z.string(),
  attempt_number: z.number().int(),
  /** The attempt whose score counts for its domain and section (the domain's counted_score). */
  counted: z.boolean(),
  /**
   * The learner's valid certificate for the domain, once both its sections are passed (the same on
   * each result of the domain); null before, or once revoked. Its page is certificatePagePath(code).
   */
  certificate: z.object({ code: z.string(), title: z.string() }).nullable(),
});

export type CombinedResult = z.infer<typeof combinedResultSchema>;

export const reviewSchema = z.object({
  session_id: z.number().int(),
  section: z.enum(SECTIONS),
  domain_name: z.string(),
  score_percent: z.number(),
  correct_answers: z.number().int(),
  total_questions: z.number().int(),
  questions: z.array(
    z.object({
      position: z.number().int(),
      question: z.string(),
      options: z.object({ A: z.string(), B: z.string(), C: z.string(), D: z.string() }),
      option_order: optionOrderSchema,
      selected_option: z.enum(OPTION_KEYS).nullable(),
      /**
       * Present only when the key may be shown: to admins, or when the domain's show_correct_answers
       * is on and no attempt at the section is running. Left out, a wrong answer says only that it was
       * wrong (the key of a placement test must not be harvestable, SECURITY.md).
       */
      correct_answer: z.enum(OPTION_KEYS).optional(),
      is_correct: z.boolean(),
    }),
  ),
  correct_options_shown: z.boolean(),
  /** The domain's setting: with it off the key is never shown to a learner. */
  show_correct_answers: z.boolean(),
  attempts_left: z.number().int(),
});

export type Review = z.infer<typeof reviewSchema>;

/** GET attempts/{domainId}/: where the caller stands with each section of a domain. */
export const sectionAttemptsSchema = z.object({
  section: z.enum(SECTIONS),
  status: z.enum(ATTEMPT_STATUSES),
  attempts_used: z.number().int(),
  attempts_left: z.number().int(),
  open_session_id: z.number().int().nullable(),
  /** When the next attempt opens, while the learner waits for it; otherwise null. */
  next_attempt_at: z.string().nullable(),
});

export type SectionAttempts = z.infer<typeof sectionAttemptsSchema>;

export const attemptsSchema = z.object({
  domain_id: z.number().int(),
  attempts_per_section: z.number().int(),
  hours_between_attempts: z.number().int(),
  counted_score: z.enum(COUNTED_SCORES),
  show_correct_answers: z.boolean(),
  sections: z.array(sectionAttemptsSchema),
});

export type Attempts = z.infer<typeof attemptsSchema>;

/** The assessment form (multipart: username, mobile, resume file, domain_id). */
export const assessmentRequestSchema = z.object({
  username: requiredText(m.usernameRequired).max(100),
  mobile: requiredText(m.mobileInvalid).regex(PHONE_PATTERN, m.mobileInvalid),
  domain_id: z.union([z.literal(''), z.coerce.number().int().positive(m.invalidDomain)]).optional(),
});

export const assessmentRequestRecordSchema = z.object({
  id: z.number().int(),
  username: z.string(),
  mobile: z.string(),
  domain_id: z.number().int().nullable(),
  domain_name: z.string().nullable(),
  resume_name: z.string(),
  /** The candidate's account: the request leads to their attempts (issue 22). */
  user_id: z.number().int(),
  user_email: z.string().nullable(),
  /** Exam attempts the candidate has started, in any domain. */
  attempts: z.number().int(),
  created_at: z.string(),
  message: z.string().optional(),
});

/* Issue 16: the question bank's import and export. */

const tm = mcqTransferMessages;

/** The multipart text fields of POST /v1/api/mcq/import/ (the file part is `file`). */
export const mcqImportFieldsSchema = z.object({
  format: z.enum(MCQ_FORMATS, { error: tm.formatUnknown }),
  category_id: idText(tm.categoryRequired),
  dry_run: z
    .enum(['true', 'false'])
    .default('true')
    .transform((v) => v === 'true'),
});

/** Options that read the same once case and spacing are set aside count as identical. */
const optionKey = (text: string) => text.trim().replace(/\s+/g, ' ').toLowerCase();

/** A question as the bank stores it: four non-empty options, one correct, none repeated. */
export const importedQuestionSchema = z
  .object({
    question: z.string().trim().min(1, assessmentMessages.questionRequired).max(2000),
    options: z.object({
      A: z.string().trim().min(1, assessmentMessages.optionRequired).max(500),
      B: z.string().trim().min(1, assessmentMessages.optionRequired).max(500),
      C: z.string().trim().min(1, assessmentMessages.optionRequired).max(500),
      D: z.string().trim().min(1, assessmentMessages.optionRequired).max(500),
    }),
    correct_answer: z.enum(OPTION_KEYS, { error: assessmentMessages.correctAnswerRequired }),
  })
  .superRefine((q, ctx) => {
    const seen = new Map<string, string>();
    for (const key of OPTION_KEYS) {
      const earlier = seen.get(optionKey(q.options[key]));
      if (earlier)
        ctx.addIssue({ code: 'custom', path: ['options', key], message: tm.identicalOptions(earlier, key) });
      else seen.set(optionKey(q.options[key]), key);
    }
  });

export type ImportedQuestion = z.output<typeof importedQuestionSchema>;

export const importProblemSchema = z.object({ line: z.number().int(), message: z.string() });

export type ImportProblem = z.infer<typeof importProblemSchema>;

export const importPreviewQuestionSchema = z.object({
  line: z.number().int(),
  question: z.string(),
  options: z.object({ A: z.string(), B: z.string(), C: z.string(), D: z.string() }),
  correct_answer: z.enum(OPTION_KEYS),
  /** Its text is already in the category (or earlier in the file): skipped, not imported. */
  duplicate: z.boolean(),
});

export type ImportPreviewQuestion = z.infer<typeof importPreviewQuestionSchema>;

export const mcqImportResultSchema = z.object({
  dry_run: z.boolean(),
  imported: z.number().int(),
  skipped_duplicates: z.number().int(),
  errors: z.array(importProblemSchema),
  questions: z.array(importPreviewQuestionSchema),
});

export type McqImportResult = z.infer<typeof mcqImportResultSchema>;

/** GET /v1/api/mcq/export/: one category, or every category of a domain. */
export const mcqExportQuerySchema = z
  .object({
    category_id: idText(tm.scopeRequired).optional(),
    domain_id: idText(tm.scopeRequired).optional(),
    format: z.enum(MCQ_FORMATS, { error: tm.formatUnknown }).default('csv'),
  })
  .refine((q) => q.category_id !== undefined || q.domain_id !== undefined, {
    message: tm.scopeRequired,
    path: ['category_id'],
  });

/* Issue 16: item analysis. */

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

/* Issue 22: the examiner's report and overrides. */

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
const testResultFilters = withDayRange(filterShape);
export const testResultFilterSchema = testResultFilters.filter;
export const testResultListQuerySchema = testResultFilters.page;
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
