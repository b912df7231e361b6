import { LESSON_PLAYBACK } from '@skillpath/contract';

/** A covered stretch of a lesson, [start, end] in seconds. */
export type Stretch = [number, number];

/** Where the previous report left playback, and how long ago (database clock) it arrived. */
interface PreviousReport {
  position: number | null;
  secondsAgo: number | null;
}

/**
 * The stretch a report may credit: playback moved forward from the previous report's position to
 * `position`, but by no more than the wall-clock time since the learner's latest report on any lesson
 * (so neither one call nor lessons played side by side can claim more time than passed). After a long
 * gap playback was stopped in between, and nothing is credited.
 */
export function creditedStretch(
  previous: PreviousReport,
  position: number,
  secondsSinceLearnersLastReport: number,
): Stretch | null {
  const { position: from, secondsAgo } = previous;
  if (from === null || secondsAgo === null || secondsAgo > LESSON_PLAYBACK.maxGapSeconds) return null;
  const start = Math.max(from, position - Math.max(secondsSinceLearnersLastReport, 0));
  return start < position ? [start, position] : null;
}

/** Adds a stretch to sorted, disjoint stretches, merging the ones it touches. */
export function addStretch(covered: readonly Stretch[], stretch: Stretch): Stretch[] {
  const merged: Stretch[] = [];
  let [start, end] = stretch;
  for (const [a, b] of covered) {
    if (b < start || a > end) merged.push([a, b]);
    else {
      start = Math.min(start, a);
      end = Math.max(end, b);
    }
  }
  merged.push([start, end]);
  return merged.sort((x, y) => x[0] - y[0]);
}

/** Distinct seconds covered. */
export const coveredSeconds = (covered: readonly Stretch[]) =>
  covered.reduce((sum, [a, b]) => sum + (b - a), 0);

/** A lesson counts as watched once playback covers most of its length. */
export const coversLesson = (seconds: number, durationSeconds: number) =>
  durationSeconds > 0 && seconds >= LESSON_PLAYBACK.watchedShare * durationSeconds;
