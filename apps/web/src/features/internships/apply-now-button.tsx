import { Button, type ButtonProps } from '@mantine/core';
import type { Internship } from '@skillpath/contract';
import { Link } from 'react-router';
import { checkoutPath } from '../../lib/checkout-path';
import { paths } from '../../lib/paths';

interface ApplyNowButtonProps extends Omit<ButtonProps, 'children'> {
  internship: Pick<Internship, 'id' | 'internship_fee'>;
  /** Id of the element naming the internship, when several Apply Now buttons share a page. */
  describedBy?: string;
}

/**
 * Apply Now. An internship with a fee is bought at its checkout. A
 * performance-based one (fee 0) has no application API yet, so it leads to the demo booking form
 * (/bookafreedemo): a real form that reaches the institute's team, who take the application from
 * there. It deliberately does not fake an application that nothing records.
 */
export function ApplyNowButton({ internship, describedBy, ...props }: ApplyNowButtonProps) {
  return (
    <Button
      component={Link}
      to={internship.internship_fee > 0 ? checkoutPath('internship', internship.id) : paths.bookDemo}
      aria-describedby={describedBy}
      {...props}
    >
      Apply Now
    </Button>
  );
}
