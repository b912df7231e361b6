import {
  type Attempts,
  attemptRefusalCodes,
  type CombinedResult,
  examErrorCodes as codes,
  examConflictCodes,
  LEARNING_POINTS,
  assessmentMessages as m,
  PASS_PERCENT,
  type Review,
  SECTIONS,
  type Section,
  sectionLabel,
  type startTestSchema,
  type submitAnswerSchema,
  type TestSession,
} from '@skillpath/contract';
import type { z } from 'zod';
import type { Db, Executor } from '../../db/database';
import { isUniqueViolation } from '../../db/errors';
import { recoverable } from '../../db/request-transaction';
import { Conflict, Forbidden, NotFound } from '../../errors';
import type { AuthUser } from '../../plugins/auth';
import { addPoints } from '../auth/queries';
import { issueForPassedDomain } from '../certificates/issue';
import { assessmentCertificatesOf } from '../certificates/queries';
import {
  type AttemptPolicy,
  type AttemptState,
  attemptState,
  countedAttempt,
  DEFAULT_POLICY,
  inAttemptOrder,
  showsAnswerKey,
} from './attempt-policy';
import { findDomain } from './bank-queries';
import { optionOrderOf, shuffledOptionOrder } from './exam-option-order';
import * as q from './exam-queries';

const iso = (d: Date) => d.toISOString();

function toTestSession(
  session: q.SessionRow,
  answers: q.AnswerRow[],
  attempt: { number: number; allowed: number; now: Date },
): TestSession {
  return {
    test_session_id: session.id,
    domain_id: session.domainId,
    domain_name: session.domainName,
    section: session.section,
    started_at: iso(session.startedAt),
    deadline_at: iso(session.deadlineAt),
    server_now: iso(attempt.now),
    duration_seconds: Math.round((session.deadlineAt.getTime() - session.startedAt.getTime()) / 1000),
    submitted_at: session.submittedAt ? iso(session.submittedAt) : null,
    attempt_number: attempt.number,
    attempts_per_section: attempt.allowed,
    // Never the correct answer: it stays on the server until the section is submitted.
    questions: answers.map((a) => ({
      test_question_id: a.id,
      position: a.position,
      question: a.question,
      options: a.options,
      option_order: optionOrderOf(a.optionOrder),
      selected_option: a.selectedOption,
      status: a.status,
    })),
  };
}

type EarnedCertificate = CombinedResult['certificate'];

const toResult = (
  s: q.SessionRow,
  attemptNumber: number,
  counted: boolean,
  certificate: EarnedCertificate,
): CombinedResult => ({
  category: sectionLabel(s.section),
  section: s.section,
  domain_id: s.domainId,
  domain_name: s.domainName,
  correct_answers: s.correctAnswers ?? 0,
  total_questions: s.totalQuestions,
  session_id: s.id,
  score_percent: s.scorePercent ?? 0,
  submitted_at: iso(s.submittedAt!),
  attempt_number: attemptNumber,
  counted,
  certificate,
});

/**
 * A learner's submitted sections (newest first), each with its place among the attempts at its
 * domain and section, whether it is the one the domain's policy counts, and the certificate its
 * domain earned (by domain id).
 */
function toResults(
  rows: { session: q.SessionRow; policy: AttemptPolicy | null }[],
  certificates: Map<number, NonNullable<EarnedCertificate>>,
): CombinedResult[] {
  const groups = new Map<string, { sessions: q.SessionRow[]; policy: AttemptPolicy }>();
  for (const { session: s, policy } of rows) {
    // A deleted domain leaves its name: its sessions still group together.
    const key = `${s.domainId ?? `gone:${s.domainName}`}:${s.section}`;
    const group = groups.get(key) ?? { sessions: [], policy: policy ?? DEFAULT_POLICY };
    group.sessions.push(s);
    groups.set(key, group);
  }
  const numbers = new Map<number, number>();
  const counted = new Set<number>();
  for (const { sessions, policy } of groups.values()) {
    for (const [i, s] of inAttemptOrder(sessions).entries()) numbers.set(s.id, i + 1);
    const id = countedAttempt(sessions, policy.countedScore);
    if (id !== undefined) counted.add(id);
  }
  return rows.map(({ session: s }) =>
    toResult(
      s,
      numbers.get(s.id)!,
      counted.has(s.id),
      (s.domainId !== null && certificates.get(s.domainId)) || null,
    ),
  );
}

