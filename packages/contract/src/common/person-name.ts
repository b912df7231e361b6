import { NAME_MAX, personNameMessages } from './constants';
import { requiredText } from './schemas';

/**
 * Letters and combining marks of any script (Devanagari, Telugu and Tamil vowel signs are marks),
 * spaces, apostrophes (' and ’), hyphens and dots. Digits, markup, symbols and control characters
 * are not part of a name.
 */
const NAME_CHARACTERS = /^[\p{L}\p{M} '’.-]+$/u;

const LETTER = /\p{L}/u;

/** The one message for what is wrong with a name (NFC), or null. */
function nameProblem(name: string): string | null {
  if (name.length > NAME_MAX) return personNameMessages.tooLong;
  if (!NAME_CHARACTERS.test(name)) return personNameMessages.characters;
  if (!LETTER.test(name)) return personNameMessages.needsLetter;
  return null;
}

/**
 * A person's name, trimmed and stored in Unicode NFC: the same name typed on two keyboards (a
 * precomposed or a decomposed vowel sign) is one name, and lengths are counted on that form. A bad
 * name does not abort the form's other checks (a register form still says the passwords differ).
 */
export function personName(requiredMessage: string) {
  return requiredText(requiredMessage)
    .transform((name) => name.normalize('NFC'))
    .superRefine((name, ctx) => {
      const problem = nameProblem(name);
      if (problem) ctx.addIssue({ code: 'custom', message: problem });
    });
}
