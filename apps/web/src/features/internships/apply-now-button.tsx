import { Button, type ButtonProps } from '@mantine/core';
import { Link } from 'react-router';
import { paths } from '../../lib/paths';

interface ApplyNowButtonProps extends Omit<ButtonProps, 'children'> {
  /** Id of the element naming the internship, when several Apply Now buttons share a page. */
  describedBy?: string;
}

/**
 * Apply Now. There is no internship application API yet, so this leads to the demo booking form
 * (/bookafreedemo): a real form that reaches the institute's team, who take the application from
 * there. It deliberately does not fake an application that nothing records.
 */
export function ApplyNowButton({ describedBy, ...props }: ApplyNowButtonProps) {
  return (
    <Button component={Link} to={paths.bookDemo} aria-describedby={describedBy} {...props}>
      Apply Now
    </Button>
  );
}
