import { type Section, sectionLabel } from '@skillpath/contract';
import type { ExamSection } from './use-exam-section';

/** Where one section stands before Submit Test: how far it got and which questions need a look. */
export interface SectionProgress {
  section: Section;
  label: string;
  state: 'not-started' | 'open' | 'closed';
  total: number;
  answered: number;
  /** Indexes (0-based) of questions without a choice, and of those marked for review. */
  unanswered: number[];
  marked: number[];
}

export function sectionProgress(s: ExamSection): SectionProgress {
  const questions = s.session?.questions ?? [];
  const unanswered: number[] = [];
  const marked: number[] = [];
  questions.forEach((q, i) => {
    const answer = s.answers.answers[q.test_question_id];
    if (!answer?.selected) unanswered.push(i);
    if (answer?.status === 'marked') marked.push(i);
  });
  return {
    section: s.section,
    label: sectionLabel(s.section),
    state: s.closed ? 'closed' : s.record ? 'open' : 'not-started',
    total: questions.length,
    answered: questions.length - unanswered.length,
    unanswered,
    marked,
  };
}

export function progressLine(p: SectionProgress): string {
  if (p.state === 'not-started') return `${p.label}: not started`;
  if (p.state === 'closed') return `${p.label}: closed, answers submitted`;
  const marked = p.marked.length ? `, ${p.marked.length} marked for review` : '';
  return `${p.label}: ${p.answered} of ${p.total} answered${marked}`;
}
