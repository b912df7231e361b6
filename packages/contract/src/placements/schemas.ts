import { z } from 'zod';
import { MODES } from '../catalogue/constants';
import { catalogueAdminMessages } from '../catalogue-admin/constants';
import { wholeRupees } from '../catalogue-admin/schemas';
import { blankAsMissing } from '../common/day-range';
import { personName } from '../common/person-name';
import { emailField, idText, requiredText } from '../common/schemas';
import { ENQUIRY_STATUSES } from '../enquiries/constants';
import { withDayRange } from '../inbox/schemas';
import { JOB_MODES, placementMessages } from './constants';

const m = placementMessages;

const text = (max: number) => z.string().trim().max(max, `At most ${max} characters.`).default('');

const nonNegative = z.preprocess(
  (v) => (v === '' || v === undefined || v === null ? 0 : Number(v)),
  z
    .number({ error: m.countInvalid })
    .int(m.countInvalid)
    .min(0, m.countInvalid)
    .max(10_000_000, m.countInvalid),
);

/** A data URL for a new picture, the current picture's URL to keep it, or '' for none. */
const image = z.string().max(8_000_000, 'The image is larger than 5 MB.').default('');

export const placementInputSchema = z.object({
  placement_location: text(255),
  placement_keyword: text(255),
  placement_search_button: z.union([z.literal(''), z.url({ protocol: /^https?$/ })]).default(''),
  placement_jobs_posted: nonNegative,
  placement_tasks_posted: nonNegative,
  placement_freelancer: nonNegative,
  placement_category_img: image,
  placement_category_title: requiredText(m.placementInvalid).max(255),
  placement_category_description: text(2000),
  placement_featuredjob_img: image,
  placement_featuredjob_title: requiredText(m.placementInvalid).max(255),
  placement_featuredjob_company: requiredText(m.placementInvalid).max(255),
  placement_featuredjob_location: text(255),
  placement_featuredjob_mode: z.enum(JOB_MODES, { error: m.jobModeInvalid }),
  placement_featuredjob_posted: z.union([z.literal(''), z.iso.date()]).default(''),
});

export type PlacementInput = z.input<typeof placementInputSchema>;

export const placementSchema = z.object({
  id: z.number().int(),
  placement_location: z.string(),
  placement_keyword: z.string(),
  placement_search_button: z.string(),
  placement_jobs_posted: z.number().int(),
  placement_tasks_posted: z.number().int(),
  placement_freelancer: z.number().int(),
  placement_category_img: z.string(),
  placement_category_title: z.string(),
  placement_category_description: z.string(),
  placement_featuredjob_img: z.string(),
  placement_featuredjob_title: z.string(),
  placement_featuredjob_company: z.string(),
  placement_featuredjob_location: z.string(),
  placement_featuredjob_mode: z.string(),
  placement_featuredjob_posted: z.string(),
  created_at: z.string(),
});

export type Placement = z.infer<typeof placementSchema>;

export const jobApplicationSchema = z.object({
  id: z.number().int(),
  placement_id: z.number().int(),
  job_title: z.string(),
  company: z.string(),
  applicant_id: z.number().int(),
  applicant_name: z.string(),
  applicant_email: z.string(),
  applicant_phone: z.string(),
  best_progress: z.number().int(),
  resume_request_id: z.number().int().nullable(),
  created_at: z.string(),
  message: z.string().optional(),
});

/** What a learner's application answers: the row it made and the progress it was judged on. */
export const jobAppliedSchema = z.object({
  id: z.number().int(),
  placement_id: z.number().int(),
  created_at: z.string(),
  best_progress: z.number().int(),
  message: z.string(),
});

/** Where the signed-in learner stands against the placement gate (the one rule, from the server). */
export const placementAccessSchema = z.object({
  /** Applications are open to them: `progress` has reached `required`. */
  open: z.boolean(),
  /** Their best course progress in whole percent (0 without courses). */
  progress: z.number().int(),
  required: z.number().int(),
  /** The course of that progress (the first enrolled when none has any), or null without courses. */
  course: z.object({ id: z.number().int(), title: z.string() }).nullable(),
});
export type PlacementAccess = z.infer<typeof placementAccessSchema>;

