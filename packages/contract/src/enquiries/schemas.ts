import { z } from 'zod';
import { PHONE_PATTERN } from '../common/constants';
import { personName } from '../common/person-name';
import { emailField, requiredText } from '../common/schemas';
import { CALLBACK_COURSES, DEMO_TIME_SLOTS, ENQUIRY_STATUSES, enquiryMessages } from './constants';

export const enquiryCreateSchema = z.object({
  name: personName(enquiryMessages.nameRequired),
  phone: requiredText(enquiryMessages.phoneRequired).regex(PHONE_PATTERN, enquiryMessages.phoneInvalid),
  interested_course: z.enum(CALLBACK_COURSES, { error: enquiryMessages.courseRequired }),
});

export type EnquiryCreate = z.infer<typeof enquiryCreateSchema>;

export const enquirySchema = z.object({
  id: z.number().int(),
  name: z.string(),
  phone: z.string(),
  interested_course: z.string(),
  status: z.enum(ENQUIRY_STATUSES),
  created_at: z.string(),
});

export const enquiryCreatedSchema = enquirySchema.extend({ message: z.string() });

export const demoBookingCreateSchema = z.object({
  name: personName(enquiryMessages.demoNameRequired),
  email: emailField(enquiryMessages.demoEmailRequired, enquiryMessages.demoEmailInvalid),
  time_slot: z.enum(DEMO_TIME_SLOTS, { error: enquiryMessages.demoSlotRequired }),
  course: z.string().trim().max(255).default(''),
});

export type DemoBookingCreate = z.input<typeof demoBookingCreateSchema>;

export const demoBookingSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  email: z.string(),
  time_slot: z.string(),
  course: z.string(),
  created_at: z.string(),
  message: z.string(),
});
