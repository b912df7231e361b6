import { useReducedMotion } from '@mantine/hooks';
import { useEffect, useState } from 'react';
import { nextTypewriterStep, typewriterStart } from './typewriter-step';

/** The part of the current word shown now; advances on its own timer (spec 000 §2 hero). */
export function useTypewriter(words: readonly string[]): string {
  // Read the preference on the first render so reduced-motion users never see a typed character.
  const reducedMotion = useReducedMotion(undefined, { getInitialValueInEffect: false });
  const [state, setState] = useState(() =>
    reducedMotion ? { ...typewriterStart, chars: words[0]?.length ?? 0 } : typewriterStart,
  );

  useEffect(() => {
    const step = nextTypewriterStep(state, words, reducedMotion);
    const timer = setTimeout(() => setState(step.state), step.delay);
    return () => clearTimeout(timer);
  }, [state, words, reducedMotion]);

  return (words[state.word] ?? '').slice(0, state.chars);
}
