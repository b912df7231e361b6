import { Button, Flex, Stack } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import type { Course } from '@skillpath/contract';
import { useId } from 'react';
import { checkoutPath } from '../../lib/checkout-path';
import { CourseDemoBooking } from './course-demo-booking';
import { ApplyButton } from './enrollment/apply-button';
import { EnrollmentResultDialog } from './enrollment/enrollment-result-dialog';
import { EnrollmentStatusAlert } from './enrollment/enrollment-status-alert';
import { useEnrollment } from './enrollment/use-enrollment';

/** Apply Now (enrollment) and Book a Free Demo, which shows or hides the demo form below it. */
export function CourseActions({ course }: { course: Course }) {
  const enrollment = useEnrollment(course);
  // A course with a fee is bought at its checkout; a free one is enrolled in here.
  const checkout = checkoutPath('course', course.id);
  const priced = course.course_fee > 0;
  const [demoShown, demo] = useDisclosure(false);
  const demoId = useId();
  return (
    <Stack gap="md" w="100%">
      {/* Side by side where they fit; stacked at full width on a phone, where two would not. */}
      <Flex direction={{ base: 'column', xs: 'row' }} gap="sm">
        <ApplyButton
          state={enrollment.state}
          onApply={enrollment.apply}
          signInUrl={priced ? checkout : enrollment.signInUrl}
          checkoutUrl={priced ? checkout : undefined}
        />
        <Button
          size="md"
          variant="outline"
          onClick={demo.toggle}
          aria-expanded={demoShown}
          // Only point at the form while it exists.
          aria-controls={demoShown ? demoId : undefined}
        >
          Book a Free Demo
        </Button>
      </Flex>
      <EnrollmentStatusAlert
        statusFailed={enrollment.statusFailed}
        refreshFailed={enrollment.refreshFailed}
      />
      {demoShown && <CourseDemoBooking id={demoId} courseTitle={course.course_title} />}
      <EnrollmentResultDialog
        result={enrollment.result}
        opened={enrollment.dialogOpened}
        onClose={enrollment.closeResult}
      />
    </Stack>
  );
}
