import { Button, Center, Group, Loader, Stack, Text } from '@mantine/core';
import { Link } from 'react-router';
import { usePageTitle } from '../lib/use-page-title';
import { MessagePage } from './message-page';

interface DetailLoadingProps {
  /** The browser tab's title meanwhile, e.g. "Course details". */
  pageTitle: string;
  /** What is on its way, e.g. "Loading course details...". */
  text: string;
}

/** Shown while the one item of a detail page (a course, a job) loads. */
export function DetailLoading({ pageTitle, text }: DetailLoadingProps) {
  usePageTitle(pageTitle);
  return (
    <Center py={96}>
      <Stack align="center" gap="sm" role="status">
        <Loader aria-hidden />
        <Text>{text}</Text>
      </Stack>
    </Center>
  );
}

interface DetailUnavailableProps {
  /** The page's heading, e.g. "Course unavailable". */
  title: string;
  /** Why, in the words of spec 000 §8. */
  message: string;
  /** The list to go back to, and its button's text. */
  back: { to: string; label: string };
  /** Offered when asking again may help (the server was unreachable or failed). */
  onRetry?: () => void;
  retrying?: boolean;
}

/** An item that cannot be shown: why, a way back to its list and, when it may help, Retry. */
export function DetailUnavailable({
  title,
  message,
  back,
  onRetry,
  retrying = false,
}: DetailUnavailableProps) {
  return (
    <MessagePage
      title={title}
      message={<span role="alert">{message}</span>}
      actions={
        <Group justify="center">
          <Button component={Link} to={back.to} variant={onRetry ? 'default' : 'filled'}>
            {back.label}
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
