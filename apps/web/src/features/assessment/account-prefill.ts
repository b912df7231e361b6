import { authRoutes, type User } from '@skillpath/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { useEffect, useSyncExternalStore } from 'react';
import { callApi } from '../../lib/api';
import { getSession, subscribeSession } from '../../lib/session';

/** The signed-in account (name, e-mail, phone) that the assessment request starts from. */
const accountQuery = (userId: string) =>
  queryOptions({
    queryKey: ['auth', 'profile', userId],
    queryFn: ({ signal }) => callApi(authRoutes.profile, {}, signal),
    staleTime: 60_000,
  });

interface PrefillForm {
  isDirty: () => boolean;
  setInitialValues: (values: { username: string; mobile: string; resume: null }) => void;
  setValues: (values: { username: string; mobile: string }) => void;
}

/**
 * Fills name and phone from the account once it loads, unless the person has typed already; they
 * become the values the form resets to. Returns the account, whose e-mail the form shows.
 */
export function useAccountPrefill(form: PrefillForm): User | undefined {
  const session = useSyncExternalStore(subscribeSession, getSession, () => null);
  const account = useQuery({ ...accountQuery(session?.userId ?? ''), enabled: session !== null });
  const data = account.data;
  // biome-ignore lint/correctness/useExhaustiveDependencies: fill once per account, not per render of the form.
  useEffect(() => {
    if (!data || form.isDirty()) return;
    const values = { username: data.name, mobile: data.phone };
    form.setInitialValues({ ...values, resume: null });
    form.setValues(values);
  }, [data]);
  return data;
}
