import { List, Paper, Text, Title } from '@mantine/core';
import { LEARNING_POINTS } from '@skillpath/contract';

/** How learning points are earned (contract LEARNING_POINTS) and what the rank means. */
export function PointsRule() {
  return (
    <Paper withBorder radius="lg" p="md">
      <Title order={3} size="h5">
        How you earn points
      </Title>
      <List size="sm" mt="xs" spacing={4}>
        <List.Item>{LEARNING_POINTS.lessonWatched} points for each lesson watched to its end</List.Item>
        <List.Item>{LEARNING_POINTS.courseCompleted} points for each course completed</List.Item>
        <List.Item>
          {LEARNING_POINTS.assessmentPassed} points for each assessment section passed (once per domain and
          section)
        </List.Item>
      </List>
      <Text size="sm" c="dimmed" mt="xs">
        Your rank is your place among all learners by points.
      </Text>
    </Paper>
  );
}
