import type { Candidate, candidateRegisterSchema } from '@skillpath/contract';
import type { z } from 'zod';
import { type NotificationChoice, notificationChoice } from '../../components/learner-account/preferences';
import { type CertificationRow, emptyCertificationRow } from './certification-rows';

/** The /registerprofile form as typed: skills comma-separated (spec 000 §2), rows of certifications. */
export type RegisterProfileValues = {
  tagline: string;
  country: string;
  occupation: string;
  bio: string;
  skills: string;
  learningMode: string;
  studyGoal: number | string;
  notifications: NotificationChoice;
  language: string;
  linkedin: string;
  certifications: CertificationRow[];
};

export type RegisterProfileInput = z.output<typeof candidateRegisterSchema>;

/**
 * Empty for a new account; a learner who already completed the profile and comes back starts from what
 * is stored, because saving here replaces the whole profile, certifications included.
 */
export function registerValuesOf(candidate: Candidate | undefined): RegisterProfileValues {
  const stored = candidate?.profile_completed ? candidate : undefined;
  return {
    tagline: stored?.tagline ?? '',
    country: stored?.country ?? '',
    occupation: stored?.occupation ?? '',
    bio: stored?.bio ?? '',
    skills: stored?.skills.join(', ') ?? '',
    learningMode: stored?.learningMode ?? '',
    studyGoal: stored?.studyGoal ?? '',
    notifications: notificationChoice(stored?.notifications ?? true),
    language: stored?.language || 'English',
    linkedin: stored?.linkedin ?? '',
    certifications: (stored?.certifications ?? []).map((c) => ({
      ...emptyCertificationRow(),
      title: c.title,
      issued: c.issued,
      description: c.description,
    })),
  };
}

/** The multipart body of spec 000 §7 candidate/register, plus certifications as a JSON list. */
export function registerFormData(userId: string, input: RegisterProfileInput, image: File | null): FormData {
  const body = new FormData();
  body.set('user_id', userId);
  body.set('tagline', input.tagline);
  body.set('country', input.country);
  body.set('occupation', input.occupation);
  body.set('bio', input.bio);
  body.set('skills', input.skills.join(', '));
  body.set('learningMode', input.learningMode);
  body.set('studyGoal', String(input.studyGoal));
  body.set('notifications', String(input.notifications));
  body.set('language', input.language);
  body.set('linkedin', input.linkedin);
  body.set(
    'certifications',
    JSON.stringify(
      input.certifications.map(({ title, issued, description }) => ({ title, issued, description })),
    ),
  );
  if (image) body.set('image', image);
  return body;
}
