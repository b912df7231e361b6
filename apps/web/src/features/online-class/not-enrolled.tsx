import { Button, Group } from '@mantine/core';
import { generatePath, Link } from 'react-router';
import { MessagePage } from '../../components/message-page';
import { paths } from '../../lib/paths';

/** The server's 403 for a course the learner has not enrolled in, and the way to enroll. */
export function NotEnrolled({ courseId, message }: { courseId: number; message: string }) {
  return (
    <MessagePage
      title="Online class"
      message={message}
      actions={
        <Group justify="center">
          <Button component={Link} to={generatePath(paths.course, { id: String(courseId) })}>
            Go to the course page
          </Button>
          <Button component={Link} to={paths.training} variant="default">
            Browse courses
          </Button>
        </Group>
      }
    />
  );
}
