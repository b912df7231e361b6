import { Anchor, Group, Progress, Stack, Text } from '@mantine/core';
import { Link } from 'react-router';

export interface ShareBar {
  key: number | string;
  label: string;
  /** The figure written beside the label, e.g. "12 applications". */
  caption: string;
  value: number;
  /** What the bar is measured against (the largest row, or a capacity). */
  of: number;
  to: string;
}

/**
 * Labelled bars, one a row, each a link to its list: a horizontal bar chart whose names stay readable
 * at phone width (a chart axis would cut them).
 */
export function ShareBars({ rows, label }: { rows: ShareBar[]; label: string }) {
  return (
    <Stack gap="sm" component="ul" aria-label={label} p={0} m={0} style={{ listStyle: 'none' }}>
      {rows.map((row) => (
        <li key={row.key}>
          <Group justify="space-between" gap="xs" wrap="nowrap" mb={4}>
            <Anchor component={Link} to={row.to} size="sm" lineClamp={1}>
              {row.label}
            </Anchor>
            <Text size="sm" fw={600} miw="max-content">
              {row.caption}
            </Text>
          </Group>
          <Progress
            value={row.of > 0 ? Math.min(100, (row.value / row.of) * 100) : 0}
            color="teal.7"
            size="md"
            aria-hidden="true"
          />
        </li>
      ))}
    </Stack>
  );
}
