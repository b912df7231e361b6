import { type Candidate, LEARNING_MODES } from '@skillpath/contract';

/** Spec 000 §2: notifications are chosen as Enabled or Disabled and stored as a boolean. */
export const NOTIFICATION_CHOICES = ['Enabled', 'Disabled'] as const;
export type NotificationChoice = (typeof NOTIFICATION_CHOICES)[number];

export const notificationChoice = (enabled: boolean): NotificationChoice =>
  enabled ? 'Enabled' : 'Disabled';

/** Languages offered by the institute's courses; English is the default (spec 000 §9). */
const LANGUAGES = [
  'English',
  'Hindi',
  'Telugu',
  'Tamil',
  'Kannada',
  'Malayalam',
  'Marathi',
  'Bengali',
] as const;

/** The language list, keeping a stored value that is not on it so saving never changes it silently. */
export function languageOptions(current: string): string[] {
  return current && !LANGUAGES.includes(current as never) ? [...LANGUAGES, current] : [...LANGUAGES];
}

export const learningModeOptions = [
  { value: '', label: 'Not set' },
  ...LEARNING_MODES.map((mode) => ({ value: mode, label: mode })),
];

/** The edit form's values: what PUT edit takes, with notifications as the choice shown on screen. */
export type EditProfileValues = {
  name: string;
  tagline: string;
  email: string;
  phone: string;
  country: string;
  occupation: string;
  bio: string;
  skills: string[];
  learningMode: string;
  studyGoal: number | string;
  notifications: NotificationChoice;
  language: string;
  linkedin: string;
};

/** A candidate as edit-form values; PUT edit replaces every field, so all of them are carried. */
export function editValuesOf(candidate: Candidate): EditProfileValues {
  return {
    name: candidate.name,
    tagline: candidate.tagline,
    email: candidate.email,
    phone: candidate.phone,
    country: candidate.country,
    occupation: candidate.occupation,
    bio: candidate.bio,
    skills: candidate.skills,
    learningMode: candidate.learningMode,
    studyGoal: candidate.studyGoal,
    notifications: notificationChoice(candidate.notifications),
    language: candidate.language || 'English',
    linkedin: candidate.linkedin,
  };
}
