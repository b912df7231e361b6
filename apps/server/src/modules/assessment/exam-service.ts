import {
  type CombinedResult,
  LEARNING_POINTS,
  assessmentMessages as m,
  PASS_PERCENT,
  type Section,
  sectionLabel,
  type startTestSchema,
  type submitAnswerSchema,
  type TestSession,
} from '@skillpath/contract';
import type { z } from 'zod';
import type { Db, Executor } from '../../db/database';
import { isUniqueViolation } from '../../db/errors';
import { Conflict, Forbidden, NotFound } from '../../errors';
import type { AuthUser } from '../../plugins/auth';
import { addPoints, recordActivity } from '../activity/queries';
import { findCategory, findDomain } from './bank-queries';
import * as q from './exam-queries';

const iso = (d: Date) => d.toISOString();

function toTestSession(session: q.SessionRow, answers: q.AnswerRow[]): TestSession {
  return {
    test_session_id: session.id,
    domain_id: session.domainId,
    domain_name: session.domainName,
    section: session.section,
    started_at: iso(session.startedAt),
    deadline_at: iso(session.deadlineAt),
    duration_seconds: Math.round((session.deadlineAt.getTime() - session.startedAt.getTime()) / 1000),
    submitted_at: session.submittedAt ? iso(session.submittedAt) : null,
    // Never the correct answer: it stays on the server until the section is submitted.
    questions: answers.map((a) => ({
      test_question_id: a.id,
      position: a.position,
      question: a.question,
      options: a.options,
      selected_option: a.selectedOption,
      status: a.status,
    })),
  };
}

const toResult = (s: q.SessionRow): CombinedResult => ({
  category: sectionLabel(s.section),
  section: s.section,
  domain_id: s.domainId,
  domain_name: s.domainName,
  correct_answers: s.correctAnswers ?? 0,
  total_questions: s.totalQuestions,
  session_id: s.id,
  score_percent: s.scorePercent ?? 0,
  submitted_at: iso(s.submittedAt!),
});

/** The timed exam of DESIGN §7: server-drawn questions, server deadline, idempotent answers. */
export function createExamService(db: Db) {
  /** Closes a session (scoring it) once; a pass earns points and a line of activity. */
  async function close(tx: Executor, sessionId: number) {
    const closed = await q.closeSession(tx, sessionId);
    if (closed) {
      const score = closed.scorePercent ?? 0;
      const what = `${closed.domainName} ${sectionLabel(closed.section)} assessment`;
      await recordActivity(tx, closed.userId, `Scored ${score}% in the ${what}`);
      if (score >= PASS_PERCENT) await addPoints(tx, closed.userId, LEARNING_POINTS.assessmentPassed);
    }
    return closed;
  }

  const closeExpired = async (userId: number) => {
    for (const { id } of await q.expiredOpenSessions(db, userId)) await db.transaction((tx) => close(tx, id));
  };

  async function ownSession(user: AuthUser, sessionId: number, allowAdmin: boolean) {
    const session = await q.findSession(db, sessionId);
    if (!session) throw NotFound(m.sessionNotFound);
    if (session.userId !== user.id && !(allowAdmin && user.role === 'admin'))
      throw Forbidden(m.sessionNotFound);
    return session;
  }

  return {
    async start(user: AuthUser, input: z.output<typeof startTestSchema>): Promise<TestSession> {
      const domain = await findDomain(db, input.domain_id);
      if (!domain) throw NotFound(m.invalidDomain);
      let section: Section = input.section ?? 'aptitude';
      let categoryIds: number[];
      if (input.category_id) {
        const category = await findCategory(db, input.category_id);
        if (!category || category.domainId !== domain.id) throw NotFound(m.categoryNotFound);
        section = category.kind;
        categoryIds = [category.id];
      } else {
        categoryIds = (await q.categoriesOf(db, domain.id, section)).map((c) => c.id);
      }

      const open = await q.findOpenSession(db, user.id, domain.id, section);
      if (open && open.deadlineAt > new Date()) return toTestSession(open, await q.answersOf(db, open.id));
      if (open) await db.transaction((tx) => close(tx, open.id));

      const count = section === 'aptitude' ? domain.aptitudeQuestions : domain.domainQuestions;
      const drawn = await q.drawQuestions(db, categoryIds, count);
      if (drawn.length === 0) throw NotFound(m.noQuestions(section === 'aptitude' ? 'Aptitude' : 'Domain'));
      const now = new Date();
      try {
        const session = await db.transaction(async (tx) => {
          const created = await q.insertSession(tx, {
            userId: user.id,
            domainId: domain.id,
            domainName: domain.name,
            section,
            startedAt: now,
            deadlineAt: new Date(now.getTime() + domain.minutesPerSection * 60_000),
            totalQuestions: drawn.length,
          });
          await q.insertAnswers(
            tx,
            drawn.map((mcq, i) => ({
              sessionId: created.id,
              mcqId: mcq.id,
              position: i + 1,
              question: mcq.question,
              options: mcq.options,
              correctAnswer: mcq.correctAnswer,
            })),
          );
          return created;
        });
        return toTestSession(session, await q.answersOf(db, session.id));
      } catch (error) {
        // A simultaneous start won the race: answer with its session, as a reload would.
        if (!isUniqueViolation(error)) throw error;
        const winner = await q.findOpenSession(db, user.id, domain.id, section);
        if (!winner) throw error;
        return toTestSession(winner, await q.answersOf(db, winner.id));
      }
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
        if (session.submittedAt) throw Conflict(m.alreadySubmitted);
        if (session.deadlineAt <= new Date()) {
          await db.transaction((tx) => close(tx, session.id));
          throw Conflict(m.timeOver);
        }
        if (!(await q.answerBelongs(db, input.test_question_id, session.id)))
          throw NotFound(m.questionNotInSession);
        throw Conflict(m.saveFailed);
      }
      return { test_question_id: input.test_question_id, selected_option: selected, status: input.status };
    },

    /** Scores and closes the section; submitting again answers with the same result. */
    async submit(user: AuthUser, sessionId: number): Promise<CombinedResult> {
      await ownSession(user, sessionId, false);
      await db.transaction((tx) => close(tx, sessionId));
      return toResult((await q.findSession(db, sessionId))!);
    },

    async results(userId: number): Promise<CombinedResult[]> {
      await closeExpired(userId);
      return (await q.submittedSessions(db, userId)).map(toResult);
    },

    /** After submission: each question with the chosen and the correct option. */
    async review(user: AuthUser, sessionId: number) {
      let session = await ownSession(user, sessionId, true);
      if (!session.submittedAt && session.deadlineAt <= new Date()) {
        await db.transaction((tx) => close(tx, session.id));
        session = (await q.findSession(db, sessionId))!;
      }
      if (!session.submittedAt) throw Conflict(m.reviewNotReady);
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
          selected_option: a.selectedOption,
          correct_answer: a.correctAnswer,
          is_correct: a.selectedOption === a.correctAnswer,
        })),
      };
    },
  };
}
