import { z } from 'zod';
import { NAME_MAX, personNameMessages } from './constants';
import { requiredText } from './schemas';

/**
 * Letters and combining marks of any script (Devanagari, Telugu and Tamil vowel signs are marks),
 * spaces, apostrophes (' and ’), hyphens and dots. Digits, markup, symbols and control characters
 * are not part of a name.
 */
const NAME_CHARACTERS = /^[\p{L}\p{M} '’.-]+$/u;

const LETTER = /\p{L}/u;

/**
 * A person's name, trimmed and stored in Unicode NFC: the same name typed on two keyboards (a
 * precomposed or a decomposed vowel sign) is one name, and lengths are counted on that form.
 */
export function personName(requiredMessage: string) {
  return requiredText(requiredMessage)
    .transform((name) => name.normalize('NFC'))
    .pipe(
      z
        .string()
        .max(NAME_MAX, { error: personNameMessages.tooLong, abort: true })
        .regex(NAME_CHARACTERS, { error: personNameMessages.characters, abort: true })
        .regex(LETTER, personNameMessages.needsLetter),
    );
}
