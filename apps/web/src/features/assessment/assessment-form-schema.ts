import { assessmentRequestSchema, assessmentMessages as m, RESUME_MAX_BYTES } from '@skillpath/contract';
import { z } from 'zod';

/** Spec 001 §5/§9: the resume types the picker offers and the form accepts. */
export const RESUME_ACCEPT = '.pdf,.doc,.docx';
const RESUME_NAME = /\.(pdf|docx?)$/i;

export interface AssessmentFormValues {
  username: string;
  mobile: string;
  resume: File | null;
}

/**
 * The contract's rules for username and mobile, plus the file the server checks again by content: the
 * client can only judge the name and the size, which is enough to catch a wrong pick before uploading.
 */
export const assessmentFormSchema = assessmentRequestSchema.pick({ username: true, mobile: true }).extend({
  resume: z
    .custom<File>((value) => value instanceof File, m.resumeRequired)
    .refine((file) => RESUME_NAME.test(file.name), m.resumeRequired)
    .refine((file) => file.size <= RESUME_MAX_BYTES, m.resumeTooLarge),
});

/** The multipart body of POST create-profile (spec 001 §7). */
export function assessmentFormData(values: z.output<typeof assessmentFormSchema>, domainId?: number) {
  const data = new FormData();
  data.set('username', values.username);
  data.set('mobile', values.mobile);
  data.set('resume', values.resume, values.resume.name);
  if (domainId !== undefined) data.set('domain_id', String(domainId));
  return data;
}
