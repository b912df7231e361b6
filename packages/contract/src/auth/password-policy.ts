import type { DictionaryMatch, ZxcvbnFactory, ZxcvbnResult } from '@zxcvbn-ts/core';
import { PASSWORD_MAX, PASSWORD_MIN } from '../common/constants';
import { institute } from '../site/constants';
import { authMessages } from './constants';

/** Whose password it is: their name and address are the first guesses of anyone who targets them. */
export interface PasswordOwner {
  name?: string;
  email?: string;
}

const STRENGTH_LABELS = ['Too weak', 'Weak', 'Fair', 'Good', 'Strong'] as const;

export interface PasswordStrength {
  /** zxcvbn's 0–4; at most 2 when the password is refused. */
  score: 0 | 1 | 2 | 3 | 4;
  label: (typeof STRENGTH_LABELS)[number];
  /** Why the password is refused (one of authMessages), or null when it may be set. */
  problem: string | null;
}

let estimator: ZxcvbnFactory | undefined;
let loading: Promise<void> | undefined;

/**
 * Loads the estimator and its dictionaries (about 2 MB of word lists) once. The web calls it when a
 * new-password field is first used, so pages without one never download them; the server at start.
 */
export function loadPasswordPolicy(): Promise<void> {
  loading ??= Promise.all([
    import('@zxcvbn-ts/core'),
    import('@zxcvbn-ts/language-common'),
    import('@zxcvbn-ts/language-en'),
  ]).then(([core, common, en]) => {
    estimator = new core.ZxcvbnFactory({
      dictionary: { ...common.dictionary, ...en.dictionary },
      graphs: common.adjacencyGraphs,
      // Bounds one check to well under 0.1 s: the time grows with the length and with the l33t
      // substitutions tried (128 characters of '@$!|10' took seconds). A password whose first 64
      // characters are strong is strong.
      maxLength: 64,
      l33tMaxSubstitutions: 4,
    });
  });
  // A failed download (a browser gone offline) may be tried again.
  loading.catch(() => {
    loading = undefined;
  });
  return loading;
}

/** Whether loadPasswordPolicy() has finished: until then forms leave the strength rule to the server. */
export const passwordPolicyLoaded = (): boolean => estimator !== undefined;

const SITE_WORDS = [institute.name.toLowerCase()];

/** The name, its parts, the address and its local part's parts: what a targeted guess tries first. */
function personalWords({ name = '', email = '' }: PasswordOwner): string[] {
  const local = email.split('@')[0] ?? '';
  const words = [
    name,
    name.replace(/\s+/g, ''),
    ...name.split(/[\s'’.-]+/u),
    email,
    local,
    ...local.split(/[._+-]+/),
  ];
  // One or two letters match inside any password and say nothing about the person.
  return [...new Set(words.map((w) => w.trim().toLowerCase()).filter((w) => w.length >= 3))];
}

const COMMON_WARNINGS = new Set(['topTen', 'topHundred', 'common', 'similarToCommon', 'pwned']);
const PATTERN_WARNINGS = new Set([
  'straightRow',
  'keyPattern',
  'simpleRepeat',
  'extendedRepeat',
  'sequences',
  'recentYears',
  'dates',
]);

/** zxcvbn's warning (a translation key, as no translations are loaded) told in our words. */
function reason(result: ZxcvbnResult, borrowed: DictionaryMatch[]): string {
  if (borrowed.some((m) => !SITE_WORDS.includes(m.matchedWord))) return authMessages.passwordPersonal;
  if (borrowed.length > 0) return authMessages.passwordSiteName;
  const warning = result.feedback.warning ?? '';
  if (COMMON_WARNINGS.has(warning)) return authMessages.passwordTooCommon;
  if (PATTERN_WARNINGS.has(warning)) return authMessages.passwordPredictable;
  return authMessages.passwordTooGuessable;
}

function estimate(engine: ZxcvbnFactory, password: string, owner: PasswordOwner): PasswordStrength {
  if (password.length < PASSWORD_MIN)
    return { score: 0, label: 'Too weak', problem: authMessages.passwordTooShort };
  if (password.length > PASSWORD_MAX)
    return { score: 0, label: 'Too weak', problem: authMessages.passwordTooLong };
  const result = engine.check(password, [...personalWords(owner), ...SITE_WORDS]);
  const borrowed = result.sequence.filter(
    (m): m is DictionaryMatch => m.pattern === 'dictionary' && m.dictionaryName === 'userInputs',
  );
  // zxcvbn's 3 ("safely unguessable" for a slow hash) is the bar; a password built on the person's
  // name or address or on the site's name must reach 4, as those words are an attacker's first tries.
  const accepted = result.score >= (borrowed.length > 0 ? 4 : 3);
  const score = accepted ? result.score : (Math.min(result.score, 2) as 0 | 1 | 2);
  return { score, label: STRENGTH_LABELS[score], problem: accepted ? null : reason(result, borrowed) };
}

/**
 * How strong a new password is for this person, with the reason it is refused; undefined until
 * loadPasswordPolicy() has finished (the web shows the meter once it has).
 */
export function passwordStrength(password: string, owner: PasswordOwner = {}): PasswordStrength | undefined {
  return estimator && estimate(estimator, password, owner);
}

/**
 * Why `password` may not be set as this person's password, or null: 12–128 characters, and not
 * common, predictable, or built from their name, their address or the site's name. The server asks
 * this wherever a password is set; signing in never does, so older passwords keep working.
 */
export async function passwordProblem(password: string, owner: PasswordOwner = {}): Promise<string | null> {
  await loadPasswordPolicy();
  return passwordStrength(password, owner)?.problem ?? null;
}
