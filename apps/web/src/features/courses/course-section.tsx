import { Stack, Title } from '@mantine/core';
import { type ReactNode, useId } from 'react';

interface CourseSectionProps {
  title: string;
  children: ReactNode;
}

/** A titled part of the course page; the heading names the region for screen-reader navigation. */
export function CourseSection({ title, children }: CourseSectionProps) {
  const headingId = useId();
  return (
    <Stack component="section" aria-labelledby={headingId} gap="sm">
      <Title order={2} size="h3" id={headingId}>
        {title}
      </Title>
      {children}
    </Stack>
  );
}
