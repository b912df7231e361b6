import { useEffect } from 'react';
import { CAROUSEL_INTERVAL_MS, CAROUSEL_START_DELAY_MS } from './carousel-timing';

/**
 * Calls `advance` every CAROUSEL_INTERVAL_MS while `running`, the first time CAROUSEL_START_DELAY_MS
 * later (spec 000 §4). Stopping (hover, focus, the pause button) clears the timers; running again
 * starts over with the delay.
 */
export function useAutoAdvance(advance: () => void, running: boolean) {
  useEffect(() => {
    if (!running) return;
    let interval: ReturnType<typeof setInterval> | undefined;
    const start = setTimeout(() => {
      interval = setInterval(advance, CAROUSEL_INTERVAL_MS);
    }, CAROUSEL_START_DELAY_MS);
    return () => {
      clearTimeout(start);
      clearInterval(interval);
    };
  }, [advance, running]);
}
