import { Alert, Group, Skeleton, Stack, Text } from '@mantine/core';
import {
  commonErrorCodes as common,
  examErrorCodes,
  assessmentMessages as m,
  sectionLabel,
} from '@skillpath/contract';
import { useQuery } from '@tanstack/react-query';
import { LoadError } from '../../components/load-error';
import { ApiRequestError } from '../../lib/api';
import { assessmentQueries } from './assessment-api';
import { formatPercent } from './format';
import { ReviewList } from './review-list';

/** Not a session of the caller's (or none at all): the server's word, or the spec's. */
const NOT_THEIRS: readonly string[] = [examErrorCodes.sessionNotFound, common.forbidden, common.notFound];
/** Failures of the server or the way to it (no code: no answer of the server's), worth asking again. */
const PASSING: readonly (string | undefined)[] = [
  undefined,
  common.internalError,
  common.serviceUnavailable,
  common.timeout,
];

/** Why a review cannot be shown, in the server's words when it gave some. */
function reviewError(error: Error) {
  if (error instanceof ApiRequestError && error.code === examErrorCodes.reviewNotReady)
    return m.reviewNotReady;
  if (error instanceof ApiRequestError && NOT_THEIRS.includes(error.code ?? ''))
    return error.detail ?? m.sessionNotFound;
  return 'Failed to load the review.';
}

/** The review of one submitted section (DESIGN §7): score, then each question. */
export function ReviewPanel({ sessionId }: { sessionId: number }) {
  const review = useQuery(assessmentQueries.review(sessionId));
  if (review.isPending)
    return (
      <Stack gap="sm">
        <Text role="status">Loading the review...</Text>
        <Skeleton h={120} />
        <Skeleton h={120} />
      </Stack>
    );
  if (review.isError) {
    const retryable = !(review.error instanceof ApiRequestError) || PASSING.includes(review.error.code);
    return (
      <LoadError
        message={reviewError(review.error)}
        onRetry={retryable ? () => review.refetch() : undefined}
        retrying={review.isFetching}
      />
    );
  }
  const { data } = review;
  return (
    <Stack gap="md">
      <Group gap="lg">
        <Text fw={600}>
          {data.domain_name} · {sectionLabel(data.section)}
        </Text>
        <Text>
          Score: {data.correct_answers} of {data.total_questions} ({formatPercent(data.score_percent)})
        </Text>
      </Group>
      {!data.correct_options_shown && (
        <Alert color="blue" variant="light">
          {data.show_correct_answers ? m.keyHiddenWhileOpen : m.keyHidden}
        </Alert>
      )}
      <ReviewList review={data} />
    </Stack>
  );
}
