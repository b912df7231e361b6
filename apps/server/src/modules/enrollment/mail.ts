import { institute } from '@skillpath/contract';

/** The learner's confirmation of an enrollment. */
export function enrollmentMail(name: string, courseTitle: string, dashboardUrl: string) {
  return {
    subject: `You are enrolled: ${courseTitle}`,
    text: `Hello ${name},\n\nYou are enrolled in ${courseTitle}. We will mail you a day before your batch starts.\n\nYour courses: ${dashboardUrl}\n\n${institute.name}\n`,
  };
}
