import { examErrorCodes as codes, assessmentMessages as m, type TestSession } from '@skillpath/contract';
import { useCallback, useEffect, useRef, useState } from 'react';
import { ApiRequestError } from '../../lib/api';
import { type AnswerState, initialAnswers, sameAnswer, toPayload } from './answer-state';
import { examApi } from './assessment-api';

/** Refusals of an answer that mean the section is over: the exam closes it. Any other is a failed save. */
const SECTION_OVER: readonly string[] = [codes.timeOver, codes.alreadySubmitted];

/**
 * The answers of one section, saved optimistically: the screen changes at once and the request
 * follows. Requests for one question go out one after another (the last choice wins on the server
 * too); a failure puts the question back to what the server last confirmed and says so. A 409 means
 * the section no longer takes answers (time over, already submitted): `onClosed` hears its reason.
 */
export function useAnswers(session: TestSession | undefined, onClosed: (reason: string) => void) {
  const [answers, setAnswers] = useState<Record<number, AnswerState>>({});
  const [pending, setPending] = useState(0);
  const [error, setError] = useState<string | null>(null);
  const [savedOnce, setSavedOnce] = useState(false);
  /** What the server holds, and what it will hold once the queued requests land. */
  const confirmed = useRef<Record<number, AnswerState>>({});
  const requested = useRef<Record<number, AnswerState>>({});
  const queues = useRef(new Map<number, Promise<void>>());
  const versions = useRef(new Map<number, number>());
  const closedRef = useRef(onClosed);
  closedRef.current = onClosed;

  const sessionId = session?.test_session_id;
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new session id is a new section; the same session re-read keeps the answers on screen
  useEffect(() => {
    if (!session) return;
    const initial = initialAnswers(session);
    confirmed.current = initial;
    requested.current = initial;
    setAnswers(initial);
  }, [sessionId]);

  const save = useCallback(
    (questionId: number, next: AnswerState, failure: string) => {
      if (sessionId === undefined) return;
      setAnswers((current) => ({ ...current, [questionId]: next }));
      if (sameAnswer(requested.current[questionId], next)) return;
      requested.current = { ...requested.current, [questionId]: next };
      const version = (versions.current.get(questionId) ?? 0) + 1;
      versions.current.set(questionId, version);
      setPending((n) => n + 1);
      setError(null);

      const send = () =>
        examApi.answer(toPayload(sessionId, questionId, next)).then(
          () => {
            confirmed.current = { ...confirmed.current, [questionId]: next };
            setSavedOnce(true);
          },
          (reason: unknown) => {
            const latest = versions.current.get(questionId) === version;
            if (latest) {
              const restored = confirmed.current[questionId]!;
              requested.current = { ...requested.current, [questionId]: restored };
              setAnswers((current) => ({ ...current, [questionId]: restored }));
            }
            if (reason instanceof ApiRequestError && SECTION_OVER.includes(reason.code ?? ''))
              closedRef.current(reason.detail ?? m.timeOver);
            else if (latest) setError(failure);
          },
        );
      const queued = (queues.current.get(questionId) ?? Promise.resolve())
        .then(send)
        .finally(() => setPending((n) => n - 1));
      queues.current.set(questionId, queued);
    },
    [sessionId],
  );

  return { answers, save, saving: pending > 0, savedOnce, error, dismissError: () => setError(null) };
}
