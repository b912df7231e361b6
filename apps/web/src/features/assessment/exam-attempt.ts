import type { Section } from '@skillpath/contract';
import { useCallback, useState } from 'react';

/** What this tab knows of a started section: enough to resume its clock and not restart it. */
export interface SectionRecord {
  sessionId: number;
  /** Its number among the learner's attempts at the section: a resume names it to the server. */
  attemptNumber: number;
  /** The server's deadline on this browser's clock (ms since the epoch). */
  clientDeadline: number;
  /** Submitted, or its time ran out: answers are no longer taken. */
  closed: boolean;
  /** The question on screen, so a reload resumes there. */
  index: number;
}

/**
 * One sitting of a domain's exam. The server resumes an open section by itself, but a closed one would
 * be started afresh: the record keeps a reload from reopening a section whose time already ran out.
 * `number` changes when the person starts over, so cached sections of the last sitting are not reused.
 */
export interface Attempt {
  number: number;
  sections: Partial<Record<Section, SectionRecord>>;
  /** The step on screen (0 Aptitude, 1 Domain Questions, 2 Summary), so a reload returns to it. */
  step?: 0 | 1 | 2;
}

const storageKey = (userId: string, domainId: number) => `skillpath.exam.${userId}.${domainId}`;
const fresh = (number = 1): Attempt => ({ number, sections: {} });

const isRecord = (value: unknown): value is SectionRecord => {
  const r = value as SectionRecord | null;
  return (
    typeof r === 'object' &&
    r !== null &&
    typeof r.sessionId === 'number' &&
    typeof r.attemptNumber === 'number' &&
    typeof r.index === 'number' &&
    typeof r.clientDeadline === 'number' &&
    typeof r.closed === 'boolean'
  );
};

function readAttempt(userId: string, domainId: number): Attempt {
  try {
    const stored = JSON.parse(sessionStorage.getItem(storageKey(userId, domainId)) ?? 'null');
    if (typeof stored?.number !== 'number') return fresh();
    const sections: Attempt['sections'] = {};
    if (isRecord(stored.sections?.aptitude)) sections.aptitude = stored.sections.aptitude;
    if (isRecord(stored.sections?.domain)) sections.domain = stored.sections.domain;
    const step = [0, 1, 2].includes(stored.step) ? (stored.step as Attempt['step']) : undefined;
    return { number: stored.number, sections, step };
  } catch {
    return fresh();
  }
}

/** The sitting of this tab, kept in sessionStorage (a reload keeps it, a new tab starts clean). */
export function useExamAttempt(userId: string, domainId: number) {
  const [attempt, setAttempt] = useState(() => readAttempt(userId, domainId));

  const update = useCallback(
    (change: (current: Attempt) => Attempt) =>
      setAttempt((current) => {
        const next = change(current);
        sessionStorage.setItem(storageKey(userId, domainId), JSON.stringify(next));
        return next;
      }),
    [userId, domainId],
  );

  const setSection = useCallback(
    (section: Section, record: SectionRecord) =>
      update((current) => ({ ...current, sections: { ...current.sections, [section]: record } })),
    [update],
  );

  const setStep = useCallback(
    (step: Attempt['step']) => update((current) => ({ ...current, step })),
    [update],
  );

  /** The question on screen in a started section. */
  const setIndex = useCallback(
    (section: Section, index: number) =>
      update((current) => {
        const record = current.sections[section];
        return record && record.index !== index
          ? { ...current, sections: { ...current.sections, [section]: { ...record, index } } }
          : current;
      }),
    [update],
  );

  const markClosed = useCallback(
    (section: Section) =>
      update((current) => {
        const record = current.sections[section];
        return record
          ? { ...current, sections: { ...current.sections, [section]: { ...record, closed: true } } }
          : current;
      }),
    [update],
  );

  const startOver = useCallback(() => update((current) => fresh(current.number + 1)), [update]);

  return { attempt, setSection, setStep, setIndex, markClosed, startOver };
}

/** A section that takes no more answers: submitted, or its time has run out. */
export const isClosed = (record: SectionRecord | undefined, now = Date.now()) =>
  record !== undefined && (record.closed || record.clientDeadline <= now);
