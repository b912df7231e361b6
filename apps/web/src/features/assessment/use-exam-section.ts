import { assessmentMessages as m, type Section } from '@skillpath/contract';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState } from 'react';
import { assessmentKeys, examApi } from './assessment-api';
import { clientDeadline } from './client-deadline';
import { type Attempt, isClosed, type SectionRecord } from './exam-attempt';
import { useAnswers } from './use-answers';

interface ExamSectionOptions {
  userId: string;
  domainId: number;
  section: Section;
  attempt: Attempt;
  /** The person has opened this section: start it (spec: each section starts when first opened). */
  opened: boolean;
  onRecord: (section: Section, record: SectionRecord) => void;
  /** The section stopped taking answers on its own (time over); `reason` is for the person. */
  onClosed: (section: Section, reason: string) => void;
}

/**
 * One section of the exam: started on first opening (an open one is resumed by the server with its
 * answers and clock), its answers, the question on screen, and the close at the deadline: when the
 * time runs out the section is submitted, even if the person is looking at another one.
 */
export function useExamSection(options: ExamSectionOptions) {
  const { userId, domainId, section, attempt, opened, onRecord } = options;
  const record = attempt.sections[section];
  const closed = record?.closed ?? false;
  // Past its deadline but not yet marked closed (a reload after the time ran out): the timer below
  // closes it at once; starting it meanwhile would open a fresh section.
  const expired = isClosed(record);
  const [index, setIndex] = useState(0);

  const start = useQuery({
    queryKey: assessmentKeys.section(userId, domainId, attempt.number, section),
    queryFn: () => examApi.start(domainId, section),
    // Starting a closed section again would open a new one: this query runs only when asked to.
    enabled: (opened || record !== undefined) && !closed && !expired,
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: Number.POSITIVE_INFINITY,
    retry: false,
    refetchOnWindowFocus: false,
    refetchOnReconnect: false,
  });
  const started = start.data;
  const session = started?.session;

  const queryClient = useQueryClient();
  const closedRef = useRef(options.onClosed);
  closedRef.current = options.onClosed;
  const recordRef = useRef(record);
  recordRef.current = record;
  // Several late answers may each report the close before the new record is rendered: close once.
  const closedSession = useRef<number | null>(null);

  /** Stops answers here and submits (idempotent; the server also scores a section past its deadline). */
  const close = useCallback(
    (reason: string) => {
      const current = recordRef.current;
      if (!current || current.closed || closedSession.current === current.sessionId) return;
      closedSession.current = current.sessionId;
      onRecord(section, { ...current, closed: true });
      examApi.submit(current.sessionId).then(
        // The section now has a result: a Summary on screen shows it.
        () => {
          queryClient.invalidateQueries({ queryKey: assessmentKeys.results(userId) });
          queryClient.invalidateQueries({ queryKey: assessmentKeys.allAttempts() });
        },
        () => {
          // The summary's Submit Test submits every started section again; nothing is lost here.
        },
      );
      closedRef.current(section, reason);
    },
    [onRecord, section, queryClient, userId],
  );

  const answers = useAnswers(closed ? undefined : session, close);

  // A started section: place its deadline on this clock once, and go to the first question not seen.
  useEffect(() => {
    if (!started) return;
    const known = recordRef.current;
    if (known?.sessionId !== started.session.test_session_id)
      onRecord(section, {
        sessionId: started.session.test_session_id,
        clientDeadline: clientDeadline(started, known),
        closed: false,
      });
    const unseen = started.session.questions.findIndex((q) => q.status === 'not visited');
    setIndex(unseen > 0 ? unseen : 0);
  }, [started, onRecord, section]);

  // The countdown's end: submit the section wherever the person is.
  useEffect(() => {
    if (!record || record.closed) return;
    const timer = setTimeout(() => close(m.timeOver), Math.max(0, record.clientDeadline - Date.now()));
    return () => clearTimeout(timer);
  }, [record, close]);

  return { section, record, closed, start, session, answers, index, setIndex };
}

export type ExamSection = ReturnType<typeof useExamSection>;
