import { Alert, Button, Radio, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { commonErrorCodes, DEMO_TIME_SLOTS, enquiryMessages } from '@skillpath/contract';
import { IconCircleCheck } from '@tabler/icons-react';
import { useState } from 'react';
import { ApiRequestError } from '../../lib/api';
import { applyFieldErrors, useSchemaForm } from '../../lib/forms';
import { useSession } from '../../lib/use-session';
import { type CourseChoice, CourseSelect } from './course-select';
import { type DemoBooking, useBookDemoMutation } from './demo-booking-api';
import {
  type DemoBookingFormValues,
  type DemoBookingValues,
  demoBookingFormSchema,
} from './demo-booking-schema';

interface DemoBookingFormProps {
  /** The course the demo is for, when the page already knows it (the course page). */
  course?: string;
  /** Titles to pick the course from instead (the /bookafreedemo page). */
  courseChoice?: CourseChoice;
}

/**
 * Spec 000 §5 Demo form: name, email and a time slot (§9) are required. The booking is stored and
 * confirmed by mail (DESIGN §8); on success the form empties for another booking.
 */
export function DemoBookingForm({ course = '', courseChoice }: DemoBookingFormProps) {
  const { session } = useSession();
  const { form, field, isValid } = useSchemaForm<DemoBookingFormValues, DemoBookingValues>(
    demoBookingFormSchema,
    // No profile to read a name from yet; a signed-in person's e-mail is known.
    { name: '', email: session?.email ?? '', time_slot: '', course },
  );
  const book = useBookDemoMutation();
  const [booked, setBooked] = useState<DemoBooking | null>(null);
  const [formError, setFormError] = useState<string | null>(null);

  const submit = form.onSubmit((booking) => {
    setBooked(null);
    setFormError(null);
    book.mutate(booking, {
      onSuccess: (created) => {
        setBooked(created);
        form.reset();
      },
      onError: (error) => {
        const fitted =
          error instanceof ApiRequestError &&
          error.code === commonErrorCodes.invalidInput &&
          applyFieldErrors(form, error);
        // A fixed course has no field to show its message on.
        const hidden =
          !courseChoice && error instanceof ApiRequestError ? error.fieldMessage('course') : undefined;
        if (!fitted || hidden)
          setFormError(
            hidden ?? ((error instanceof ApiRequestError && error.detail) || enquiryMessages.demoFailed),
          );
      },
    });
  });

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        {booked && (
          <Alert
            color="green"
            variant="light"
            icon={<IconCircleCheck aria-hidden />}
            title={enquiryMessages.demoBooked}
          >
            We have sent a confirmation to {booked.email}. Your demo slot: {booked.time_slot}.
          </Alert>
        )}
        {course && !courseChoice && (
          <Text size="sm">
            Course: <strong>{course}</strong>
          </Text>
        )}
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          <TextInput label="Name" autoComplete="name" withAsterisk {...field('name')} />
          <TextInput label="Email" type="email" autoComplete="email" withAsterisk {...field('email')} />
        </SimpleGrid>
        {courseChoice && (
          <CourseSelect
            choice={courseChoice}
            {...field('course')}
            onChange={(value) => form.setFieldValue('course', value ?? '')}
          />
        )}
        <Radio.Group label="Time slot" withAsterisk {...field('time_slot')}>
          <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm" mt="xs">
            {DEMO_TIME_SLOTS.map((slot) => (
              <Radio key={slot} value={slot} label={slot} />
            ))}
          </SimpleGrid>
        </Radio.Group>
        {formError && (
          <Alert color="red" variant="light">
            {formError}
          </Alert>
        )}
        <Button
          type="submit"
          disabled={!isValid}
          loading={book.isPending}
          style={{ alignSelf: 'flex-start' }}
        >
          Book my demo
        </Button>
      </Stack>
    </form>
  );
}
