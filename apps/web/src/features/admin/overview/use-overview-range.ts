import { overviewQuerySchema, overviewRange } from '@skillpath/contract';
import { useCallback, useRef } from 'react';
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

  // Two quick edits (From, then To) can come before the address re-renders, and the router's own
  // `prev` would still lack the first: each edit starts from the latest one made here. The router
  // delivers an address in a transition, so a render in between (the field's own, figures arriving)
  // still sees the old one: only an address the router has newly delivered replaces the latest edit.
  const latest = useRef(params);
  const delivered = useRef(params);
  if (params !== delivered.current) {
    delivered.current = params;
    latest.current = params;
  }
  const setDay = useCallback(
    (name: 'from' | 'to', value: string) => {
      const next = new URLSearchParams(latest.current);
      if (value) next.set(name, value);
      else next.delete(name);
      latest.current = next;
      setParams(next, { replace: true });
    },
    [setParams],
  );

  return { asked, range, errors, setDay };
}
