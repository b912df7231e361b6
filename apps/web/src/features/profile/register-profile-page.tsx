import { Center, Container, Loader, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { learnerQueries } from '../../components/learner-account/learner-queries';
import { SignInRedirect } from '../../components/learner-account/sign-in-redirect';
import { usePageTitle } from '../../lib/use-page-title';
import { useSession } from '../../lib/use-session';
import { missingCredentialMessage } from './profile-errors';
import { RegisterProfileForm } from './register-profile-form';

/**
 * /registerprofile, straight after sign-up (spec 000 §2). Without a user id or a token there is nobody
 * to save for: the spec's message, then sign in.
 */
export function RegisterProfilePage() {
  usePageTitle('Complete your profile');
  const { session } = useSession();
  const userId = session?.userId ?? '';
  // A learner who already has a profile starts from it: saving here replaces the whole profile.
  const candidate = useQuery({ ...learnerQueries.candidate(userId), enabled: session !== null });

  const missing = missingCredentialMessage(session?.userId, session?.token);
  if (!session || missing) return <SignInRedirect message={missing ?? undefined} />;

  return (
    <Container size="md" py={{ base: 'lg', sm: 'xl' }}>
      <Stack gap={4} mb="lg">
        <Title order={1}>Complete your profile</Title>
        <Text c="dimmed">Tell us about yourself so we can suggest the right courses and opportunities.</Text>
      </Stack>
      {candidate.isPending ? (
        <Center py="xl">
          <Loader role="status" aria-label="Loading your profile" />
        </Center>
      ) : (
        <RegisterProfileForm
          userId={session.userId}
          email={session.email}
          // An answer without the candidate's shape (a failed read) counts as no stored profile.
          candidate={candidate.data?.profile_completed === undefined ? undefined : candidate.data}
        />
      )}
    </Container>
  );
}
