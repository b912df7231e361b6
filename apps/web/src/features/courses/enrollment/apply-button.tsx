import { Button, Loader } from '@mantine/core';
import { enrollmentMessages } from '@skillpath/contract';
import { IconCircleCheck } from '@tabler/icons-react';
import { Link } from 'react-router';
import classes from './apply-button.module.css';
import type { EnrollmentState } from './use-enrollment';

interface ApplyButtonProps {
  state: EnrollmentState;
  onApply: () => void;
  /** Where a visitor (not signed in) is sent to apply. */
  signInUrl: string;
  /** A priced course's checkout: Apply Now leads there instead of enrolling. */
  checkoutUrl?: string;
}

const busy = <Loader size={14} color="currentColor" aria-hidden />;

/** The Apply Now button in each enrollment state; a visible label says what is happening. */
export function ApplyButton({ state, onApply, signInUrl, checkoutUrl }: ApplyButtonProps) {
  if (state === 'loading')
    return (
      <Button size="md" disabled leftSection={busy}>
        {enrollmentMessages.loadingStatus}
      </Button>
    );
  if (state === 'enrolling')
    return (
      <Button size="md" disabled leftSection={busy}>
        {enrollmentMessages.enrolling}
      </Button>
    );
  if (state === 'enrolled')
    return (
      <Button
        size="md"
        disabled
        className={classes.enrolled}
        leftSection={<IconCircleCheck size={18} aria-hidden />}
      >
        {enrollmentMessages.alreadyEnrolledShort}
      </Button>
    );
  // A visitor's Apply Now is a link: it works on the server-rendered page before its scripts run.
  if (state === 'anonymous')
    return (
      <Button size="md" component={Link} to={signInUrl}>
        Apply Now
      </Button>
    );
  if (checkoutUrl)
    return (
      <Button size="md" component={Link} to={checkoutUrl}>
        Apply Now
      </Button>
    );
  return (
    <Button size="md" onClick={onApply}>
      Apply Now
    </Button>
  );
}
