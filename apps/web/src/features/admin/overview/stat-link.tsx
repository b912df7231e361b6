import { Anchor, Paper, Text, UnstyledButton } from '@mantine/core';
import { Link } from 'react-router';
import classes from './overview.module.css';

interface StatLinkProps {
  label: string;
  value: number | string;
  /** What the number counts, in a few words. */
  hint?: string;
  /** The inbox or list that shows the rows behind the number. */
  to: string;
  /** The list behind the hint, when the hint is a figure of its own (e.g. "3 this week"). */
  hintTo?: string;
  /** Drawn in red: something waits too long. */
  alert?: boolean;
}

function Figure({ label, value, alert }: Pick<StatLinkProps, 'label' | 'value' | 'alert'>) {
  const shown = typeof value === 'number' ? value.toLocaleString('en-US') : value;
  return (
    <>
      <Text size="sm" c={alert ? 'red.9' : 'dimmed'} fw={alert ? 600 : undefined}>
        {label}
      </Text>
      <Text fz={28} fw={700} lh={1.2} c={alert ? 'red.9' : undefined}>
        {shown}
      </Text>
    </>
  );
}

/** One figure, as a link to the list it counts (and its hint, when it has a list, as a second link). */
export function StatLink({ label, value, hint, to, hintTo, alert }: StatLinkProps) {
  const box = alert ? classes.alert : undefined;
  if (hintTo && hint)
    return (
      <Paper withBorder radius="md" p="md" h="100%" className={`${classes.twoLinks} ${box ?? ''}`}>
        <UnstyledButton component={Link} to={to} display="block" className={classes.inner}>
          <Figure label={label} value={value} alert={alert} />
        </UnstyledButton>
        <Anchor component={Link} to={hintTo} size="xs" c="teal.9" underline="always">
          {hint}
        </Anchor>
      </Paper>
    );
  return (
    <UnstyledButton component={Link} to={to} className={classes.stat}>
      <Paper withBorder radius="md" p="md" h="100%" className={box}>
        <Figure label={label} value={value} alert={alert} />
        {hint && (
          <Text size="xs" c="dimmed">
            {hint}
          </Text>
        )}
      </Paper>
    </UnstyledButton>
  );
}
