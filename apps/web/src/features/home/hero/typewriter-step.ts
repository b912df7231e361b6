/** Spec 000 §9: the typewriter types (and erases) one character every 50 ms and pauses 1000 ms on a word. */
export const TYPE_MS = 50;
export const PAUSE_MS = 1000;

export interface TypewriterState {
  /** Index of the word being shown. */
  word: number;
  /** How many of its characters are shown. */
  chars: number;
  /** True while the word is being erased. */
  erasing: boolean;
}

export const typewriterStart: TypewriterState = { word: 0, chars: 0, erasing: false };

/**
 * The next state and how long to wait before reaching it. Types a word, pauses on it, erases it and
 * moves on to the next word, wrapping around. With reduced motion a word appears whole and stays for
 * as long as a typed one would, so the cadence is the same without characters moving.
 */
export function nextTypewriterStep(
  state: TypewriterState,
  words: readonly string[],
  reducedMotion: boolean,
): { state: TypewriterState; delay: number } {
  const length = words[state.word]?.length ?? 0;
  const nextWord = { word: (state.word + 1) % words.length, chars: 0, erasing: false };
  if (reducedMotion) {
    // A word begun before the preference was known (the server's render) becomes whole at once.
    if (state.chars < length) return { state: { ...state, chars: length, erasing: false }, delay: 0 };
    return {
      state: { ...nextWord, chars: words[nextWord.word]?.length ?? 0 },
      delay: 2 * length * TYPE_MS + PAUSE_MS,
    };
  }
  if (!state.erasing && state.chars < length)
    return { state: { ...state, chars: state.chars + 1 }, delay: TYPE_MS };
  if (!state.erasing) return { state: { ...state, erasing: true }, delay: PAUSE_MS };
  if (state.chars > 0) return { state: { ...state, chars: state.chars - 1 }, delay: TYPE_MS };
  return { state: nextWord, delay: TYPE_MS };
}
