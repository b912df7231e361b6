import { Button } from '@mantine/core';
import { inboxMessages } from '@skillpath/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { inboxScreenMessages } from '../shared/admin-messages';
import { errorReason } from '../shared/error-text';
import { notify } from '../shared/notify';
import type { Page } from '../shared/paged-table';
import { type EmployerLead, type EnquiryStatus, setEmployerLeadStatus } from './inbox-api';

/** The lead's way forward, as for enquiries: new → contacted → closed. */
const next: Record<EnquiryStatus, { status: EnquiryStatus; label: string } | null> = {
  new: { status: 'contacted', label: 'Mark contacted' },
  contacted: { status: 'closed', label: 'Mark closed' },
  closed: null,
};

/** Moves an employer lead to its next status; the row shows the change at once, the list then refreshes. */
export function LeadStatusAction({ lead }: { lead: EmployerLead }) {
  const queryClient = useQueryClient();
  const step = next[lead.status];
  const mutation = useMutation({
    mutationFn: (status: EnquiryStatus) => setEmployerLeadStatus(lead.id, status),
    onSuccess: (updated) => {
      queryClient.setQueriesData<Page<EmployerLead>>({ queryKey: ['admin', 'employer-leads'] }, (old) =>
        old ? { ...old, results: old.results.map((l) => (l.id === updated.id ? updated : l)) } : old,
      );
      void queryClient.invalidateQueries({ queryKey: ['admin', 'employer-leads'] });
      notify('success', `${inboxMessages.statusUpdated} ${lead.company_name}: ${updated.status}.`);
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
      aria-label={`${step.label}: ${lead.company_name}`}
    >
      {step.label}
    </Button>
  );
}
