import { useReducedMotion } from '@mantine/hooks';
import { useEffect, useState } from 'react';
import { nextTypewriterStep, typewriterStart } from './typewriter-step';

/** The part of the current word shown now; advances on its own timer (spec 000 §2 hero). */
export function useTypewriter(words: readonly string[]): string {
  // The first render must be the server's, which cannot know the preference (hydration would fail for
  // reduced-motion visitors): the preference arrives after it, and the first step then shows the word whole.
  const reducedMotion = useReducedMotion();
  const [state, setState] = useState(typewriterStart);

  useEffect(() => {
    const step = nextTypewriterStep(state, words, reducedMotion);
    const timer = setTimeout(() => setState(step.state), step.delay);
    return () => clearTimeout(timer);
  }, [state, words, reducedMotion]);

  return (words[state.word] ?? '').slice(0, state.chars);
}
