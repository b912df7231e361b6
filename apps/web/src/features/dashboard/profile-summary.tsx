import { Anchor, Avatar, DataList, Group, Paper, Stack, Text, Title } from '@mantine/core';
import type { Candidate } from '@skillpath/contract';
import { IconBrandLinkedin } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { formatDate, formatDateTime } from '../../components/learner-account/format';
import { mediaUrl } from '../../lib/catalogue';

const orDash = (value: ReactNode) => (value === '' || value === null || value === undefined ? '—' : value);

/** Spec 000 §2 Profile tab: avatar, tagline, LinkedIn, and the account's details. */
export function ProfileSummary({ candidate }: { candidate: Candidate }) {
  const details: [label: string, value: ReactNode][] = [
    ['Email', candidate.email],
    ['Phone', candidate.phone],
    ['Country', candidate.country],
    ['Occupation', candidate.occupation],
    ['Joined', formatDate(candidate.date_joined)],
    ['Last login', formatDateTime(candidate.lastLogin)],
    ['Account type', candidate.accountType],
    ['Points', candidate.learningPoints],
  ];
  return (
    <Paper withBorder radius="lg" p={{ base: 'md', sm: 'lg' }}>
      <Stack gap="md">
        <Group gap="md" wrap="nowrap" align="center">
          <Avatar
            src={mediaUrl(candidate.image) || null}
            alt={candidate.image ? `${candidate.name}'s profile picture` : undefined}
            size={88}
            radius={88}
            name={candidate.name}
            color="initials"
          />
          <Stack gap={4} miw={0}>
            <Title order={3} size="h3">
              {candidate.name}
            </Title>
            {candidate.tagline && <Text c="dimmed">{candidate.tagline}</Text>}
            {candidate.linkedin && (
              <Anchor href={candidate.linkedin} target="_blank" rel="noopener noreferrer" size="sm">
                <Group gap={4} wrap="nowrap" component="span">
                  <IconBrandLinkedin size={16} aria-hidden="true" />
                  LinkedIn profile
                </Group>
              </Anchor>
            )}
          </Stack>
        </Group>
        <DataList labelWidth={120} gap="xs" style={{ overflowWrap: 'anywhere' }}>
          {details.map(([label, value]) => (
            <DataList.Item key={label}>
              <DataList.ItemLabel>{label}</DataList.ItemLabel>
              <DataList.ItemValue>{orDash(value)}</DataList.ItemValue>
            </DataList.Item>
          ))}
        </DataList>
      </Stack>
    </Paper>
  );
}
