import { z } from 'zod';
import { roleSchema, userSchema } from '../auth/schemas';
import { ENQUIRY_STATUSES } from '../enquiries/constants';
import { enquirySchema } from '../enquiries/schemas';
import { userCourseSchema } from '../enrollment/schemas';

/** `?limit&offset` of the lists that grow without bound (DESIGN §4). */
export const pageQuerySchema = z.object({
  limit: z.coerce.number().int().min(1).max(100).default(20),
  offset: z.coerce.number().int().min(0).max(1_000_000).default(0),
});

export const pageOf = <T extends z.ZodType>(item: T) =>
  z.object({ count: z.number().int(), results: z.array(item) });

const search = z.string().trim().max(200).default('');

export const enquiryListQuerySchema = pageQuerySchema.extend({
  status: z.enum(ENQUIRY_STATUSES).optional(),
  q: search,
});

export const enquiryAdminSchema = enquirySchema.extend({
  updated_at: z.string(),
  contacted_at: z.string().nullable(),
  closed_at: z.string().nullable(),
  handled_by: z.string().nullable(),
  /** Minutes from the request to the first contact (or to now, while it is still new). */
  age_minutes: z.number().int(),
  /** Still new after the 15-minute callback promise. */
  overdue: z.boolean(),
});

export type EnquiryAdmin = z.infer<typeof enquiryAdminSchema>;

export const enquiryStatusUpdateSchema = z.object({
  status: z.enum(ENQUIRY_STATUSES, { error: 'Choose new, contacted or closed.' }),
});

export const demoBookingListQuerySchema = pageQuerySchema.extend({ q: search });

export const demoBookingAdminSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  email: z.string(),
  time_slot: z.string(),
  course: z.string(),
  created_at: z.string(),
});

export const learnerListQuerySchema = pageQuerySchema.extend({ q: search, role: roleSchema.optional() });

export const learnerSummarySchema = userSchema.extend({
  learning_points: z.number().int(),
  enrollments: z.number().int(),
});

export const learnerDetailSchema = learnerSummarySchema.extend({ courses: z.array(userCourseSchema) });

export const roleUpdateSchema = z.object({ role: roleSchema });

export const auditEntrySchema = z.object({
  id: z.number().int(),
  actor: z.string().nullable(),
  action: z.string(),
  entity_id: z.number().int().nullable(),
  /** What changed, for a person, where the service recorded it (e.g. which candidate). */
  detail: z.string().nullable(),
  status: z.number().int(),
  created_at: z.string(),
});
