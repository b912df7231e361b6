import { Anchor, Group, Paper, Text, Title } from '@mantine/core';
import { type ReactNode, useId } from 'react';
import { Link } from 'react-router';

interface ChartPanelProps {
  title: string;
  /** The list behind the chart, and what to call the link to it. */
  link: { to: string; label: string };
  /** Nothing to draw: say so instead of an empty chart. */
  empty?: string | false;
  children: ReactNode;
}

/** A titled part of the Overview with a link to its list; an empty one says so in words. */
export function ChartPanel({ title, link, empty, children }: ChartPanelProps) {
  const titleId = useId();
  return (
    <Paper
      component="section"
      aria-labelledby={titleId}
      withBorder
      radius="lg"
      p={{ base: 'sm', sm: 'lg' }}
      miw={0}
    >
      <Group justify="space-between" align="baseline" mb="md" gap="xs">
        <Title order={2} size="h4" id={titleId}>
          {title}
        </Title>
        <Anchor component={Link} to={link.to} size="sm">
          {link.label}
        </Anchor>
      </Group>
      {empty ? <Text c="dimmed">{empty}</Text> : children}
    </Paper>
  );
}
