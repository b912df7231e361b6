import { Button } from '@mantine/core';
import { assessmentMessages as m } from '@skillpath/contract';
import { Link } from 'react-router';
import { MessagePage } from '../../components/message-page';
import { ApiRequestError } from '../../lib/api';
import { paths } from '../../lib/paths';

/** The server's answer to a domain it does not know (404 'Invalid domain ID.'). */
export const isInvalidDomain = (error: Error | null) =>
  error instanceof ApiRequestError && error.status === 404 && error.detail === m.invalidDomain;

/** Spec 001 §5: an id that names no domain gives 'Invalid domain ID.'; offer the list instead. */
export function InvalidDomain() {
  return (
    <MessagePage
      title="Exam"
      message={m.invalidDomain}
      actions={
        <Button component={Link} to={paths.domainSelection}>
          Choose a domain
        </Button>
      }
    />
  );
}
