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
  /** A section whose server answered at `serverNow` (its clock), started `elapsed` seconds before. */
  const sectionAt = (serverNow: number, elapsed: number, seconds = 1500) => ({
    ...makeSession('aptitude', { seconds, startedAt: new Date(serverNow - elapsed * 1000) }),
    server_now: new Date(serverNow).toISOString(),
  });

  it('a fresh section ends its duration after the request left, whatever the server clock says', () => {
    // The server's clock is an hour ahead of this browser's.
    const session = sectionAt(sentAt + 3_600_000, 0);
    expect(clientDeadline({ session, sentAt })).toBe(sentAt + 1_500_000);
  });

  it('a section started earlier and not yet answered shows what the server has left, not its full length', () => {
    // Issue #22: a reload or a second device showed 24:58 while the server had 24:19 left. The server
    // clock is also five minutes behind this browser's: only the server's difference counts.
    const session = sectionAt(sentAt - 300_000, 41);
    expect(session.questions.every((q) => q.status === 'not visited')).toBe(true);
    expect(clientDeadline({ session, sentAt })).toBe(sentAt + (1500 - 41) * 1000);
  });

  it('a one-minute section opened late ends when the server closes it', () => {
    const session = sectionAt(sentAt + 90_000, 54, 60);
    expect(clientDeadline({ session, sentAt })).toBe(sentAt + 6_000);
  });

  it('a section already over on the server ends at once', () => {
    const session = sectionAt(sentAt, 1600);
    expect(clientDeadline({ session, sentAt })).toBe(sentAt);
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
