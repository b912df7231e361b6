import { Button } from '@mantine/core';
import { Link } from 'react-router';
import { paths } from '../lib/paths';
import { MessagePage } from './message-page';

/** Placeholder for a screen that is still being built. */
export function ComingSoonPage({ title }: { title: string }) {
  return (
    <MessagePage
      title={title}
      message="Coming soon. We are putting the finishing touches on this page; please check back shortly."
      actions={
        <Button component={Link} to={paths.home}>
          Back to home
        </Button>
      }
    />
  );
}
