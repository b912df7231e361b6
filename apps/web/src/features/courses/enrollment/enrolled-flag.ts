import { useCallback, useReducer } from 'react';

/** localStorage key of the enrolled flag (spec 000 §9: kept per user and course). */
const enrolledFlagKey = (userId: string, courseId: number) => `enrolled:${userId}:${courseId}`;

/**
 * The local "just enrolled" flag. It bridges the moment between a successful enrollment and the
 * server's list showing it, and stands in for that list when it cannot be loaded (spec 000 §4).
 */
export function useEnrolledFlag(userId: string | null, courseId: number) {
  // Storage is read on every render; writing bumps a counter so the component renders again.
  const [, rerender] = useReducer((count: number) => count + 1, 0);
  const key = userId === null ? null : enrolledFlagKey(userId, courseId);
  const isSet = key !== null && localStorage.getItem(key) !== null;

  const set = useCallback(() => {
    if (key === null) return;
    localStorage.setItem(key, new Date().toISOString());
    rerender();
  }, [key]);

  const clear = useCallback(() => {
    if (key === null) return;
    localStorage.removeItem(key);
    rerender();
  }, [key]);

  return { isSet, set, clear };
}
