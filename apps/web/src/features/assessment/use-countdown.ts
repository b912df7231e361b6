import { useEffect, useState } from 'react';

/** Seconds left until `deadline` (ms on this clock), refreshed twice a second; null without one. */
export function useCountdown(deadline: number | undefined): number | null {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (deadline === undefined) return;
    setNow(Date.now());
    // Half a second keeps the display within a blink of the real second without busy work.
    const timer = setInterval(() => setNow(Date.now()), 500);
    return () => clearInterval(timer);
  }, [deadline]);
  return deadline === undefined ? null : Math.max(0, Math.ceil((deadline - now) / 1000));
}
