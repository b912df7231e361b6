import { Button } from '@mantine/core';
import { examErrorCodes, assessmentMessages as m } from '@skillpath/contract';
import { Link } from 'react-router';
import { MessagePage } from '../../components/message-page';
import { ApiRequestError } from '../../lib/api';
import { paths } from '../../lib/paths';

/** The server's answer to a domain it does not know ('Invalid domain ID.', code domain_not_found). */
export const isInvalidDomain = (error: Error | null) =>
  error instanceof ApiRequestError && error.code === examErrorCodes.domainNotFound;

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
