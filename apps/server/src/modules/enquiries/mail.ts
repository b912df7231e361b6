import {
  CALLBACK_PROMISE_MINUTES,
  type DemoBookingCreate,
  type EnquiryCreate,
  institute,
} from '@skillpath/contract';

export function enquiryNotice(enquiry: EnquiryCreate, adminUrl: string) {
  return {
    subject: `Callback request: ${enquiry.name} (${enquiry.interested_course})`,
    text: `A visitor asked for a callback. Please call within ${CALLBACK_PROMISE_MINUTES} minutes.\n\nName: ${enquiry.name}\nPhone: ${enquiry.phone}\nCourse: ${enquiry.interested_course}\n\nEnquiries inbox: ${adminUrl}\n`,
  };
}

export function demoConfirmation(
  booking: Required<Pick<DemoBookingCreate, 'name' | 'time_slot'>> & { course: string },
) {
  const course = booking.course ? ` of ${booking.course}` : '';
  return {
    subject: 'Your free demo is booked',
    text: `Hello ${booking.name},\n\nYour free demo${course} is booked for the ${booking.time_slot} slot. We will send you the joining details before it starts.\n\nQuestions? Call ${institute.phone} or write to ${institute.email}.\n\n${institute.name}\n`,
  };
}
