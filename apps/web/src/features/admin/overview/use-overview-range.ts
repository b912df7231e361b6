import { overviewQuerySchema, overviewRange } from '@skillpath/contract';
import { useCallback } from 'react';
import { useSearchParams } from 'react-router';

/**
 * The Overview's range, kept in the address (?from&to) so a view can be shared. Checked with the
 * contract's rule before it is asked for: a wrong range shows its message and keeps the last figures.
 */
export function useOverviewRange() {
  const [params, setParams] = useSearchParams();
  const asked = { from: params.get('from') ?? '', to: params.get('to') ?? '' };
  const checked = overviewQuerySchema.safeParse(asked);
  const errors: { from?: string; to?: string } = {};
  if (!checked.success)
    for (const issue of checked.error.issues) errors[issue.path[0] as 'from' | 'to'] ??= issue.message;
  const range = checked.success ? overviewRange(checked.data) : undefined;

  const setDay = useCallback(
    (name: 'from' | 'to', value: string) =>
      setParams(
        (prev) => {
          const next = new URLSearchParams(prev);
          if (value) next.set(name, value);
          else next.delete(name);
          return next;
        },
        { replace: true },
      ),
    [setParams],
  );

  return { asked, range, errors, setDay };
}
