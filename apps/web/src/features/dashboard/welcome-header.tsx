import { Avatar, Group, Stack, Text, Title } from '@mantine/core';
import type { Candidate } from '@skillpath/contract';
import { mediaUrl } from '../../lib/catalogue';

/** The dashboard's greeting: who is signed in and their tagline. */
export function WelcomeHeader({ candidate, own }: { candidate: Candidate; own: boolean }) {
  const firstName = candidate.name.split(' ')[0] || candidate.email;
  return (
    <Group gap="md" wrap="nowrap">
      <Avatar
        src={mediaUrl(candidate.image) || null}
        alt=""
        size={56}
        radius={56}
        name={candidate.name}
        color="initials"
      />
      <Stack gap={2} miw={0}>
        <Title order={1} size="h2">
          {own ? `Welcome back, ${firstName}!` : `${candidate.name}'s dashboard`}
        </Title>
        <Text c="dimmed" size="sm" truncate="end">
          {candidate.tagline || 'Keep learning: every lesson you finish moves you up the ranks.'}
        </Text>
      </Stack>
    </Group>
  );
}
