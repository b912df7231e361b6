import { Group, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { usePageTitle } from '../../../lib/use-page-title';

interface AdminPageProps {
  title: string;
  description?: ReactNode;
  /** Buttons beside the title (e.g. Download CSV). */
  actions?: ReactNode;
  children: ReactNode;
}

/** One admin screen: its title (the page's h1), a line saying what it is for, then its content. */
export function AdminPage({ title, description, actions, children }: AdminPageProps) {
  usePageTitle(`${title} · Admin`);
  return (
    <Stack gap="lg">
      <Group justify="space-between" align="flex-end" gap="md">
        <div>
          <Title order={1} size="h2">
            {title}
          </Title>
          {description && (
            <Text c="dimmed" mt={4}>
              {description}
            </Text>
          )}
        </div>
        {actions}
      </Group>
      {children}
    </Stack>
  );
}
