import { Center, Loader } from '@mantine/core';
import { profileMessages } from '@skillpath/contract';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Navigate, useParams } from 'react-router';
import { isForbidden, isRetriable, parsePathId } from '../../components/learner-account/learner-errors';
import { learnerQueries } from '../../components/learner-account/learner-queries';
import { NotYourAccount } from '../../components/learner-account/not-your-account';
import { PageError } from '../../components/learner-account/page-error';
import { SignInRedirect } from '../../components/learner-account/sign-in-redirect';
import { paths } from '../../lib/paths';
import { usePageTitle } from '../../lib/use-page-title';
import { useSession } from '../../lib/use-session';
import { DashboardView } from './dashboard-view';
import type { LearnerPanel } from './overview-tab';

/**
 * /userdash/:id and /userdash. Without an id it is the signed-in learner's own dashboard (DESIGN §8: not
 * the spec's id 3); another learner's id is refused by the server unless the caller is an admin.
 */
export function DashboardPage({
  assessments,
  certificates,
  payments,
}: {
  assessments?: LearnerPanel;
  certificates?: LearnerPanel;
  payments?: LearnerPanel;
}) {
  usePageTitle('Dashboard');
  const { session } = useSession();
  const { id } = useParams();
  const [deleted, setDeleted] = useState(false);
  const userId = id === undefined ? (session?.userId ?? null) : parsePathId(id);
  const candidate = useQuery({
    ...learnerQueries.candidate(userId ?? ''),
    enabled: session !== null && userId !== null,
  });

  // After Delete Account there is nothing to come back to: plain sign-in (spec 000 §4; /login here).
  if (!session) return deleted ? <Navigate to={paths.signIn} replace /> : <SignInRedirect />;
  if (!userId) return <PageError title="Dashboard" message={profileMessages.userIdUnavailable} />;
  if (candidate.isPending)
    return (
      <Center py={96}>
        <Loader role="status" aria-label="Loading your dashboard" />
      </Center>
    );
  if (candidate.isError) {
    if (isForbidden(candidate.error)) return <NotYourAccount ownUserId={session.userId} />;
    return (
      <PageError
        title="Dashboard"
        message={profileMessages.dashboardUserFailed(userId)}
        onRetry={isRetriable(candidate.error) ? () => void candidate.refetch() : undefined}
        retrying={candidate.isFetching}
      />
    );
  }
  return (
    <DashboardView
      candidate={candidate.data}
      own={String(candidate.data.user_id) === session.userId}
      onAccountDeleted={() => setDeleted(true)}
      assessments={assessments}
      certificates={certificates}
      payments={payments}
    />
  );
}
