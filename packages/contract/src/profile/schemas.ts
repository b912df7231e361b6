import { z } from 'zod';
import { currentPasswordField } from '../auth/schemas';
import { PHONE_PATTERN } from '../common/constants';
import { personName } from '../common/person-name';
import { emailField, idParamSchema } from '../common/schemas';
import { LEARNING_MODES, profileMessages, SKILLS_MAX } from './constants';

/** Letters of any script, digits, spaces and the punctuation of skill names: C++, C#, Node.js, .NET. */
const SKILL_PATTERN = /^[\p{L}\p{M}\p{Nd} +#.-]+$/u;

/** Skills arrive as a list, a JSON-encoded list or a comma string (spec 000 §7); all become a list. */
function toSkillList(value: unknown): unknown {
  if (Array.isArray(value)) return value.map((s) => String(s).trim()).filter(Boolean);
  if (typeof value !== 'string') return value;
  const text = value.trim();
  if (text.startsWith('[')) {
    try {
      return toSkillList(JSON.parse(text));
    } catch {
      return [text];
    }
  }
  return text
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);
}

export const skillsField = z.preprocess(
  toSkillList,
  z
    .array(z.string().max(50, 'Each skill can be at most 50 characters'), {
      error: profileMessages.skillsRequired,
    })
    .min(1, profileMessages.skillsRequired)
    .max(SKILLS_MAX, `At most ${SKILLS_MAX} skills`)
    .superRefine((skills, ctx) => {
      const bad = skills.filter((s) => !SKILL_PATTERN.test(s));
      if (bad.length > 0) ctx.addIssue({ code: 'custom', message: profileMessages.invalidSkills(bad) });
    }),
);

/** 'true'/'false', 'Enabled'/'Disabled', or a boolean: forms send all three. */
const booleanish = z.preprocess((v) => {
  if (typeof v === 'boolean') return v;
  const s = String(v ?? '').toLowerCase();
  if (['true', 'enabled', '1', 'on', 'yes'].includes(s)) return true;
  if (['false', 'disabled', '0', 'off', 'no', ''].includes(s)) return false;
  return v;
}, z.boolean());

const optionalText = (max: number) => z.string().trim().max(max, `At most ${max} characters`).default('');

export const linkedinField = z
  .string()
  .trim()
  .max(300)
  .refine(
    (v) => v === '' || /^https:\/\/([a-z]{2,3}\.)?linkedin\.com\/.+/i.test(v),
    profileMessages.linkedinInvalid,
  )
  .default('');

const studyGoal = z.preprocess(
  (v) => (v === '' || v === undefined || v === null ? 0 : Number(v)),
  z
    .number({ error: profileMessages.studyGoalInvalid })
    .int(profileMessages.studyGoalInvalid)
    .min(0, profileMessages.studyGoalInvalid)
    .max(80, profileMessages.studyGoalInvalid),
);

/** Fields a learner keeps in their candidate profile (spec 000 §3 Candidate). */
const profileFields = {
  tagline: optionalText(150),
  country: optionalText(100),
  occupation: optionalText(100),
  bio: optionalText(2000),
  skills: skillsField,
  learningMode: z.union([z.enum(LEARNING_MODES), z.literal('')]).default(''),
  studyGoal,
  notifications: booleanish.default(true),
  language: z
    .string()
    .trim()
    .max(50)
    .default('English')
    .transform((v) => v || 'English'),
  linkedin: linkedinField,
};

export const certificationInputSchema = z.object({
  title: z.string().trim().min(1, profileMessages.certificationTitleRequired).max(200),
  issued: z.union([z.iso.date(), z.literal('')]).default(''),
  description: optionalText(500),
});

export type CertificationInput = z.input<typeof certificationInputSchema>;

/** A learner's certification: the learner's id and the certification's. */
export const certificationParamSchema = idParamSchema.extend({ certId: idParamSchema.shape.id });

/** /registerprofile (multipart): the profile, plus certifications as a JSON-encoded list. */
export const candidateRegisterSchema = z.object({
  ...profileFields,
  user_id: z.union([z.string(), z.number()]).optional(),
  certifications: z
    .preprocess(
      (v) => {
        if (typeof v !== 'string') return v ?? [];
        try {
          return JSON.parse(v || '[]');
        } catch {
          return v;
        }
      },
      z.array(certificationInputSchema, { error: 'Certifications must be a list' }).max(20),
    )
    .default([]),
});

/**
 * /edit-profile (JSON): the profile plus name, e-mail and phone, which live on the account. A new
 * e-mail needs `current_password` and takes effect once its confirmation link is opened (SECURITY.md, accounts).
 */
export const candidateEditSchema = z.object({
  ...profileFields,
  /** Absent: the name stays as it is (clients that predate the field keep working). */
  name: personName(profileMessages.nameRequired).optional(),
  email: emailField(profileMessages.emailRequired, profileMessages.emailInvalid),
  current_password: currentPasswordField.optional(),
  phone: z
    .string()
    .trim()
    .refine((v) => v === '' || PHONE_PATTERN.test(v), profileMessages.phoneInvalid)
    .default(''),
});

export const certificationSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  issued: z.string(),
  description: z.string(),
});

export type Certification = z.infer<typeof certificationSchema>;

export const activitySchema = z.object({ description: z.string(), date: z.string() });

/** What GET candidates/{id} answers: the account, the profile and the dashboard figures. */
export const candidateSchema = z.object({
  id: z.number().int(),
  user_id: z.number().int(),
  profile_completed: z.boolean(),
  name: z.string(),
  image: z.string(),
  tagline: z.string(),
  email: z.string(),
  email_verified: z.boolean(),
  /** A new address waiting for its confirmation link to be opened. */
  pending_email: z.string().nullable(),
  phone: z.string(),
  country: z.string(),
  occupation: z.string(),
  date_joined: z.string(),
  lastLogin: z.string().nullable(),
  bio: z.string(),
  skills: z.array(z.string()),
  learningMode: z.string(),
  studyGoal: z.number().int(),
  notifications: z.boolean(),
  language: z.string(),
  linkedin: z.string(),
  accountType: z.string(),
  learningPoints: z.number().int(),
  certifications: z.array(certificationSchema),
  completedCourses: z.number().int(),
  ongoingCourses: z.number().int(),
  badges: z.array(z.string()),
  rank: z.number().int(),
  recentActivities: z.array(activitySchema),
});

export type Candidate = z.infer<typeof candidateSchema>;
