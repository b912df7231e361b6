import { z } from 'zod';
import { roleSchema, userSchema } from '../auth/schemas';
import { datesInOrder, dayRangeMessages, dayRangeShape, optionalDay, queryFlag } from '../common/day-range';
import { ENQUIRY_STATUSES } from '../enquiries/constants';
import { enquirySchema } from '../enquiries/schemas';
import { userCourseSchema } from '../enrollment/schemas';
import { AUDIT_KINDS, AUDIT_VERBS } from './constants';

/** `?limit&offset` of the lists that grow without bound (DESIGN §4). */
export const pageQuerySchema = z.object({
  limit: z.coerce.number().int().min(1).max(100).default(20),
  offset: z.coerce.number().int().min(0).max(1_000_000).default(0),
});

/**
 * The filters of a list that also takes `?from&to` (created within those days): `filter` for its CSV
 * export, `page` for the paged list (`?limit&offset` too). Either refuses a range that ends before it starts.
 */
export function withDayRange<S extends z.ZodRawShape>(shape: S) {
  const filters = { ...shape, ...dayRangeShape };
  return {
    filter: z.object(filters).refine(...datesInOrder),
    page: pageQuerySchema.extend(filters).refine(...datesInOrder),
  };
}

export const pageOf = <T extends z.ZodType>(item: T) =>
  z.object({ count: z.number().int(), results: z.array(item) });

const search = z.string().trim().max(200).default('');

/**
 * The enquiries inbox: by status, search, the days the requests came in, and `overdue=true` (still
 * new after the callback promise, as the Overview's "Past 15 minutes" counts them).
 */
export const { filter: enquiryFilterSchema, page: enquiryListQuerySchema } = withDayRange({
  status: z.enum(ENQUIRY_STATUSES).optional(),
  q: search,
  overdue: queryFlag,
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

/** A paged list searched by `?q` (assessment requests). */
export const searchPageQuerySchema = pageQuerySchema.extend({ q: search });

/** The demo bookings: search, and the days they were booked on. */
export const { filter: demoBookingFilterSchema, page: demoBookingListQuerySchema } = withDayRange({
  q: search,
});

export const demoBookingAdminSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  email: z.string(),
  time_slot: z.string(),
  course: z.string(),
  created_at: z.string(),
});

/**
 * The learners: search, role, and `active_from`/`active_to`, the UTC days in which a person did
 * anything (an activity, a lesson played, a test started), as the Overview counts "Active learners".
 */
export const learnerListQuerySchema = pageQuerySchema
  .extend({ q: search, role: roleSchema.optional(), active_from: optionalDay, active_to: optionalDay })
  .refine((f) => !f.active_from || !f.active_to || f.active_from <= f.active_to, {
    message: dayRangeMessages.dateOrder,
    path: ['active_to'],
  });

/** The enrollments (admin): learner search and the days they enrolled, as the Overview counts them. */
export const { page: enrollmentListQuerySchema } = withDayRange({ q: search });

export const enrollmentAdminSchema = z.object({
  id: z.number().int(),
  user_id: z.number().int(),
  name: z.string(),
  email: z.string(),
  course_id: z.number().int(),
  course_title: z.string(),
  selected_at: z.string(),
});

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
  kind: z.enum(AUDIT_KINDS),
  verb: z.enum(AUDIT_VERBS),
  /** The record's name or title when the write was made (for a deletion, as last recorded). */
  label: z.string().nullable(),
  /** The fields an update changed (API names). */
  changed: z.array(z.string()),
});

const isoDay = z.iso.date({ error: 'Use a date like 2026-11-25.' });

/** The audit log's filters (DESIGN §4 paging): by person (actor e-mail), kind of record and day range. */
export const auditQuerySchema = pageQuerySchema.extend({
  actor: z.string().trim().max(320).optional(),
  kind: z.enum(AUDIT_KINDS, { error: 'Unknown kind of record.' }).optional(),
  from: isoDay.optional(),
  to: isoDay.optional(),
});

export type AuditQuery = z.input<typeof auditQuerySchema>;

/** A page of the log with the people who appear in it, for the person filter. */
export const auditPageSchema = pageOf(auditEntrySchema).extend({ actors: z.array(z.string()) });
