import {
  type ANSWER_STATUSES,
  assessmentRequestRoutes,
  examRoutes,
  type MultipartForm,
  type OptionKey,
  type Review,
  type Section,
  type TestSession,
  testBankRoutes,
} from '@skillpath/contract';
import { queryOptions } from '@tanstack/react-query';
import { callApi } from '../../lib/api';
import { mediaUrl } from '../../lib/catalogue';

export type SessionReview = Review;
export type AnswerStatus = (typeof ANSWER_STATUSES)[number];

/** The body of POST submit-answer; '' is "no choice" (the contract accepts it). */
export interface AnswerPayload {
  test_session_id: number;
  test_question_id: number;
  selected_option: OptionKey | '';
  status: AnswerStatus;
}

/** A started section and when its request left, to place the server's deadline on this clock. */
export interface StartedSection {
  session: TestSession;
  sentAt: number;
}

export const assessmentKeys = {
  all: ['assessment'] as const,
  domains: () => ['assessment', 'domains'] as const,
  allResults: () => ['assessment', 'results'] as const,
  results: (userId: string) => ['assessment', 'results', userId] as const,
  review: (sessionId: number) => ['assessment', 'review', sessionId] as const,
  allAttempts: () => ['assessment', 'attempts'] as const,
  attempts: (userId: string, domainId: number) => ['assessment', 'attempts', userId, domainId] as const,
  section: (userId: string, domainId: number, attempt: number, section: Section) =>
    ['assessment', 'section', userId, domainId, attempt, section] as const,
};

export const assessmentQueries = {
  /** Public list of domains, images made absolute (spec 001 §2). */
  domains: () =>
    queryOptions({
      queryKey: assessmentKeys.domains(),
      queryFn: async ({ signal }) =>
        (await callApi(testBankRoutes.domains, {}, signal)).map((d) => ({
          ...d,
          image: mediaUrl(d.image),
        })),
    }),
  /** The caller's submitted sections, newest first. */
  results: (userId: string) =>
    queryOptions({
      queryKey: assessmentKeys.results(userId),
      queryFn: ({ signal }) => callApi(examRoutes.combinedResults, { params: { id: userId } }, signal),
    }),
  review: (sessionId: number) =>
    queryOptions({
      queryKey: assessmentKeys.review(sessionId),
      queryFn: ({ signal }) => callApi(examRoutes.review, { params: { id: sessionId } }, signal),
      // A 403/404/409 will not change by asking again. The review itself may: the correct options
      // appear once the learner's last attempt is used (DESIGN §7), so it is read again when shown.
      retry: false,
    }),
  /** Where the learner stands with each section of a domain (attempts used, when the next opens). */
  attempts: (userId: string, domainId: number) =>
    queryOptions({
      queryKey: assessmentKeys.attempts(userId, domainId),
      queryFn: ({ signal }) => callApi(examRoutes.attempts, { params: { id: domainId } }, signal),
    }),
};

export const examApi = {
  /** Starts or resumes the named attempt at a section; an attempt that is over is refused (409). */
  async start(domainId: number, section: Section, attemptNumber: number): Promise<StartedSection> {
    const sentAt = Date.now();
    const session = await callApi(examRoutes.start, {
      body: { domain_id: domainId, section, attempt_number: attemptNumber },
    });
    return { session, sentAt };
  },
  answer: (payload: AnswerPayload) => callApi(examRoutes.answer, { body: payload }),
  submit: (sessionId: number) => callApi(examRoutes.submit, { body: { test_session_id: sessionId } }),
  createRequest: (form: MultipartForm) => callApi(assessmentRequestRoutes.create, { body: form }),
};
