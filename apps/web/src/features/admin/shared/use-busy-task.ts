import { useCallback, useRef, useState } from 'react';
import type { StatusBannersState } from './use-status-banners';

export type TaskResult<T> = { ok: true; value: T } | { ok: false; error: unknown };

interface TaskMessages {
  /** Green banner after success. */
  success?: string;
  /** Red banner text for a failure. */
  errorText: (error: unknown) => string;
}

/**
 * Spec 001 §4: a loading flag that disables submit, cancel, edit and delete while a call runs. `run`
 * shows the outcome in the screen's banners and never throws.
 */
export function useBusyTask(banners: Pick<StatusBannersState, 'showError' | 'showSuccess'>) {
  const running = useRef(0);
  const [busy, setBusy] = useState(false);
  const { showError, showSuccess } = banners;

  const run = useCallback(
    async <T>(work: () => Promise<T>, messages: TaskMessages): Promise<TaskResult<T>> => {
      running.current += 1;
      setBusy(true);
      try {
        const value = await work();
        if (messages.success) showSuccess(messages.success);
        return { ok: true, value };
      } catch (error) {
        showError(messages.errorText(error));
        return { ok: false, error };
      } finally {
        running.current -= 1;
        if (running.current === 0) setBusy(false);
      }
    },
    [showError, showSuccess],
  );

  return { busy, run };
}

export type BusyTask = ReturnType<typeof useBusyTask>;
