import { Container, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { usePageTitle } from '../lib/use-page-title';

interface MessagePageProps {
  title: string;
  message: ReactNode;
  /** Buttons or links offered below the message. */
  actions: ReactNode;
}

/** A centred page that says one thing: coming soon, not found, something went wrong. */
export function MessagePage({ title, message, actions }: MessagePageProps) {
  usePageTitle(title);
  return (
    <Container size="sm" py={{ base: 48, sm: 96 }}>
      <Stack align="center" gap="md" ta="center">
        <Title order={1}>{title}</Title>
        <Text c="dimmed" size="lg">
          {message}
        </Text>
        {actions}
      </Stack>
    </Container>
  );
}
