import { Badge, Button, Card, Group, Image, Stack, Text, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { profileMessages, type UserCourse } from '@skillpath/contract';
import { IconPlayerPlay } from '@tabler/icons-react';
import { generatePath, Link } from 'react-router';
import { CourseProgress } from '../../components/learner-account/course-progress';
import { mediaUrl } from '../../lib/catalogue';
import { paths } from '../../lib/paths';

const isCourseId = (id: unknown) => typeof id === 'number' && Number.isInteger(id) && id > 0;

/** One enrolled course: what it is, how far along, and View Course into its online class. */
export function CourseCard({ course }: { course: UserCourse }) {
  const completed = course.status === 'Completed';
  return (
    <Card withBorder radius="lg" padding="md">
      <Card.Section>
        <Image src={mediaUrl(course.course_image) || null} alt="" h={140} />
      </Card.Section>
      <Stack gap="sm" mt="md" style={{ flexGrow: 1 }}>
        <Group justify="space-between" align="flex-start" wrap="nowrap" gap="xs">
          <Title order={3} size="h4">
            {course.course_title}
          </Title>
          <Badge
            color={completed ? 'teal.9' : 'indigo'}
            variant={completed ? 'filled' : 'light'}
            style={{ flexShrink: 0 }}
          >
            {course.status}
          </Badge>
        </Group>
        <Text size="sm" c="dimmed">
          {[course.course_trainer, course.course_mode, `${course.course_duration} hours`]
            .filter(Boolean)
            .join(' · ')}
        </Text>
        <CourseProgress progress={course} label={course.course_title} />
      </Stack>
      {isCourseId(course.course_id) ? (
        <Button
          component={Link}
          to={generatePath(paths.onlineClassCourse, { courseId: String(course.course_id) })}
          mt="md"
          fullWidth
          leftSection={<IconPlayerPlay size={16} aria-hidden="true" />}
          aria-label={`View Course: ${course.course_title}`}
        >
          View Course
        </Button>
      ) : (
        <Button
          mt="md"
          fullWidth
          onClick={() => notifications.show({ color: 'red', message: profileMessages.invalidCourseSelected })}
        >
          View Course
        </Button>
      )}
    </Card>
  );
}
