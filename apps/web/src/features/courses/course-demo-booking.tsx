import { Paper, Stack, Text, Title } from '@mantine/core';
import { useId } from 'react';
import { DemoBookingForm } from '../../components/demo-booking/demo-booking-form';

interface CourseDemoBookingProps {
  id: string;
  courseTitle: string;
}

/** The demo form the course page's Book a Free Demo button shows (spec 000 §4 Demo booking). */
export function CourseDemoBooking({ id, courseTitle }: CourseDemoBookingProps) {
  const headingId = useId();
  return (
    <Paper id={id} component="section" aria-labelledby={headingId} withBorder radius="md" p="lg" w="100%">
      <Stack gap="md">
        <div>
          <Title order={2} size="h4" id={headingId}>
            Book a free demo
          </Title>
          <Text size="sm" c="dimmed">
            Pick a time that suits you; we will mail you a confirmation.
          </Text>
        </div>
        <DemoBookingForm course={courseTitle} />
      </Stack>
    </Paper>
  );
}
