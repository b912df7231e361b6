import { LESSON_PLAYBACK } from '@skillpath/contract';
import { describe, expect, it } from 'vitest';
import {
  addStretch,
  coveredSeconds,
  coversLesson,
  creditedStretch,
} from '../../src/modules/learning/playback';

describe('playback arithmetic', () => {
  it('credits forward playback up to the time that passed, and nothing without a recent report', () => {
    expect(creditedStretch({ position: 10, secondsAgo: 10 }, 20, 10)).toEqual([10, 20]);
    expect(creditedStretch({ position: 10, secondsAgo: 10 }, 300, 10)).toEqual([290, 300]);
    // Another lesson reported 2 s ago: only 2 s can have been played since.
    expect(creditedStretch({ position: 10, secondsAgo: 10 }, 20, 2)).toEqual([18, 20]);
    expect(creditedStretch({ position: 10, secondsAgo: 10 }, 5, 10)).toBeNull();
    expect(creditedStretch({ position: null, secondsAgo: null }, 5, 10)).toBeNull();
    expect(creditedStretch({ position: 0, secondsAgo: LESSON_PLAYBACK.maxGapSeconds + 1 }, 5, 5)).toBeNull();
    expect(creditedStretch({ position: 0, secondsAgo: -3 }, 5, -3)).toBeNull();
  });

  it('merges stretches so that no second counts twice', () => {
    let covered = addStretch([], [10, 20]);
    covered = addStretch(covered, [30, 40]);
    expect(covered).toEqual([
      [10, 20],
      [30, 40],
    ]);
    covered = addStretch(covered, [0, 5]);
    covered = addStretch(covered, [15, 32]);
    expect(covered).toEqual([
      [0, 5],
      [10, 40],
    ]);
    expect(coveredSeconds(covered)).toBe(35);
    expect(coveredSeconds(addStretch(covered, [5, 10]))).toBe(40);
  });

  it('counts a lesson once most of it is covered', () => {
    expect(coversLesson(3.6, 4)).toBe(true);
    expect(coversLesson(3.5, 4)).toBe(false);
    expect(coversLesson(0, 0)).toBe(false);
  });
});
