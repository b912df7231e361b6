import { Badge, Box, Container, Group, SimpleGrid, Text, Title, VisuallyHidden } from '@mantine/core';
import { formatCount } from './format';
import type { PlacementCounts } from './placement-counts';
import classes from './placements.module.css';
import { useCountUp } from './use-count-up';

function Counter({ value, label }: { value: number; label: string }) {
  const shown = useCountUp(value);
  return (
    <div className={classes.stat}>
      {/* The climbing number is decoration; a screen reader hears the final figure once. */}
      <Text className={classes.statValue} aria-hidden>
        {formatCount(shown)}
      </Text>
      <VisuallyHidden>{`${formatCount(value)} ${label}`}</VisuallyHidden>
      <Text c="dimmed" fw={600} aria-hidden>
        {label}
      </Text>
    </div>
  );
}

/** Spec 000 §2 counters: jobs, tasks and freelancers, climbing to their totals (spec 000 §9). */
export function PlacementCounters({ counts }: { counts: PlacementCounts }) {
  return (
    <Box
      component="section"
      aria-labelledby="counters-title"
      className={`${classes.section} ${classes.band}`}
    >
      <Container size="lg">
        <Title order={2} id="counters-title" ta="center">
          Opportunities at a glance
        </Title>
        {counts.sample && (
          <Group justify="center" gap="xs" mt="xs">
            <Badge variant="light" color="gray">
              Sample figures
            </Badge>
            <Text size="sm" c="dimmed">
              Shown until the first jobs are posted.
            </Text>
          </Group>
        )}
        <SimpleGrid cols={{ base: 1, xs: 3 }} spacing="lg" mt="lg">
          <Counter value={counts.jobs} label="Jobs posted" />
          <Counter value={counts.tasks} label="Tasks posted" />
          <Counter value={counts.freelancers} label="Freelancers" />
        </SimpleGrid>
      </Container>
    </Box>
  );
}
