import { Button } from '@mantine/core';
import { generatePath, Link } from 'react-router';
import { paths } from '../../lib/paths';
import { MessagePage } from '../message-page';

/** Someone opened another learner's page: the server said no (403), so say so and offer their own. */
export function NotYourAccount({ ownUserId }: { ownUserId: string }) {
  return (
    <MessagePage
      title="Not allowed"
      message="You can only view and change your own account."
      actions={
        <Button component={Link} to={generatePath(paths.userDashboard, { id: ownUserId })}>
          Go to my dashboard
        </Button>
      }
    />
  );
}
