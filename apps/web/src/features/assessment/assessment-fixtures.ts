import {
  type Attempts,
  type assessmentRequestRoutes,
  type CombinedResult,
  type Domain,
  examErrorCodes,
  examRoutes,
  assessmentMessages as m,
  OPTION_KEYS,
  type OptionKey,
  type Route,
  type RouteOutput,
  type Section,
  sectionLabel,
  type TestSession,
  testBankRoutes,
} from '@skillpath/contract';
import { apiError, mockRoute } from '../../test/api-mock';
import { learnerToken } from '../../test/tokens';
import type { AnswerPayload, SessionReview } from './assessment-api';

// Test data and a small stand-in for the exam API, shaped like the server's answers.

/** The learner of `learnerToken()` (user id 7). */
const LEARNER_ID = '7';
export const signIn = () => localStorage.setItem('authToken', learnerToken());

export const domains: Domain[] = [
  {
    id: 1,
    name: 'Python',
    description: 'Core Python: data types, functions, modules and the standard library.',
    image: '/media/domains/python.webp',
    aptitude_questions: 10,
    domain_questions: 10,
    minutes_per_section: 25,
    attempts_per_section: 3,
    hours_between_attempts: 24,
    counted_score: 'best',
    show_correct_answers: false,
    published: true,
    bank: [],
  },
  {
    id: 2,
    name: 'Java',
    description: 'Object-oriented programming in Java.',
    image: '',
    aptitude_questions: 10,
    domain_questions: 10,
    minutes_per_section: 25,
    attempts_per_section: 3,
    hours_between_attempts: 24,
    counted_score: 'best',
    show_correct_answers: false,
    published: true,
    bank: [],
  },
];

/** What the server answers to a stored assessment request (POST create-profile). */
export const requestRecord = (
  domainId: number | null,
): RouteOutput<typeof assessmentRequestRoutes.create> => ({
  id: 1,
  username: 'Asha Rao',
  mobile: '9876543210',
  domain_id: domainId,
  domain_name: null,
  resume_name: 'cv.pdf',
  user_id: 7,
  user_email: 'learner@example.com',
  attempts: 0,
  created_at: '2026-02-01T10:00:00.000Z',
  message: m.requestSubmitted,
});

const SESSION_IDS: Record<Section, number> = { aptitude: 101, domain: 102 };
/** Question n of a section: id, and its correct option (A, B, C, D, A, …). */
const questionId = (section: Section, n: number) => (section === 'aptitude' ? 1000 : 2000) + n;
const correctOf = (n: number) => OPTION_KEYS[(n - 1) % 4]!;

export function makeSession(
  section: Section,
  {
    count = 3,
    seconds = 1500,
    startedAt = new Date(),
  }: { count?: number; seconds?: number; startedAt?: Date } = {},
): TestSession {
  return {
    test_session_id: SESSION_IDS[section],
    domain_id: 1,
    domain_name: 'Python',
    section,
    started_at: startedAt.toISOString(),
    deadline_at: new Date(startedAt.getTime() + seconds * 1000).toISOString(),
    server_now: new Date().toISOString(),
    duration_seconds: seconds,
    submitted_at: null,
    attempt_number: 1,
    attempts_per_section: 3,
    questions: Array.from({ length: count }, (_, i) => ({
      test_question_id: questionId(section, i + 1),
      position: i + 1,
      question: `${sectionLabel(section)} question ${i + 1}?`,
      options: { A: `Option A${i + 1}`, B: `Option B${i + 1}`, C: `Option C${i + 1}`, D: `Option D${i + 1}` },
      option_order: [...OPTION_KEYS],
      selected_option: null,
      status: 'not visited',
    })),
  };
}

/** A test's own answer to a call of route R (a success or `apiError(…)`), or undefined for the fake's. */
type Reply<R extends Route> =
  | RouteOutput<R>
  | ReturnType<typeof apiError>
  | undefined
  | Promise<RouteOutput<R> | ReturnType<typeof apiError> | undefined>;

interface FakeExamOptions {
  count?: Partial<Record<Section, number>>;
  seconds?: number;
  /** The order the attempt shows every question's options in (the bank's order by default). */
  optionOrder?: OptionKey[];
  /** Replace a reply; return undefined to let the fake answer as usual. */
  start?: (section: Section) => Reply<typeof examRoutes.start>;
  answer?: (payload: AnswerPayload) => Reply<typeof examRoutes.answer>;
  submit?: (sessionId: number) => Reply<typeof examRoutes.submit>;
  results?: () => Reply<typeof examRoutes.combinedResults>;
  review?: (sessionId: number) => Reply<typeof examRoutes.review>;
  attempts?: () => Reply<typeof examRoutes.attempts>;
  /** The certificate the domain's results name (both sections passed); none by default. */
  certificate?: CombinedResult['certificate'];
  /** Results of other exams the learner took (they must not show in this exam's summary). */
  otherResults?: CombinedResult[];
}

