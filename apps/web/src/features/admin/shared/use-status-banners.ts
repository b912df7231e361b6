import { useCallback, useEffect, useMemo, useState } from 'react';

/** Spec 001 §4, §9: the red and green banners clear 3 seconds after they appear. */
export const BANNER_CLEAR_MS = 3000;

interface Shown {
  text: string;
  /** Distinguishes the same text shown twice, so its timer starts again. */
  serial: number;
}

function useClearingMessage(clearAfterMs: number) {
  const [shown, setShown] = useState<Shown | null>(null);
  useEffect(() => {
    if (!shown) return;
    const timer = setTimeout(() => setShown(null), clearAfterMs);
    return () => clearTimeout(timer);
  }, [shown, clearAfterMs]);
  const show = useCallback(
    (text: string) => setShown((prev) => ({ text, serial: (prev?.serial ?? 0) + 1 })),
    [],
  );
  const clear = useCallback(() => setShown(null), []);
  return [shown?.text ?? null, show, clear] as const;
}

/** The error and success banners of an admin screen; a new message of one kind replaces the other. */
export function useStatusBanners(clearAfterMs = BANNER_CLEAR_MS) {
  const [error, setError, clearError] = useClearingMessage(clearAfterMs);
  const [success, setSuccess, clearSuccess] = useClearingMessage(clearAfterMs);

  const showError = useCallback(
    (text: string) => {
      clearSuccess();
      setError(text);
    },
    [clearSuccess, setError],
  );
  const showSuccess = useCallback(
    (text: string) => {
      clearError();
      setSuccess(text);
    },
    [clearError, setSuccess],
  );
  const clear = useCallback(() => {
    clearError();
    clearSuccess();
  }, [clearError, clearSuccess]);

  return useMemo(
    () => ({ error, success, showError, showSuccess, clear }),
    [error, success, showError, showSuccess, clear],
  );
}

export type StatusBannersState = ReturnType<typeof useStatusBanners>;
