import { Badge, Button, Text } from '@mantine/core';
import { JOB_STATUSES, type Job, type JobStatus, jobMessages as m } from '@skillpath/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Column } from '../shared/data-table';
import { DateTimeCell } from '../shared/date-time-cell';
import { errorReason } from '../shared/error-text';
import { type ChoiceFilter, ListPage } from '../shared/list-page';
import { notify } from '../shared/notify';
import { useListParams } from '../shared/use-list-params';
import { jobListKey, jobQueries, retryJob } from './jobs-api';

const statusLabel: Record<JobStatus, string> = {
  queued: 'Queued',
  running: 'Running',
  failed: 'Failed',
  done: 'Done',
};
const statusColor: Record<JobStatus, string> = {
  queued: 'blue',
  running: 'yellow',
  failed: 'red',
  done: 'green',
};

const statusFilter: ChoiceFilter<'status'> = {
  name: 'status',
  label: 'Status',
  options: [
    { value: 'all', label: 'All' },
    ...JOB_STATUSES.map((s) => ({ value: s, label: statusLabel[s] })),
  ],
  width: 140,
};

function RetryAction({ job }: { job: Job }) {
  const client = useQueryClient();
  const mutation = useMutation({
    mutationFn: () => retryJob(job.id),
    onSuccess: () => {
      notify('success', m.retried);
      return client.invalidateQueries({ queryKey: jobListKey });
    },
    onError: (error) => notify('error', `${m.retryFailed} ${errorReason(error)}`),
  });
  return (
    <Button
      size="compact-sm"
      variant="default"
      loading={mutation.isPending}
      onClick={() => mutation.mutate()}
      aria-label={`Retry job ${job.id}: ${job.summary}`}
    >
      Retry
    </Button>
  );
}

const columns: Column<Job>[] = [
  {
    header: 'Job',
    cell: (j) => (
      <div>
        <Text size="sm">{j.summary}</Text>
        <Text size="xs" c="dimmed">
          #{j.id} · {j.kind}
        </Text>
      </div>
    ),
  },
  {
    header: 'Status',
    cell: (j) => (
      <Badge color={statusColor[j.status]} variant="light">
        {statusLabel[j.status]}
      </Badge>
    ),
    nowrap: true,
  },
  { header: 'Attempts', cell: (j) => j.attempts, nowrap: true },
  {
    header: 'Last error',
    cell: (j) =>
      j.last_error ? (
        <Text size="xs" c="red.8" maw={280} style={{ whiteSpace: 'normal', overflowWrap: 'anywhere' }}>
          {j.last_error}
        </Text>
      ) : (
        <Text size="xs" c="dimmed">
          None
        </Text>
      ),
  },
  {
    header: 'Next run / finished',
    cell: (j) => <DateTimeCell iso={j.finished_at ?? j.run_at} />,
  },
  { header: 'Actions', cell: (j) => (j.status === 'failed' ? <RetryAction job={j} /> : null) },
];

/** Issue 18: the background job queue (mail, reminders, alerts, purges); failed jobs can be retried. */
export function JobsPage() {
  const list = useListParams(['q', 'status'] as const);
  const { filters, limit, offset } = list;
  const query = useQuery(jobQueries.list({ ...filters, limit, offset }));
  const counts = query.data?.counts;
  return (
    <ListPage
      title="Jobs"
      description={
        counts
          ? `Mail and scheduled work, sent by the server in the background: ${counts.queued} queued, ${counts.running} running, ${counts.failed} failed, ${counts.done} done. A job that still fails a day after its first attempt stops as failed.`
          : 'Mail and scheduled work, sent by the server in the background.'
      }
      list={list}
      choice={statusFilter}
      searchPlaceholder="Subject, recipient, kind or error"
      query={query}
      columns={columns}
      rowKey={(j) => j.id}
      rowsNoun="jobs"
      emptyText={m.none}
      minWidth={900}
    />
  );
}