/** Domain 1's attempt state before any attempt: every section available. */
export const freshAttempts: Attempts = {
  domain_id: 1,
  attempts_per_section: 3,
  hours_between_attempts: 24,
  counted_score: 'best',
  show_correct_answers: false,
  sections: (['aptitude', 'domain'] as const).map((section) => ({
    section,
    status: 'available',
    attempts_used: 0,
    attempts_left: 3,
    open_session_id: null,
    next_attempt_at: null,
  })),
};

export const otherResult: CombinedResult = {
  category: 'Aptitude',
  section: 'aptitude',
  domain_id: 2,
  domain_name: 'Java',
  correct_answers: 9,
  total_questions: 10,
  session_id: 55,
  score_percent: 90,
  submitted_at: '2026-01-10T09:00:00.000Z',
  attempt_number: 1,
  counted: true,
  certificate: null,
};

/** A stand-in for the exam API with memory: sessions, saved answers, submissions. */
export function fakeExamServer(options: FakeExamOptions = {}) {
  const sessions = new Map<Section, TestSession>();
  const saved = new Map<number, AnswerPayload>();
  const answers: AnswerPayload[] = [];
  const submitted: number[] = [];
  const starts: Section[] = [];

  const sessionById = (id: number) => [...sessions.values()].find((s) => s.test_session_id === id);
  const resultOf = (session: TestSession): CombinedResult => {
    const correct = session.questions.filter(
      (q) => saved.get(q.test_question_id)?.selected_option === correctOf(q.position),
    ).length;
    return {
      category: sectionLabel(session.section),
      section: session.section,
      domain_id: 1,
      domain_name: 'Python',
      correct_answers: correct,
      total_questions: session.questions.length,
      session_id: session.test_session_id,
      score_percent: Math.round((correct * 1000) / session.questions.length) / 10,
      submitted_at: '2026-02-01T10:00:00.000Z',
      attempt_number: 1,
      counted: true,
      certificate: options.certificate ?? null,
    };
  };
  const reviewOf = (session: TestSession): SessionReview => {
    const result = resultOf(session);
    return {
      session_id: session.test_session_id,
      section: session.section,
      domain_name: 'Python',
      score_percent: result.score_percent,
      correct_answers: result.correct_answers,
      total_questions: result.total_questions,
      questions: session.questions.map((q) => {
        const selected = (saved.get(q.test_question_id)?.selected_option ||
          null) as SessionReview['questions'][number]['selected_option'];
        return {
          position: q.position,
          question: q.question,
          options: q.options,
          option_order: q.option_order,
          selected_option: selected,
          correct_answer: correctOf(q.position),
          is_correct: selected === correctOf(q.position),
        };
      }),
      // An admin showed the key: these tests read it; attempts.test.ts holds the default back.
      correct_options_shown: true,
      show_correct_answers: true,
      attempts_left: 2,
    };
  };

  mockRoute(testBankRoutes.domains, domains);
  mockRoute(examRoutes.start, async ({ body }) => {
    const section = (body as { section: Section }).section;
    starts.push(section);
    const replaced = await options.start?.(section);
    if (replaced) return replaced;
    if (!sessions.has(section)) {
      const session = makeSession(section, {
        count: options.count?.[section] ?? 3,
        seconds: options.seconds,
      });
      for (const q of session.questions) q.option_order = options.optionOrder ?? q.option_order;
      sessions.set(section, session);
    }
    // The server's clock as it answers, as the real one sends it.
    return { ...sessions.get(section)!, server_now: new Date().toISOString() };
  });
  mockRoute(examRoutes.answer, async (call) => {
    const body = call.body as AnswerPayload;
    answers.push(body);
    const replaced = await options.answer?.(body);
    if (replaced) return replaced;
    saved.set(body.test_question_id, body);
    return { ...body, selected_option: body.selected_option || null };
  });
  mockRoute(examRoutes.submit, async (call) => {
    const id = (call.body as { test_session_id: number }).test_session_id;
    submitted.push(id);
    const replaced = await options.submit?.(id);
    if (replaced) return replaced;
    const session = sessionById(id)!;
    session.submitted_at = '2026-02-01T10:00:00.000Z';
    return resultOf(session);
  });
  mockRoute(examRoutes.combinedResults, async ({ params }) => {
    if (params.id !== LEARNER_ID) return apiError(404, 'Not found.');
    const replaced = await options.results?.();
    if (replaced) return replaced;
    const mine = [...sessions.values()].filter((s) => s.submitted_at).map(resultOf);
    return [...mine.reverse(), ...(options.otherResults ?? [otherResult])];
  });
  mockRoute(examRoutes.attempts, async ({ params }) =>
    params.id === '1' ? ((await options.attempts?.()) ?? freshAttempts) : apiError(404, 'Not found.'),
  );
  mockRoute(examRoutes.review, async ({ params }) => {
    const id = Number(params.id);
    const replaced = await options.review?.(id);
    if (replaced) return replaced;
    const session = sessionById(id);
    if (!session) return apiError(404, m.sessionNotFound, examErrorCodes.sessionNotFound);
    if (!session.submitted_at) return apiError(409, m.reviewNotReady, examErrorCodes.reviewNotReady);
    return reviewOf(session);
  });

  return { answers, submitted, starts, sessions };
}
