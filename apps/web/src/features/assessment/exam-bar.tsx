import { Badge, Button, Group, Title } from '@mantine/core';
import { IconLayoutGrid } from '@tabler/icons-react';
import classes from './exam.module.css';
import { TimeLeft } from './time-left';

interface ExamBarProps {
  title: string;
  /** "Attempt n of m" of the section on screen. */
  attempt: string | undefined;
  /** The running section's deadline on this clock, shown on every step, the Summary included. */
  deadline: number | undefined;
  /** A section with questions is on screen: on a phone its palette is below them, a tap away. */
  palette: boolean;
}

const toPalette = () => {
  const palette = document.getElementById('exam-palette');
  palette?.scrollIntoView({ block: 'start' });
  palette?.querySelector<HTMLElement>('button[aria-current="true"], button')?.focus({ preventScroll: true });
};

/** The exam's name, then a sticky row: the attempt and the time left stay in view while scrolling. */
export function ExamBar({ title, attempt, deadline, palette }: ExamBarProps) {
  return (
    <>
      <Title order={1} size="h2">
        {title}
      </Title>
      <Group gap="sm" className={classes.bar}>
        {attempt && (
          <Badge variant="light" size="lg">
            {attempt}
          </Badge>
        )}
        <TimeLeft deadline={deadline} />
        {palette && (
          <Button
            hiddenFrom="md"
            size="compact-sm"
            variant="default"
            leftSection={<IconLayoutGrid size={14} aria-hidden="true" />}
            onClick={toPalette}
          >
            Questions
          </Button>
        )}
      </Group>
    </>
  );
}
