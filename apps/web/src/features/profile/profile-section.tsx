import { Box, Paper, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';

interface ProfileSectionProps {
  title: string;
  description?: string;
  children: ReactNode;
}

/** One titled group of fields on the profile forms. */
export function ProfileSection({ title, description, children }: ProfileSectionProps) {
  return (
    <Paper withBorder radius="lg" p={{ base: 'md', sm: 'lg' }} component="section">
      <Title order={2} size="h4">
        {title}
      </Title>
      {description && (
        <Text size="sm" c="dimmed" mt={4}>
          {description}
        </Text>
      )}
      <Box mt="md">{children}</Box>
    </Paper>
  );
}
