import { List, Stack, Text, Title } from '@mantine/core';
import type { Course } from '@skillpath/contract';
import { IconTarget } from '@tabler/icons-react';
import { InfoCard } from './info-card';

/** Overview (the course description) and learning objectives (one per syllabus week). */
export function CourseOverview({ course }: { course: Course }) {
  return (
    <Stack gap="lg">
      <InfoCard title="Overview">
        <Text>{course.course_description || 'The trainer will share an overview at the first session.'}</Text>
      </InfoCard>
      <InfoCard title="Learning objectives">
        {course.syllabus.length === 0 ? (
          <Text size="sm" c="dimmed">
            The syllabus for this course is being prepared.
          </Text>
        ) : (
          <List
            spacing="sm"
            icon={<IconTarget size={18} color="var(--mantine-color-indigo-7)" aria-hidden="true" />}
          >
            {course.syllabus.map((week) => (
              <List.Item key={week.id}>
                <Title order={3} size="h6">
                  Week {week.week_number}: {week.title}
                </Title>
                {week.topics.length > 0 && (
                  <Text size="sm" c="dimmed">
                    {week.topics.join(' · ')}
                  </Text>
                )}
              </List.Item>
            ))}
          </List>
        )}
      </InfoCard>
    </Stack>
  );
}
