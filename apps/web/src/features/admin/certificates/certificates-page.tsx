import { Anchor, Badge, Button, Group, Text } from '@mantine/core';
import { type CertificateAdmin, certificateMessages as m } from '@skillpath/contract';
import { useMutation, useQuery } from '@tanstack/react-query';
import type { Column } from '../shared/data-table';
import { DateTimeCell } from '../shared/date-time-cell';
import { errorReason } from '../shared/error-text';
import { type ChoiceFilter, ListPage } from '../shared/list-page';
import { notify } from '../shared/notify';
import { useListParams } from '../shared/use-list-params';
import { certificateAdminQueries, resendCertificate } from './certificates-api';
import { RevokeAction } from './revoke-action';

const statusFilter: ChoiceFilter<'status'> = {
  name: 'status',
  label: 'Status',
  options: [
    { value: 'all', label: 'All' },
    { value: 'valid', label: 'Valid' },
    { value: 'revoked', label: 'Revoked' },
  ],
  width: 140,
};

function ResendAction({ certificate: c }: { certificate: CertificateAdmin }) {
  const mutation = useMutation({
    mutationFn: () => resendCertificate(c.code),
    onSuccess: () => notify('success', `${m.mailResent} (${c.holder_email})`),
    onError: (error) => notify('error', errorReason(error)),
  });
  return (
    <Button
      size="compact-sm"
      variant="default"
      loading={mutation.isPending}
      onClick={() => mutation.mutate()}
      aria-label={`Re-send mail: ${c.code} (${c.holder_name})`}
    >
      Re-send
    </Button>
  );
}

function Status({ certificate: c }: { certificate: CertificateAdmin }) {
  if (c.status === 'valid')
    return (
      <Badge color="green" variant="light">
        Valid
      </Badge>
    );
  return (
    <div>
      <Badge color="red" variant="light">
        Revoked
      </Badge>
      {c.revoke_reason && (
        <Text size="xs" c="dimmed" maw={220} style={{ whiteSpace: 'normal' }}>
          {c.revoke_reason}
        </Text>
      )}
    </div>
  );
}

const columns: Column<CertificateAdmin>[] = [
  {
    header: 'Code',
    cell: (c) => (
      <Anchor href={c.verify_url} ff="monospace" target="_blank" rel="noopener">
        {c.code}
      </Anchor>
    ),
    nowrap: true,
  },
  {
    header: 'Learner',
    cell: (c) => (
      <div>
        <Text size="sm">{c.holder_name}</Text>
        <Text size="xs" c="dimmed">
          {c.holder_email}
        </Text>
      </div>
    ),
  },
  {
    header: 'Certificate',
    cell: (c) => (
      <div>
        <Text size="sm">{c.title}</Text>
        <Text size="xs" c="dimmed">
          {c.kind === 'course' ? 'Course' : `Assessment · ${c.score_band}`}
        </Text>
      </div>
    ),
  },
  {
    header: 'Issued',
    cell: (c) => (
      <div>
        <DateTimeCell iso={c.issued_at} />
        <Text size="xs" c="dimmed">
          {c.issued_by ? `by ${c.issued_by}` : 'Earned'}
        </Text>
      </div>
    ),
  },
  { header: 'Status', cell: (c) => <Status certificate={c} />, nowrap: true },
  {
    header: 'Actions',
    cell: (c) =>
      c.status === 'valid' ? (
        <Group gap="xs" wrap="nowrap">
          <ResendAction certificate={c} />
          <RevokeAction certificate={c} />
        </Group>
      ) : null,
  },
];

/** Issue 17: every certificate, searchable by code, learner or title; revoke with a reason, re-send. */
export function CertificatesPage() {
  const list = useListParams(['q', 'status'] as const);
  const { filters, limit, offset } = list;
  const query = useQuery(certificateAdminQueries.list({ ...filters, limit, offset }));
  return (
    <ListPage
      title="Certificates"
      description="Issued when a learner passes an assessment or completes a course; each one can be checked by anyone at its link."
      list={list}
      choice={statusFilter}
      searchPlaceholder="Code, learner, e-mail or title"
      query={query}
      columns={columns}
      rowKey={(c) => c.id}
      rowsNoun="certificates"
      emptyText="No certificates match."
      minWidth={940}
    />
  );
}
