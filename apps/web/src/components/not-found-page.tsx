import { Button } from '@mantine/core';
import { Link } from 'react-router';
import { paths } from '../lib/paths';
import { MessagePage } from './message-page';

export function NotFoundPage() {
  return (
    <MessagePage
      title="Page not found"
      message="The page you are looking for does not exist or has moved."
      actions={
        <Button component={Link} to={paths.home}>
          Back to home
        </Button>
      }
    />
  );
}
