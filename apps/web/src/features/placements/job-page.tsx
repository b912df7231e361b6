import { placementErrorCodes, placementMessages } from '@skillpath/contract';
import { useQuery } from '@tanstack/react-query';
import { useParams } from 'react-router';
import { DetailLoading, DetailUnavailable } from '../../components/detail-status';
import { ApiRequestError, NETWORK_ERROR_MESSAGE } from '../../lib/api';
import { paths } from '../../lib/paths';
import { JobDetail } from './job-detail';
import { INVALID_JOB_ID, parseJobId } from './job-id';
import { placementQueries } from './placements-api';

function JobLoading() {
  return <DetailLoading pageTitle="Job details" text="Loading job details..." />;
}

function JobUnavailable(props: { message: string; onRetry?: () => void; retrying?: boolean }) {
  return (
    <DetailUnavailable
      title="Job unavailable"
      back={{ to: paths.placements, label: 'Back to jobs' }}
      {...props}
    />
  );
}

const notFound = (error: Error) =>
  error instanceof ApiRequestError && error.code === placementErrorCodes.placementNotFound;

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
