import { useReducedMotion } from '@mantine/hooks';
import { useEffect, useState } from 'react';

/** Spec 000 §9: counters climb in steps of a hundredth of their target, one step every 20 ms. */
const COUNT_STEP_MS = 20;
const COUNT_STEPS = 100;

/**
 * A number that climbs from 0 to `target` (rounded at every step). People who ask for reduced motion
 * see the target at once.
 */
export function useCountUp(target: number): number {
  const reduceMotion = useReducedMotion();
  const [step, setStep] = useState(0);

  useEffect(() => {
    setStep(0);
    if (reduceMotion || target === 0) return;
    const timer = window.setInterval(() => {
      setStep((current) => {
        if (current + 1 >= COUNT_STEPS) window.clearInterval(timer);
        return Math.min(current + 1, COUNT_STEPS);
      });
    }, COUNT_STEP_MS);
    return () => window.clearInterval(timer);
  }, [target, reduceMotion]);

  if (reduceMotion) return target;
  return Math.round((target * step) / COUNT_STEPS);
}
