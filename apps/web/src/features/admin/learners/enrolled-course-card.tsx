import { Card, Group, Progress, SimpleGrid, Text, Title } from '@mantine/core';
import type { UserCourse } from '@skillpath/contract';
import { IssueCertificateAction } from '../certificates/issue-action';
import { AttendanceForm } from './attendance-form';

/** One of the learner's courses: progress, what it is made of, the attendance form, a certificate. */
export function EnrolledCourseCard({
  learner,
  course,
}: {
  learner: { id: number; name: string };
  course: UserCourse;
}) {
  return (
    <Card withBorder radius="lg" padding="lg" component="article">
      <Group justify="space-between" align="baseline" gap="xs">
        <Title order={3} size="h5">
          {course.course_title}
        </Title>
        <Text fw={700}>{course.progress}%</Text>
      </Group>
      <Progress value={course.progress} mt="xs" aria-label={`Progress in ${course.course_title}`} />
      <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="xs" mt="sm">
        <Text size="sm">
          Lessons watched: {course.lessons_watched} of {course.lessons_total}
        </Text>
        <Text size="sm">
          Sessions attended: {course.sessions_attended} of {course.sessions_held}
        </Text>
      </SimpleGrid>
      <Text size="xs" c="dimmed" mt={4}>
        Progress = 60% lessons watched + 40% attendance.
      </Text>
      <Group justify="flex-end" mt="xs">
        <IssueCertificateAction learner={learner} course={course} />
      </Group>
      <Card.Section withBorder inheritPadding py="md" mt="md">
        <AttendanceForm
          key={`${course.sessions_held}-${course.sessions_attended}`}
          learnerId={learner.id}
          course={course}
        />
      </Card.Section>
    </Card>
  );
}
