import { PASSWORD_MIN } from '../common/constants';
import { COMMON_PASSWORDS } from './common-passwords';

let common: Set<string> | undefined;

/** True for one of the most common passwords, whatever its letter case (issue 21). */
export function isCommonPassword(password: string): boolean {
  common ??= new Set(COMMON_PASSWORDS.split(' '));
  return common.has(password.toLowerCase());
}

const PASSWORD_STRENGTH_LABELS = ['Too weak', 'Weak', 'Fair', 'Good', 'Strong'] as const;

export interface PasswordStrength {
  /** 0 (refused) to 4. */
  score: 0 | 1 | 2 | 3 | 4;
  label: (typeof PASSWORD_STRENGTH_LABELS)[number] | 'Too common';
}

/**
 * A rough guide shown while typing, not a rule: the rules are the length and the common-password
 * check of the schemas. Length counts most; mixing letters, digits and symbols helps; one repeated
 * character or a run of digits only does not.
 */
export function passwordStrength(password: string): PasswordStrength {
  if (password.length < PASSWORD_MIN) return { score: 0, label: 'Too weak' };
  if (isCommonPassword(password)) return { score: 0, label: 'Too common' };
  if (/^(.)\1*$/.test(password) || /^\d+$/.test(password)) return { score: 1, label: 'Weak' };
  const kinds = [/[a-z]/, /[A-Z]/, /\d/, /[^A-Za-z\d]/].filter((kind) => kind.test(password)).length;
  let score = 1 + (password.length >= 10 ? 1 : 0) + (password.length >= 14 ? 1 : 0) + (kinds >= 3 ? 1 : 0);
  if (kinds === 1 && score > 2) score = 2;
  const clamped = Math.min(score, 4) as PasswordStrength['score'];
  return { score: clamped, label: PASSWORD_STRENGTH_LABELS[clamped] };
}
