import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { HERO_WORDS } from './hero';
import { nextTypewriterStep, PAUSE_MS, TYPE_MS, typewriterStart } from './typewriter-step';
import { useTypewriter } from './use-typewriter';

function preferReducedMotion() {
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: query.includes('prefers-reduced-motion: reduce'),
    media: query,
    addEventListener: () => {},
    removeEventListener: () => {},
  }));
}

/**
 * Moves the clock `times` steps of `ms`, one step per act(): each step's timer is set by an effect, so
 * React must render in between.
 */
function advance(ms: number, times = 1) {
  for (let i = 0; i < times; i += 1) act(() => vi.advanceTimersByTime(ms));
}

describe('typewriter', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it(`types a character every ${TYPE_MS} ms, pauses ${PAUSE_MS} ms, erases and types the next word`, () => {
    const { result } = renderHook(() => useTypewriter(HERO_WORDS));
    expect(result.current).toBe('');
    advance(TYPE_MS);
    expect(result.current).toBe('P');
    advance(TYPE_MS, 3);
    expect(result.current).toBe('Plac');
    advance(TYPE_MS, 6);
    expect(result.current).toBe('Placements');

    // The pause: the whole word stays for 1000 ms, then the characters go one by one.
    advance(PAUSE_MS - 1);
    expect(result.current).toBe('Placements');
    advance(1);
    advance(TYPE_MS - 1);
    expect(result.current).toBe('Placements');
    advance(1);
    expect(result.current).toBe('Placement');

    advance(TYPE_MS, 9);
    expect(result.current).toBe('');
    advance(TYPE_MS, 2);
    expect(result.current).toBe('T');
  });

  it('goes through every word and back to the first', () => {
    let state = typewriterStart;
    const shown = new Set<string>();
    for (let step = 0; step < 200; step += 1) {
      state = nextTypewriterStep(state, HERO_WORDS, false).state;
      if (!state.erasing) shown.add((HERO_WORDS[state.word] ?? '').slice(0, state.chars));
    }
    expect([...shown]).toEqual(expect.arrayContaining([...HERO_WORDS]));
    expect(state.word).toBeLessThan(HERO_WORDS.length);
  });

  it('shows whole words, never single letters, when reduced motion is asked for', () => {
    preferReducedMotion();
    const { result } = renderHook(() => useTypewriter(HERO_WORDS));
    // The server's render has no word yet; the preference, known after it, shows the first one whole.
    advance(0);
    expect(result.current).toBe('Placements');
    advance(2 * 'Placements'.length * TYPE_MS + PAUSE_MS - 1);
    expect(result.current).toBe('Placements');
    advance(1);
    expect(result.current).toBe('Training');
  });
});
