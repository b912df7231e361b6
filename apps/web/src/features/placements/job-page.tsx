import { Button, Center, Group, Loader, Stack, Text } from '@mantine/core';
import { placementMessages } from '@skillpath/contract';
import { useQuery } from '@tanstack/react-query';
import { Link, useParams } from 'react-router';
import { paths } from '../../app/paths';
import { MessagePage } from '../../components/message-page';
import { ApiRequestError, NETWORK_ERROR_MESSAGE } from '../../lib/api';
import { usePageTitle } from '../../lib/use-page-title';
import { JobDetail } from './job-detail';
import { INVALID_JOB_ID, parseJobId } from './job-id';
import { placementQueries } from './placements-api';

function JobLoading() {
  usePageTitle('Job details');
  return (
    <Center py={96}>
      <Stack align="center" gap="sm" role="status">
        <Loader aria-hidden />
        <Text>Loading job details...</Text>
      </Stack>
    </Center>
  );
}

function JobUnavailable({
  message,
  onRetry,
  retrying,
}: {
  message: string;
  onRetry?: () => void;
  retrying?: boolean;
}) {
  return (
    <MessagePage
      title="Job unavailable"
      message={<span role="alert">{message}</span>}
      actions={
        <Group justify="center">
          <Button component={Link} to={paths.placements} variant={onRetry ? 'default' : 'filled'}>
            Back to jobs
          </Button>
          {onRetry && (
            <Button onClick={onRetry} loading={retrying}>
              Retry
            </Button>
          )}
        </Group>
      }
    />
  );
}

const notFound = (error: Error) => error instanceof ApiRequestError && error.status === 404;

/** /jobs/:id — one job with Apply, or why it cannot be shown (invalid id, not found, no connection). */
export function JobPage() {
  const id = parseJobId(useParams().id);
  const job = useQuery({ ...placementQueries.job(id ?? 0), enabled: id !== null });

  if (id === null) return <JobUnavailable message={INVALID_JOB_ID} />;
  if (job.isPending) return <JobLoading />;
  if (job.isError) {
    if (notFound(job.error)) return <JobUnavailable message={placementMessages.placementNotFound} />;
    const offline = job.error instanceof ApiRequestError && job.error.status === 0;
    return (
      <JobUnavailable
        message={offline ? NETWORK_ERROR_MESSAGE : 'The job could not be loaded.'}
        onRetry={() => void job.refetch()}
        retrying={job.isFetching}
      />
    );
  }
  return <JobDetail job={job.data} />;
}
