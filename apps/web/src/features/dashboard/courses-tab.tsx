import { Button, Center, Loader, Paper, SimpleGrid, Stack, Text } from '@mantine/core';
import { profileMessages } from '@skillpath/contract';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { isRetriable } from '../../components/learner-account/learner-errors';
import { learnerQueries } from '../../components/learner-account/learner-queries';
import { LoadError } from '../../components/load-error';
import { paths } from '../../lib/paths';
import { CourseCard } from './course-card';

/** The Courses tab: a card per enrolled course with its progress and View Course. */
export function CoursesTab({ userId }: { userId: string }) {
  const courses = useQuery(learnerQueries.userCourses(userId));

  if (courses.isPending)
    return (
      <Center py="xl">
        <Loader role="status" aria-label="Loading courses" />
      </Center>
    );
  if (courses.isError)
    return (
      <LoadError
        message={profileMessages.dashboardCoursesFailed}
        onRetry={isRetriable(courses.error) ? () => void courses.refetch() : undefined}
        retrying={courses.isFetching}
      />
    );
  if (courses.data.length === 0)
    return (
      <Paper withBorder radius="lg" p="xl">
        <Stack align="center" gap="sm" ta="center">
          <Text fw={600}>You are not enrolled in any course yet.</Text>
          <Text size="sm" c="dimmed">
            Pick a course and press Apply Now on its page; it will appear here with your progress.
          </Text>
          <Button component={Link} to={paths.training}>
            Browse courses
          </Button>
        </Stack>
      </Paper>
    );
  return (
    <SimpleGrid cols={{ base: 1, sm: 2, xl: 3 }} spacing="lg">
      {courses.data.map((course) => (
        <CourseCard key={course.enrollment_id} course={course} />
      ))}
    </SimpleGrid>
  );
}
