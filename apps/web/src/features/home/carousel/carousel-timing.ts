/** Spec 000 §4/§9: the course carousel. */
export const CAROUSEL_INTERVAL_MS = 1500;
/** Rotation starts this long after the carousel appears. */
export const CAROUSEL_START_DELAY_MS = 500;
/** Slides further than this from the active one are not drawn. */
export const MAX_VISIBILITY = 3;
export const CAROUSEL_CARDS = 5;

/**
 * Signed distance of slide `index` from the active slide on a ring of `count` slides, so the carousel
 * wraps: with 5 slides the neighbours are at -2…2 whichever slide is active.
 */
export function ringOffset(index: number, active: number, count: number): number {
  const half = Math.floor(count / 2);
  return ((((index - active + half) % count) + count) % count) - half;
}
