import { Center, Container, Loader, Stack, Text, Title } from '@mantine/core';
import { profileMessages } from '@skillpath/contract';
import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useParams } from 'react-router';
import { isForbidden, isRetriable, parsePathId } from '../../components/learner-account/learner-errors';
import { learnerQueries } from '../../components/learner-account/learner-queries';
import { NotYourAccount } from '../../components/learner-account/not-your-account';
import { SignInRedirect } from '../../components/learner-account/sign-in-redirect';
import { LoadError } from '../../components/load-error';
import { usePageTitle } from '../../lib/use-page-title';
import { useSession } from '../../lib/use-session';
import { EditProfileForm } from './edit-profile-form';

function EditProfileShell({ children }: { children: ReactNode }) {
  return (
    <Container size="md" py={{ base: 'lg', sm: 'xl' }}>
      <Stack gap={4} mb="lg">
        <Title order={1}>Edit profile</Title>
        <Text c="dimmed">Keep your details current: they appear on your dashboard.</Text>
      </Stack>
      {children}
    </Container>
  );
}

/** /edit-profile/:id (spec 000 §2), with the spec's messages for a bad id and a failed load. */
export function EditProfilePage() {
  usePageTitle('Edit profile');
  const { session } = useSession();
  const userId = parsePathId(useParams().id);
  const candidate = useQuery({
    ...learnerQueries.candidate(userId ?? ''),
    enabled: session !== null && userId !== null,
  });

  if (!session) return <SignInRedirect />;
  if (!userId)
    return (
      <EditProfileShell>
        <LoadError message={profileMessages.invalidUser} />
      </EditProfileShell>
    );
  if (candidate.isError && isForbidden(candidate.error)) return <NotYourAccount ownUserId={session.userId} />;

  return (
    <EditProfileShell>
      {candidate.isPending ? (
        <Center py="xl">
          <Loader role="status" aria-label="Loading your profile" />
        </Center>
      ) : candidate.isError ? (
        <LoadError
          message={profileMessages.loadFailed}
          onRetry={isRetriable(candidate.error) ? () => void candidate.refetch() : undefined}
          retrying={candidate.isFetching}
        />
      ) : (
        <EditProfileForm
          key={candidate.data.user_id}
          candidate={candidate.data}
          own={String(candidate.data.user_id) === session.userId}
        />
      )}
    </EditProfileShell>
  );
}
