import { OPTION_KEYS, type OptionKey, type TestSession } from '@skillpath/contract';
import type { AnswerPayload, AnswerStatus } from './assessment-api';

/** A question's state as the server stores it; 'not visited' until a first answer is sent. */
type QuestionStatus = AnswerStatus | 'not visited';

export interface AnswerState {
  selected: OptionKey | null;
  status: QuestionStatus;
}

const statuses: QuestionStatus[] = ['answered', 'not answered', 'marked', 'not visited'];
const isOption = (value: unknown): value is OptionKey => OPTION_KEYS.includes(value as OptionKey);

/** The session's saved answers (a resumed section comes back with them). */
export function initialAnswers(session: TestSession): Record<number, AnswerState> {
  return Object.fromEntries(
    session.questions.map((q) => [
      q.test_question_id,
      {
        selected: isOption(q.selected_option) ? q.selected_option : null,
        status: statuses.includes(q.status as QuestionStatus) ? (q.status as QuestionStatus) : 'not visited',
      },
    ]),
  );
}

// The rules of the footer buttons (spec 001 §4), as pure functions of a question's state.

/** Choosing keeps a review mark: the mark is the person's note, the choice is their answer. */
export const choose = (state: AnswerState, option: OptionKey): AnswerState => ({
  selected: option,
  status: state.status === 'marked' ? 'marked' : 'answered',
});

/** Clear Response empties the choice and leaves the question visited, unmarked. */
export const clearResponse = (): AnswerState => ({ selected: null, status: 'not answered' });

/** Mark for Review flags the question (keeping the choice); pressing it again takes the flag off. */
export const toggleMark = (state: AnswerState): AnswerState =>
  state.status === 'marked'
    ? { selected: state.selected, status: state.selected ? 'answered' : 'not answered' }
    : { selected: state.selected, status: 'marked' };

/** Save & Next stores the choice and marks the question visited; a review mark stays until taken off. */
export const saveAndNext = (state: AnswerState): AnswerState =>
  state.status === 'marked'
    ? state
    : { selected: state.selected, status: state.selected ? 'answered' : 'not answered' };

export function toPayload(sessionId: number, questionId: number, state: AnswerState): AnswerPayload {
  return {
    test_session_id: sessionId,
    test_question_id: questionId,
    selected_option: state.selected ?? '',
    status: state.status === 'not visited' ? 'not answered' : state.status,
  };
}

export const sameAnswer = (a: AnswerState | undefined, b: AnswerState | undefined) =>
  a?.selected === b?.selected && a?.status === b?.status;

/** Spec 001 §4 palette colours: answered, visited but not answered, not visited; plus marked. */
export type PaletteState = 'answered' | 'visited' | 'not-visited' | 'marked';

export function paletteState(state: AnswerState | undefined): PaletteState {
  switch (state?.status) {
    case 'answered':
      return 'answered';
    case 'marked':
      return 'marked';
    case 'not answered':
      return 'visited';
    default:
      return 'not-visited';
  }
}

export const paletteLabels: Record<PaletteState, string> = {
  answered: 'Answered',
  visited: 'Visited, not answered',
  'not-visited': 'Not visited',
  marked: 'Marked for review',
};
