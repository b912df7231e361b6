import { Group, Paper, Stack, Text, Title, UnstyledButton } from '@mantine/core';
import type { Lesson } from '@skillpath/contract';
import { IconCircleCheckFilled, IconPlayerPlay } from '@tabler/icons-react';
import { formatDuration, playedPercent } from './current-lesson';
import classes from './online-class.module.css';

interface LessonListProps {
  lessons: Lesson[];
  currentId: number | undefined;
  onSelect: (lesson: Lesson) => void;
}

/** The course's lessons in order, each marked when watched; choosing one plays it. */
export function LessonList({ lessons, currentId, onSelect }: LessonListProps) {
  const watched = lessons.filter((l) => l.watched).length;
  return (
    <Paper withBorder radius="lg" p="md">
      <Group justify="space-between" mb="xs">
        <Title order={2} size="h4">
          Lessons
        </Title>
        <Text size="sm" c="dimmed">
          {watched} of {lessons.length} watched
        </Text>
      </Group>
      {lessons.length === 0 ? (
        <Text size="sm" c="dimmed">
          Lessons for this course are being prepared.
        </Text>
      ) : (
        <Stack gap={2} component="ol" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
          {lessons.map((lesson) => (
            <li key={lesson.id}>
              <UnstyledButton
                className={classes.lessonButton}
                aria-current={lesson.id === currentId ? 'true' : undefined}
                onClick={() => onSelect(lesson)}
              >
                <Group gap="sm" wrap="nowrap" align="flex-start">
                  {lesson.watched ? (
                    <IconCircleCheckFilled
                      size={20}
                      color="var(--mantine-color-teal-7)"
                      aria-label="Watched"
                      role="img"
                      style={{ flexShrink: 0 }}
                    />
                  ) : (
                    <IconPlayerPlay
                      size={20}
                      color="var(--mantine-color-gray-7)"
                      aria-label="Not watched yet"
                      role="img"
                      style={{ flexShrink: 0 }}
                    />
                  )}
                  <div style={{ minWidth: 0 }}>
                    <Text size="sm" fw={lesson.id === currentId ? 700 : 500}>
                      {lesson.title}
                    </Text>
                    <Text size="xs" c="dimmed">
                      {formatDuration(lesson.duration_seconds)}
                      {!lesson.watched && lesson.seconds_watched > 0 && ` · ${playedPercent(lesson)}% played`}
                    </Text>
                  </div>
                </Group>
              </UnstyledButton>
            </li>
          ))}
        </Stack>
      )}
    </Paper>
  );
}
