import { Button, Center, Group, Loader } from '@mantine/core';
import { profileMessages } from '@skillpath/contract';
import { useQuery } from '@tanstack/react-query';
import { generatePath, Link, Navigate } from 'react-router';
import { isRetriable } from '../../components/learner-account/learner-errors';
import { learnerQueries } from '../../components/learner-account/learner-queries';
import { PageError } from '../../components/learner-account/page-error';
import { MessagePage } from '../../components/message-page';
import { paths } from '../../lib/paths';

/** /onlineclass without a course: the first enrolled course, or how to enroll in one. */
export function FirstCourseRedirect({ userId }: { userId: string }) {
  const courses = useQuery(learnerQueries.userCourses(userId));
  if (courses.isPending)
    return (
      <Center py={96}>
        <Loader role="status" aria-label="Loading your courses" />
      </Center>
    );
  if (courses.isError)
    return (
      <PageError
        title="Online class"
        message={profileMessages.dashboardCoursesFailed}
        onRetry={isRetriable(courses.error) ? () => void courses.refetch() : undefined}
        retrying={courses.isFetching}
      />
    );
  const first = courses.data[0];
  if (first)
    return (
      <Navigate to={generatePath(paths.onlineClassCourse, { courseId: String(first.course_id) })} replace />
    );
  return (
    <MessagePage
      title="Online class"
      message="You are not enrolled in any course yet. Choose a course, press Apply Now on its page, and its lessons will be here."
      actions={
        <Group justify="center">
          <Button component={Link} to={paths.training}>
            Browse courses
          </Button>
        </Group>
      }
    />
  );
}
