import { Group, Progress, Stack, Text } from '@mantine/core';
import { type Progress as CourseProgressFigures, PROGRESS_WEIGHTS } from '@skillpath/contract';

/** Points of the whole bar each part has earned (spec 000 §9: 60 lessons + 40 attendance). */
function progressParts(p: CourseProgressFigures) {
  const share = (done: number, total: number) => (total > 0 ? Math.min(done / total, 1) : 0);
  return {
    lessons: share(p.lessons_watched, p.lessons_total) * PROGRESS_WEIGHTS.lessons * 100,
    attendance: share(p.sessions_attended, p.sessions_held) * PROGRESS_WEIGHTS.attendance * 100,
  };
}

interface CourseProgressProps {
  progress: CourseProgressFigures;
  /** Names what the bar measures, for screen readers ("Python FullStack"). */
  label: string;
  size?: 'sm' | 'lg';
}

/**
 * Course progress as the server computes it, with both of its parts shown: lessons watched (60%) and
 * sessions attended (40%), so a learner sees what is left to do.
 */
export function CourseProgress({ progress, label, size = 'sm' }: CourseProgressProps) {
  const parts = progressParts(progress);
  const lessonsWeight = PROGRESS_WEIGHTS.lessons * 100;
  const attendanceWeight = PROGRESS_WEIGHTS.attendance * 100;
  return (
    <Stack gap={6}>
      <Group justify="space-between" gap="xs">
        <Text size={size === 'lg' ? 'md' : 'sm'} fw={600}>
          {progress.progress}% complete
        </Text>
        <Text size="xs" c="dimmed">
          {lessonsWeight}% lessons + {attendanceWeight}% attendance
        </Text>
      </Group>
      <Progress.Root size={size === 'lg' ? 'xl' : 'md'} radius="xl">
        <Progress.Section
          value={parts.lessons}
          color="indigo"
          aria-label={`${label}, lessons: ${Math.round(parts.lessons)} of ${lessonsWeight} points`}
        />
        <Progress.Section
          value={parts.attendance}
          color="teal"
          aria-label={`${label}, attendance: ${Math.round(parts.attendance)} of ${attendanceWeight} points`}
        />
      </Progress.Root>
      <Group gap="md" wrap="wrap">
        <Legend
          color="indigo"
          text={`Lessons ${progress.lessons_watched} of ${progress.lessons_total} watched`}
        />
        <Legend
          color="teal"
          text={`Sessions ${progress.sessions_attended} of ${progress.sessions_held} attended`}
        />
      </Group>
    </Stack>
  );
}

function Legend({ color, text }: { color: string; text: string }) {
  return (
    <Group gap={6} wrap="nowrap">
      <span
        aria-hidden="true"
        style={{
          width: 10,
          height: 10,
          borderRadius: 5,
          background: `var(--mantine-color-${color}-filled)`,
          flexShrink: 0,
        }}
      />
      <Text size="xs" c="dimmed">
        {text}
      </Text>
    </Group>
  );
}
