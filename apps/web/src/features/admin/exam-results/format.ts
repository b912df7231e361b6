import type { AttemptOutcome } from '@skillpath/contract';

/** "24 min 05 s", "1 h 02 min": how long an attempt took. */
export function formatDuration(seconds: number): string {
  const s = Math.max(0, Math.round(seconds));
  const h = Math.floor(s / 3600);
  const min = Math.floor((s % 3600) / 60);
  const pad = (n: number) => String(n).padStart(2, '0');
  if (h > 0) return `${h} h ${pad(min)} min`;
  return `${min} min ${pad(s % 60)} s`;
}

export const outcomeLabel: Record<AttemptOutcome, string> = {
  in_progress: 'In progress',
  submitted: 'Submitted',
  expired: 'Expired',
};

/** Filled badges in dark shades: white text on them meets contrast (axe). */
export const outcomeColor: Record<AttemptOutcome, string> = {
  in_progress: 'blue.8',
  submitted: 'teal.9',
  expired: 'orange.9',
};
