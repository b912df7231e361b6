import { type Attempts, examConflictCodes, assessmentMessages as m, type Section } from '@skillpath/contract';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState } from 'react';
import { ApiRequestError } from '../../lib/api';
import { assessmentKeys, examApi } from './assessment-api';
import { clientDeadline } from './client-deadline';
import { type Attempt, isClosed, type SectionRecord } from './exam-attempt';
import { useAnswers } from './use-answers';

interface ExamSectionOptions {
  userId: string;
  domainId: number;
  section: Section;
  attempt: Attempt;
  /** The learner's attempts at the domain: an attempt open on the server is resumed without asking. */
  attempts: Attempts | undefined;
  onRecord: (section: Section, record: SectionRecord) => void;
  onIndex: (section: Section, index: number) => void;
  /** The section stopped taking answers on its own (time over, submitted elsewhere); `reason` is for the person. */
  onClosed: (section: Section, reason: string) => void;
}

/** The server refused a start because the attempt this tab knew is over (another tab, the deadline). */
const isSectionClosed = (error: unknown) =>
  error instanceof ApiRequestError && error.code === examConflictCodes.sectionClosed;

/**
 * One section of the exam. Nothing starts it but the person (`begin`, after a confirmation); an
 * attempt already running on the server (a reload, another tab or device) is resumed with the
 * server's clock. A section closes at its deadline wherever the person is, and stays closed in this
 * tab: it is never started again behind the person's back.
 */
export function useExamSection(options: ExamSectionOptions) {
  const { userId, domainId, section, attempt, attempts, onRecord, onIndex } = options;
  const record = attempt.sections[section];
  // Past its deadline but not yet marked closed (a reload after the time ran out): the timer below
  // closes it at once.
  const expired = isClosed(record);
  const [chosen, setChosen] = useState<number | null>(null);
  const [reason, setReason] = useState<string | null>(null);

  const onServer = attempts?.sections.find((s) => s.section === section);
  const target = record
    ? record.attemptNumber
    : onServer?.status === 'open'
      ? onServer.attempts_used
      : chosen;

  const start = useQuery({
    queryKey: [...assessmentKeys.section(userId, domainId, attempt.number, section), target],
    queryFn: () => examApi.start(domainId, section, target!),
    enabled: target !== null && !expired,
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: Number.POSITIVE_INFINITY,
    retry: false,
    refetchOnWindowFocus: false,
    refetchOnReconnect: false,
  });
  const refused = isSectionClosed(start.error);
  const closed = (record?.closed ?? false) || refused;
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
    (why: string) => {
      const current = recordRef.current;
      if (!current || current.closed || closedSession.current === current.sessionId) return;
      closedSession.current = current.sessionId;
      setReason(why);
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
      closedRef.current(section, why);
    },
    [onRecord, section, queryClient, userId],
  );

  const answers = useAnswers(closed ? undefined : session, close);

  // A started section: place the server's deadline on this clock, and resume at the question the
  // person was on (a new section: the first question not seen).
  useEffect(() => {
    if (!started) return;
    const known = recordRef.current;
    const same = known?.sessionId === started.session.test_session_id;
    const unseen = started.session.questions.findIndex((q) => q.status === 'not visited');
    onRecord(section, {
      sessionId: started.session.test_session_id,
      attemptNumber: started.session.attempt_number,
      clientDeadline: clientDeadline(started),
      closed: same ? known.closed : false,
      index: same ? known.index : Math.max(0, unseen),
    });
  }, [started, onRecord, section]);

  // The countdown's end: submit the section wherever the person is.
  useEffect(() => {
    if (!record || record.closed) return;
    const timer = setTimeout(() => close(m.timeOver), Math.max(0, record.clientDeadline - Date.now()));
    return () => clearTimeout(timer);
  }, [record, close]);

  const setIndex = useCallback((index: number) => onIndex(section, index), [onIndex, section]);
  /** The person confirmed the start: the attempt after the last one the server counted. */
  const begin = useCallback(() => setChosen((onServer?.attempts_used ?? 0) + 1), [onServer]);

  return {
    section,
    record,
    closed,
    /** Why the section closed in this tab, when it did so while open here. */
    reason: refused ? m.sectionClosed : reason,
    /** Not started, and nothing to resume: the person may start it. */
    unstarted: target === null && !closed,
    begin,
    start,
    session,
    answers,
    index: record?.index ?? 0,
    setIndex,
  };
}

export type ExamSection = ReturnType<typeof useExamSection>;