/** 409 with how many attempts were used and, while waiting, when the next opens. */
function refuseBeyondPolicy(state: AttemptState, allowed: number) {
  // An admin may lower the limit below what a learner used; the message keeps to the limit.
  const used = m.attemptsUsed(Math.min(state.attemptsUsed, allowed), allowed);
  if (state.status === 'exhausted') throw Conflict(used).withCode(attemptRefusalCodes.exhausted);
  if (state.status === 'waiting')
    throw Conflict(`${used} ${m.nextAttemptOpens(iso(state.nextAttemptAt!))}`).withCode(
      attemptRefusalCodes.notOpenYet,
    );
}

/**
 * A start that names an attempt other than the one it would get: an earlier attempt is over (a tab
 * that missed the submit or the deadline), a later one does not exist yet.
 */
function refuseOtherAttempt(asked: number | undefined, current: number) {
  if (asked === undefined || asked === current) return;
  throw Conflict(m.sectionClosed).withCode(examConflictCodes.sectionClosed);
}

/** The timed exam of DESIGN §7: server-drawn questions, server deadline, idempotent answers. */
export function createExamService(db: Db) {
  /** Closes a session (scoring it, with its line of activity) once; a pass earns points too. */
  async function close(tx: Executor, sessionId: number, userId?: number) {
    const closed = await q.closeSession(tx, sessionId, { userId });
    const score = closed?.scorePercent ?? 0;
    if (closed && score >= PASS_PERCENT) {
      // Points for passing a domain's section once, however many attempts pass it.
      if (!(await q.passedBefore(tx, closed, PASS_PERCENT)))
        await addPoints(tx, closed.userId, LEARNING_POINTS.assessmentPassed);
      if (closed.domainId !== null) await issueForPassedDomain(tx, closed.userId, closed.domainId);
    }
    return closed;
  }

  const closeExpired = async (userId: number) => {
    for (const { id } of await q.expiredOpenSessions(db, userId)) await db.transaction((tx) => close(tx, id));
  };

  async function ownSession(user: AuthUser, sessionId: number, allowAdmin: boolean) {
    const session = await q.findSession(db, sessionId);
    if (!session) throw NotFound(m.sessionNotFound).withCode(codes.sessionNotFound);
    if (session.userId !== user.id && !(allowAdmin && user.role === 'admin'))
      throw Forbidden(m.sessionNotFound).withCode(codes.sessionNotFound);
    return session;
  }

  /** The open session as start-test returns it; it is the latest of the learner's attempts. */
  async function openSessionView(session: q.SessionRow, allowed: number): Promise<TestSession> {
    const history = await q.attemptHistory(db, {
      userId: session.userId,
      domainId: session.domainId!,
      section: session.section,
    });
    return toTestSession(session, await q.answersOf(db, session.id), {
      number: history.used,
      allowed,
      now: history.now,
    });
  }

  async function resultsOf(userId: number): Promise<CombinedResult[]> {
    const sessions = await q.submittedSessions(db, userId);
    const certificates = await assessmentCertificatesOf(db, userId);
    const byDomain = new Map(certificates.map((c) => [c.domainId!, { code: c.code, title: c.title }]));
    return toResults(sessions, byDomain);
  }

  return {
    /**
     * Starts a section, or resumes its open attempt. Only this call starts one (answers never do).
     * With `attempt_number`, the caller names the attempt it means: an attempt that is over is
     * refused (409 section_closed), so a stale tab cannot open a fresh clock.
     */
    async start(user: AuthUser, input: z.output<typeof startTestSchema>): Promise<TestSession> {
      // The domain, the named category and the learner's history at the section in one round trip,
      // the attempt drawn and stored in one more (a start is the exam's costliest call when a cohort
      // begins at once, issue 20).
      const context = await q.startContext(db, {
        userId: user.id,
        domainId: input.domain_id,
        categoryId: input.category_id,
        section: input.section ?? 'aptitude',
      });
      const domain = context?.domain;
      // A draft is the admins' to try; to anyone else it does not exist yet.
      if (!context || !domain || (!domain.published && user.role !== 'admin'))
        throw NotFound(m.invalidDomain).withCode(codes.domainNotFound);
      let section: Section = input.section ?? 'aptitude';
      if (input.category_id) {
        const { category } = context;
        if (!category || category.domainId !== domain.id)
          throw NotFound(m.categoryNotFound).withCode(codes.categoryNotFound);
        section = category.kind;
      }

      const allowed = domain.attemptsPerSection;
      const learner = { userId: user.id, domainId: domain.id, section };
      let { history } = context;
      const open =
        history.openSessionId === null ? undefined : await q.findSession(db, history.openSessionId);
      // Past its deadline by the database's clock, the open attempt is over: scored, then refused or replaced.
      if (open && open.deadlineAt > history.now) {
        refuseOtherAttempt(input.attempt_number, history.used);
        return openSessionView(open, allowed);
      }
      if (open) {
        await db.transaction((tx) => close(tx, open.id));
        history = await q.attemptHistory(db, learner);
      }
      refuseOtherAttempt(input.attempt_number, history.used + 1);
      refuseBeyondPolicy(attemptState(domain, history), allowed);

      const count = section === 'aptitude' ? domain.aptitudeQuestions : domain.domainQuestions;
      let created: Awaited<ReturnType<typeof q.createAttempt>>;
      try {
        // An admin's trial start runs in a request transaction (plugins/audit.ts): a lost race must not abort it.
        created = await recoverable(db, () =>
          q.createAttempt(db, {
            ...learner,
            domainName: domain.name,
            categoryId: input.category_id,
            count,
            minutes: domain.minutesPerSection,
            optionOrders: Array.from({ length: count }, () => shuffledOptionOrder()),
          }),
        );
      } catch (error) {
        // A simultaneous start won the race: answer with its session, as a reload would.
        if (!isUniqueViolation(error)) throw error;
        const winner = await q.findOpenSession(db, user.id, domain.id, section);
        if (!winner) throw error;
        return openSessionView(winner, allowed);
      }
      if (!created)
        throw NotFound(m.noQuestions(section === 'aptitude' ? 'Aptitude' : 'Domain')).withCode(
          codes.noQuestions,
        );
      // What the statement wrote is the view: no second read of the history and the questions.
      return toTestSession(created.session, created.answers, {
        number: history.used + 1,
        allowed,
        now: created.session.startedAt,
      });
    },

    /**
     * `user` comes from the token alone (tokenCheckedByQuery): the write checks the token itself, and
     * `confirmUser` answers 401 for a dead token before any other reason is given.
     */
    async answer(
      user: AuthUser,
      input: z.output<typeof submitAnswerSchema>,
      confirmUser: () => Promise<AuthUser>,
    ) {
      const selected =
        input.status === 'not answered' || !input.selected_option ? null : input.selected_option;
      const ok = await q.recordAnswer(db, {
        userId: user.id,
        tokenVersion: user.claims.ver,
        jti: user.claims.jti,
        sessionId: input.test_session_id,
        answerId: input.test_question_id,
        selected,
        status: input.status,
      });
      if (!ok) {
        // Find out why, in the order a person would want to hear it.
        await confirmUser();
        const session = await ownSession(user, input.test_session_id, false);
        if (session.submittedAt) throw Conflict(m.alreadySubmitted).withCode(codes.alreadySubmitted);
        if (session.deadlineAt <= (await q.databaseNow(db))) {
          await db.transaction((tx) => close(tx, session.id));
          throw Conflict(m.timeOver).withCode(codes.timeOver);
        }
        if (!(await q.answerBelongs(db, input.test_question_id, session.id)))
          throw NotFound(m.questionNotInSession).withCode(codes.questionNotInSession);
        throw Conflict(m.saveFailed).withCode(codes.answerNotSaved);
      }
      return { test_question_id: input.test_question_id, selected_option: selected, status: input.status };
    },

    /** Scores and closes the section; submitting again answers with the same result. */
    async submit(user: AuthUser, sessionId: number): Promise<CombinedResult> {
      // A cohort submits within a minute (issue 20). A score under the pass mark earns nothing but its
      // line of activity: the learner's own open session closes in one statement, no transaction held
      // across round trips. Otherwise (a pass, or nothing closed) the transaction closes it with its
      // points and certificate; when none closed it is looked up, to refuse an unknown or another
      // learner's session, or to answer a repeated submit with the same result.
      const closed =
        (await q.closeSession(db, sessionId, { userId: user.id, below: PASS_PERCENT })) ??
        (await db.transaction((tx) => close(tx, sessionId, user.id)));
      if (!closed) await ownSession(user, sessionId, false);
      return (await resultsOf(user.id)).find((r) => r.session_id === sessionId)!;
    },

    async results(userId: number): Promise<CombinedResult[]> {
      await closeExpired(userId);
      return resultsOf(userId);
    },

    /**
     * After submission: each question with the chosen option and whether it was right; the correct
     * option only as the domain's show_correct_answers allows (always for admins). Hidden, the field
     * is left out of every question, so nothing in the answer names the key.
     */
    async review(user: AuthUser, sessionId: number): Promise<Review> {
      let session = await ownSession(user, sessionId, true);
      // Expired sessions of the learner are over: this one can be reviewed, and none counts as open.
      await closeExpired(session.userId);
      session = (await q.findSession(db, sessionId))!;
      if (!session.submittedAt) throw Conflict(m.reviewNotReady).withCode(codes.reviewNotReady);
      const domain = session.domainId === null ? undefined : await findDomain(db, session.domainId);
      const policy = domain ?? DEFAULT_POLICY;
      // A deleted domain offers no attempt any more.
      const state: AttemptState = domain
        ? attemptState(
            domain,
            await q.attemptHistory(db, {
              userId: session.userId,
              domainId: domain.id,
              section: session.section,
            }),
          )
        : { status: 'exhausted', attemptsUsed: 0, attemptsLeft: 0, nextAttemptAt: null };
      const shown = user.role === 'admin' || showsAnswerKey(policy, state);
      const answers = await q.answersOf(db, session.id);
      return {
        session_id: session.id,
        section: session.section,
        domain_name: session.domainName,
        score_percent: session.scorePercent ?? 0,
        correct_answers: session.correctAnswers ?? 0,
        total_questions: session.totalQuestions,
        questions: answers.map((a) => ({
          position: a.position,
          question: a.question,
          options: a.options,
          option_order: optionOrderOf(a.optionOrder),
          selected_option: a.selectedOption,
          ...(shown ? { correct_answer: a.correctAnswer } : {}),
          is_correct: a.selectedOption === a.correctAnswer,
        })),
        correct_options_shown: shown,
        show_correct_answers: policy.showCorrectAnswers,
        attempts_left: state.attemptsLeft,
      };
    },

    /** Where the caller stands with each section of a domain, before starting one. */
    async attempts(user: AuthUser, domainId: number): Promise<Attempts> {
      const domain = await findDomain(db, domainId);
      if (!domain) throw NotFound(m.invalidDomain).withCode(codes.domainNotFound);
      await closeExpired(user.id);
      const sections = [];
      for (const section of SECTIONS) {
        const history = await q.attemptHistory(db, { userId: user.id, domainId, section });
        const state = attemptState(domain, history);
        sections.push({
          section,
          status: state.status,
          attempts_used: state.attemptsUsed,
          attempts_left: state.attemptsLeft,
          open_session_id: history.openSessionId,
          next_attempt_at: state.nextAttemptAt ? iso(state.nextAttemptAt) : null,
        });
      }
      return {
        domain_id: domain.id,
        attempts_per_section: domain.attemptsPerSection,
        hours_between_attempts: domain.hoursBetweenAttempts,
        counted_score: domain.countedScore,
        show_correct_answers: domain.showCorrectAnswers,
        sections,
      };
    },
  };
}
