import { OPTION_KEYS, type OptionKey } from '@skillpath/contract';

/**
 * The options of a question in the order its attempt shows them, each labelled by its place (A–D on
 * screen and on the keyboard) while keeping its own key, which is what answers and scores use.
 */
export const shownOptions = (order: readonly OptionKey[]) =>
  order.map((key, i) => ({ key, label: OPTION_KEYS[i]! }));

/** The option a key on the keyboard means: the one shown at that place. */
export const optionAt = (order: readonly OptionKey[], label: OptionKey): OptionKey =>
  order[OPTION_KEYS.indexOf(label)] ?? label;
