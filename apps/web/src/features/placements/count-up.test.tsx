import { act, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useCountUp } from './use-count-up';

afterEach(() => vi.useRealTimers());

const reducedMotion = (matches: boolean) =>
  vi.spyOn(window, 'matchMedia').mockImplementation(
    (query: string) =>
      ({
        matches: matches && query.includes('reduce'),
        media: query,
        addEventListener: () => {},
        removeEventListener: () => {},
        addListener: () => {},
        removeListener: () => {},
      }) as unknown as MediaQueryList,
  );

describe('counter animation', () => {
  it('climbs a hundredth of the target every 20 ms and stops at the target', () => {
    vi.useFakeTimers();
    const { result } = renderHook(() => useCountUp(1586));
    expect(result.current).toBe(0);
    act(() => vi.advanceTimersByTime(20));
    expect(result.current).toBe(16);
    act(() => vi.advanceTimersByTime(20 * 49));
    expect(result.current).toBe(793);
    act(() => vi.advanceTimersByTime(5000));
    expect(result.current).toBe(1586);
  });

  it('shows the target at once when the person asks for reduced motion', () => {
    reducedMotion(true);
    const { result } = renderHook(() => useCountUp(3543));
    expect(result.current).toBe(3543);
  });
});
