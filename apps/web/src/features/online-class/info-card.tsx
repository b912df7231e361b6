import { Paper, Title } from '@mantine/core';
import type { ReactNode } from 'react';

/** A titled card of the online class page. */
export function InfoCard({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Paper withBorder radius="lg" p="md" component="section">
      <Title order={2} size="h4" mb="sm">
        {title}
      </Title>
      {children}
    </Paper>
  );
}