export const workshopInputSchema = z
  .object({
    title: requiredText(m.workshopInvalid).max(255),
    trainer: requiredText(m.workshopInvalid).max(255),
    course_mode: z.enum(MODES, { error: m.workshopInvalid }),
    date: z.iso.date({ error: m.workshopInvalid }),
    time: text(50),
    admin_closing_date: z.union([z.literal(''), z.iso.date()]).default(''),
    duration: text(100),
    available_languages: text(255),
    already_enrolled: nonNegative,
    capacity: z.preprocess(
      (v) => (v === '' || v === undefined || v === null ? 50 : Number(v)),
      z
        .number({ error: 'Seats must be a whole number from 1.' })
        .int()
        .min(1, 'Seats must be a whole number from 1.')
        .max(100_000),
    ),
    fee: wholeRupees(catalogueAdminMessages.feeInvalid).default(0),
    description: text(5000),
    opportunities: text(2000),
  })
  // Seats are never raised behind the admin's back, and registration cannot close after the workshop.
  .superRefine((w, ctx) => {
    if (w.admin_closing_date && w.admin_closing_date > w.date)
      ctx.addIssue({ code: 'custom', path: ['admin_closing_date'], message: m.workshopDeadlineAfterDate });
    if (w.capacity < w.already_enrolled)
      ctx.addIssue({
        code: 'custom',
        path: ['capacity'],
        message: m.workshopSeatsBelowEnrolled(w.already_enrolled),
      });
  });

export type WorkshopInput = z.input<typeof workshopInputSchema>;

export const workshopSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  trainer: z.string(),
  course_mode: z.string(),
  date: z.string(),
  time: z.string(),
  admin_closing_date: z.string(),
  duration: z.string(),
  available_languages: z.string(),
  already_enrolled: z.number().int(),
  capacity: z.number().int(),
  /** The registration fee in whole rupees; 0 is free (registration without checkout). */
  fee: z.number().int(),
  description: z.string(),
  opportunities: z.string(),
  open: z.boolean(),
});

export type Workshop = z.infer<typeof workshopSchema>;

export const workshopRegistrationSchema = z.object({
  id: z.number().int(),
  workshop_id: z.number().int(),
  workshop_title: z.string(),
  user_id: z.number().int(),
  name: z.string(),
  email: z.string(),
  created_at: z.string(),
  message: z.string().optional(),
});

const search = z.string().trim().max(200).default('');

// Each exported by its own `export const`: the web build's stand-ins for a routes.ts file's schema
// imports (apps/web/vite.config.ts) find a schema's name there, not in a destructuring.

/** The job applications (admin): by placement, applicant search, and the days they were sent. */
export const jobApplicationListQuerySchema = withDayRange({
  placement_id: z.preprocess(blankAsMissing, idText(m.invalidPlacement).optional()),
  q: search,
}).page;

/** The workshop registrations (admin): by workshop, search, and the days they were made. */
export const workshopRegistrationListQuerySchema = withDayRange({
  workshop_id: z.preprocess(blankAsMissing, idText(m.invalidWorkshop).optional()),
  q: search,
}).page;

export const employerLeadCreateSchema = z.object({
  name: personName(m.leadNameRequired),
  email: emailField(m.leadEmailRequired, m.leadEmailInvalid),
  company_name: requiredText(m.leadCompanyRequired).max(200),
  requirements: requiredText(m.leadRequirementsRequired).max(5000),
});

export type EmployerLeadCreate = z.input<typeof employerLeadCreateSchema>;

export const employerLeadSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  email: z.string(),
  company_name: z.string(),
  requirements: z.string(),
  status: z.enum(ENQUIRY_STATUSES),
  created_at: z.string(),
  handled_by: z.string().nullable(),
  message: z.string().optional(),
});

/** The employer leads: by status, search, and the days they came in. */
export const { filter: leadFilterSchema, page: leadListQuerySchema } = withDayRange({
  status: z.enum(ENQUIRY_STATUSES).optional(),
  q: search,
});
