import { randomInt } from 'node:crypto';
import { OPTION_KEYS, type OptionKey } from '@skillpath/contract';

/**
 * A fresh order of the four options for one question of one attempt (Fisher–Yates), stored with the
 * attempt so a resume and the review show the same order. Answers keep the option's own key.
 */
export function shuffledOptionOrder(): string {
  const keys = [...OPTION_KEYS];
  for (let i = keys.length - 1; i > 0; i--) {
    const j = randomInt(i + 1);
    [keys[i], keys[j]] = [keys[j]!, keys[i]!];
  }
  return keys.join('');
}

export const optionOrderOf = (stored: string) => stored.split('') as OptionKey[];
