import { Alert } from '@mantine/core';
import { enrollmentMessages } from '@skillpath/contract';
import { IconAlertTriangle } from '@tabler/icons-react';

interface EnrollmentStatusAlertProps {
  statusFailed: boolean;
  refreshFailed: boolean;
}

/** Says when the enrollment status shown may be out of date (spec 000 §8). */
export function EnrollmentStatusAlert({ statusFailed, refreshFailed }: EnrollmentStatusAlertProps) {
  const message = refreshFailed
    ? enrollmentMessages.refreshFailed
    : statusFailed
      ? enrollmentMessages.statusFailed
      : null;
  if (!message) return null;
  return (
    <Alert color="yellow" variant="light" icon={<IconAlertTriangle aria-hidden />}>
      {message}
    </Alert>
  );
}
