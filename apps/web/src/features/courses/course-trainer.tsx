import { Avatar, Group, Paper, Text } from '@mantine/core';
import type { Course } from '@skillpath/contract';
import { CourseSection } from './course-section';

/** Spec 000 §2 trainer section: who teaches the course, and in which languages. */
export function CourseTrainer({ course }: { course: Course }) {
  return (
    <Paper withBorder radius="md" p="lg">
      <CourseSection title="Your trainer">
        <Group wrap="nowrap" gap="md">
          <Avatar name={course.course_trainer} color="initials" size="lg" radius="xl" aria-hidden />
          <div>
            <Text fw={600}>{course.course_trainer}</Text>
            <Text size="sm" c="dimmed">
              Trainer of {course.course_title}, teaching in {course.course_language}
            </Text>
          </div>
        </Group>
      </CourseSection>
    </Paper>
  );
}
