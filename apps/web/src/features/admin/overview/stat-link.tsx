import { Paper, Text, UnstyledButton } from '@mantine/core';
import { Link } from 'react-router';
import classes from './overview.module.css';

interface StatLinkProps {
  label: string;
  value: number | string;
  /** What the number counts, in a few words. */
  hint?: string;
  /** The inbox or list that shows the rows behind the number. */
  to: string;
  /** Drawn in red: something waits too long. */
  alert?: boolean;
}

/** One figure, as a link to the list it counts. */
export function StatLink({ label, value, hint, to, alert }: StatLinkProps) {
  const shown = typeof value === 'number' ? value.toLocaleString('en-US') : value;
  return (
    <UnstyledButton component={Link} to={to} className={classes.stat}>
      <Paper withBorder radius="md" p="md" h="100%" className={alert ? classes.alert : undefined}>
        <Text size="sm" c={alert ? 'red.9' : 'dimmed'} fw={alert ? 600 : undefined}>
          {label}
        </Text>
        <Text fz={28} fw={700} lh={1.2} c={alert ? 'red.9' : undefined}>
          {shown}
        </Text>
        {hint && (
          <Text size="xs" c="dimmed">
            {hint}
          </Text>
        )}
      </Paper>
    </UnstyledButton>
  );
}
