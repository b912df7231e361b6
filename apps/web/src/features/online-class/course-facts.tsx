import { Avatar, DataList, Group, Stack, Text } from '@mantine/core';
import type { Course } from '@skillpath/contract';
import { InfoCard } from './info-card';

/** The instructor, and the course's details: duration, mode, language, learners enrolled. */
export function CourseFacts({ course }: { course: Course }) {
  return (
    <Stack gap="lg">
      <InfoCard title="Instructor">
        <Group gap="sm" wrap="nowrap">
          <Avatar name={course.course_trainer} color="initials" radius="xl" size="lg" />
          <div>
            <Text fw={600}>{course.course_trainer || 'To be announced'}</Text>
            <Text size="sm" c="dimmed">
              Trainer, {course.course_title}
            </Text>
          </div>
        </Group>
      </InfoCard>
      <InfoCard title="Course details">
        <DataList labelWidth={110} gap="xs">
          {[
            ['Duration', `${course.course_duration} hours`],
            ['Mode', course.course_mode],
            ['Language', course.course_language],
            ['Enrolled', `${course.course_enrolled} learners`],
          ].map(([label, value]) => (
            <DataList.Item key={label}>
              <DataList.ItemLabel>{label}</DataList.ItemLabel>
              <DataList.ItemValue>{value || '—'}</DataList.ItemValue>
            </DataList.Item>
          ))}
        </DataList>
      </InfoCard>
    </Stack>
  );
}
