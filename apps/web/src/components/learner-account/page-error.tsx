import { Button } from '@mantine/core';
import { IconRefresh } from '@tabler/icons-react';
import { Link } from 'react-router';
import { paths } from '../../lib/paths';
import { MessagePage } from '../message-page';

interface PageErrorProps {
  title: string;
  message: string;
  /** Offered only when a second try may help; otherwise the way out is home. */
  onRetry?: () => void;
  retrying?: boolean;
}

/** A page that could not be shown at all: its title, what went wrong, and what to do next. */
export function PageError({ title, message, onRetry, retrying = false }: PageErrorProps) {
  return (
    <MessagePage
      title={title}
      message={<span role="alert">{message}</span>}
      actions={
        onRetry ? (
          <Button
            onClick={onRetry}
            loading={retrying}
            leftSection={<IconRefresh size={16} aria-hidden="true" />}
          >
            Retry
          </Button>
        ) : (
          <Button component={Link} to={paths.home}>
            Back to home
          </Button>
        )
      }
    />
  );
}
