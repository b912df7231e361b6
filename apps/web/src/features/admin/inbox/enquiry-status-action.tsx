import { Button } from '@mantine/core';
import { type EnquiryAdmin, inboxMessages } from '@skillpath/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { inboxScreenMessages } from '../shared/admin-messages';
import { errorReason } from '../shared/error-text';
import { notify } from '../shared/notify';
import type { Page } from '../shared/paged-table';
import { type EnquiryStatus, setEnquiryStatus } from './inbox-api';

/** The callback's way forward: new → contacted → closed. */
const next: Record<EnquiryStatus, { status: EnquiryStatus; label: string } | null> = {
  new: { status: 'contacted', label: 'Mark contacted' },
  contacted: { status: 'closed', label: 'Mark closed' },
  closed: null,
};

/** Moves an enquiry to its next status; the row shows the change at once, the list then refreshes. */
export function EnquiryStatusAction({ enquiry }: { enquiry: EnquiryAdmin }) {
  const queryClient = useQueryClient();
  const step = next[enquiry.status];
  const mutation = useMutation({
    mutationFn: (status: EnquiryStatus) => setEnquiryStatus(enquiry.id, status),
    onSuccess: (updated) => {
      queryClient.setQueriesData<Page<EnquiryAdmin>>({ queryKey: ['admin', 'enquiries'] }, (old) =>
        old ? { ...old, results: old.results.map((e) => (e.id === updated.id ? updated : e)) } : old,
      );
      void queryClient.invalidateQueries({ queryKey: ['admin', 'enquiries'] });
      notify('success', `${inboxMessages.statusUpdated} ${enquiry.name}: ${updated.status}.`);
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
      aria-label={`${step.label}: ${enquiry.name}`}
    >
      {step.label}
    </Button>
  );
}
