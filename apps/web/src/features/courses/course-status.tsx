import { Button, Center, Group, Loader, Stack, Text } from '@mantine/core';
import { Link } from 'react-router';
import { paths } from '../../app/paths';
import { MessagePage } from '../../components/message-page';
import { usePageTitle } from '../../lib/use-page-title';

/** Shown while the course loads. */
export function CourseLoading() {
  usePageTitle('Course details');
  return (
    <Center py={96}>
      <Stack align="center" gap="sm" role="status">
        <Loader aria-hidden />
        <Text>Loading course details...</Text>
      </Stack>
    </Center>
  );
}

interface CourseUnavailableProps {
  /** The spec 000 §8 message saying why. */
  message: string;
  /** Offered when asking again may help (the server was unreachable or failed). */
  onRetry?: () => void;
  retrying?: boolean;
}

/** A course that cannot be shown: why, a way back to the course list and, when it may help, Retry. */
export function CourseUnavailable({ message, onRetry, retrying = false }: CourseUnavailableProps) {
  return (
    <MessagePage
      title="Course unavailable"
      message={<span role="alert">{message}</span>}
      actions={
        <Group justify="center">
          <Button component={Link} to={paths.training} variant={onRetry ? 'default' : 'filled'}>
            Back to courses
          </Button>
          {onRetry && (
            <Button onClick={onRetry} loading={retrying}>
              Retry
            </Button>
          )}
        </Group>
      }
    />
  );
}
