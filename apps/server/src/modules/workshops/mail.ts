import { institute } from '@skillpath/contract';

/** The learner's confirmation of a workshop seat. */
export function workshopRegistrationMail(
  w: { title: string; date: string; time: string; mode: string },
  dashboardUrl: string,
) {
  const when = [w.date, w.time].filter(Boolean).join(', ');
  return {
    subject: `You are registered: ${w.title}`,
    text: `Hello,\n\nYour seat at the workshop "${w.title}" (${w.mode}) on ${when} is confirmed.\n\nYour registrations: ${dashboardUrl}\n\n${institute.name}\n`,
  };
}
