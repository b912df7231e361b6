import { describe, expect, it } from 'vitest';
import { choose, clearResponse, paletteState, saveAndNext, toggleMark, toPayload } from './answer-state';
import { makeSession } from './assessment-fixtures';
import { clientDeadline } from './client-deadline';
import { parseId } from './exam-id';
import { formatClock } from './format';

describe('answer rules', () => {
  const blank = { selected: null, status: 'not visited' } as const;

  it('choosing answers the question and keeps a review mark', () => {
    expect(choose(blank, 'B')).toEqual({ selected: 'B', status: 'answered' });
    expect(choose({ selected: 'A', status: 'marked' }, 'C')).toEqual({ selected: 'C', status: 'marked' });
  });

  it('Clear Response empties the choice: visited, not answered', () => {
    expect(clearResponse()).toEqual({ selected: null, status: 'not answered' });
  });

  it('Mark for Review keeps the choice and toggles the mark', () => {
    expect(toggleMark({ selected: 'D', status: 'answered' })).toEqual({ selected: 'D', status: 'marked' });
    expect(toggleMark({ selected: 'D', status: 'marked' })).toEqual({ selected: 'D', status: 'answered' });
    expect(toggleMark({ selected: null, status: 'marked' })).toEqual({
      selected: null,
      status: 'not answered',
    });
  });

  it('Save & Next marks the question visited, answered when there is a choice', () => {
    expect(saveAndNext(blank)).toEqual({ selected: null, status: 'not answered' });
    expect(saveAndNext({ selected: 'A', status: 'not visited' })).toEqual({
      selected: 'A',
      status: 'answered',
    });
  });

  it('sends "" for no choice and never "not visited"', () => {
    expect(toPayload(1, 2, blank)).toEqual({
      test_session_id: 1,
      test_question_id: 2,
      selected_option: '',
      status: 'not answered',
    });
  });

  it('maps each state to its palette colour', () => {
    expect(paletteState(undefined)).toBe('not-visited');
    expect(paletteState({ selected: 'A', status: 'answered' })).toBe('answered');
    expect(paletteState({ selected: null, status: 'not answered' })).toBe('visited');
    expect(paletteState({ selected: 'A', status: 'marked' })).toBe('marked');
  });
});

describe('client deadline', () => {
  const sentAt = Date.parse('2026-03-01T10:00:00Z');

  it('a fresh section ends its duration after the request left, whatever the server clock says', () => {
    // The server's clock is an hour ahead of this browser's.
    const session = makeSession('aptitude', { seconds: 1500, startedAt: new Date(sentAt + 3_600_000) });
    expect(clientDeadline({ session, sentAt })).toBe(sentAt + 1_500_000);
  });

  it('a section this tab knows keeps its deadline', () => {
    const session = makeSession('aptitude');
    const known = { sessionId: session.test_session_id, clientDeadline: sentAt + 42_000, closed: false };
    expect(clientDeadline({ session, sentAt }, known)).toBe(sentAt + 42_000);
  });

  it('a section answered elsewhere is placed by the server deadline, never later than a fresh start', () => {
    const session = makeSession('aptitude', { seconds: 1500, startedAt: new Date(sentAt - 600_000) });
    session.questions[0]!.status = 'answered';
    expect(clientDeadline({ session, sentAt })).toBe(sentAt + 900_000);
  });
});

describe('ids and clock', () => {
  it.each([
    ['1', 1],
    ['42', 42],
    ['abc', null],
    ['0', null],
    ['-1', null],
    ['1.5', null],
    ['1e3', null],
    ['99999999999', null],
  ])('parseId(%j) is %j', (raw, id) => expect(parseId(raw)).toBe(id));

  it.each([
    [1500, '25:00'],
    [65, '01:05'],
    [0.2, '00:01'],
    [-3, '00:00'],
    [10800, '180:00'],
  ])('formatClock(%d) is %s', (seconds, text) => expect(formatClock(seconds)).toBe(text));
});
