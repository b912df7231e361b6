import { Button } from '@mantine/core';
import { inboxMessages } from '@skillpath/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { inboxScreenMessages } from '../shared/admin-messages';
import { errorReason } from '../shared/error-text';
import { notify } from '../shared/notify';
import type { Page } from '../shared/paged-table';
import type { EnquiryStatus } from './inbox-api';

/** The way forward of a request from the public (enquiry or employer lead): new → contacted → closed. */
const next: Record<EnquiryStatus, { status: EnquiryStatus; label: string } | null> = {
  new: { status: 'contacted', label: 'Mark contacted' },
  contacted: { status: 'closed', label: 'Mark closed' },
  closed: null,
};

interface StatusActionProps<T extends { id: number; status: EnquiryStatus }> {
  item: T;
  /** Whose request it is, for the button's name and the notice. */
  who: string;
  /** The list's query key: updated at once, then refreshed. */
  queryKey: readonly unknown[];
  update: (id: number, status: EnquiryStatus) => Promise<T>;
}

/** Moves an inbox row to its next status; the row shows the change at once, the list then refreshes. */
export function StatusAction<T extends { id: number; status: EnquiryStatus }>({
  item,
  who,
  queryKey,
  update,
}: StatusActionProps<T>) {
  const queryClient = useQueryClient();
  const step = next[item.status];
  const mutation = useMutation({
    mutationFn: (status: EnquiryStatus) => update(item.id, status),
    onSuccess: (updated) => {
      queryClient.setQueriesData<Page<T>>({ queryKey }, (old) =>
        old ? { ...old, results: old.results.map((row) => (row.id === updated.id ? updated : row)) } : old,
      );
      void queryClient.invalidateQueries({ queryKey });
      notify('success', `${inboxMessages.statusUpdated} ${who}: ${updated.status}.`);
    },
    onError: (error) => notify('error', `${inboxScreenMessages.statusFailed}: ${errorReason(error)}`),
  });

  if (!step) return null;
  return (
    <Button
      size="compact-sm"
      variant="default"
      loading={mutation.isPending}
      onClick={() => mutation.mutate(step.status)}
      // The visible words first, then whose request it is (several rows carry the same button).
      aria-label={`${step.label}: ${who}`}
    >
      {step.label}
    </Button>
  );
}
