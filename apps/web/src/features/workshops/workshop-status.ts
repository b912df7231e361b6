import { placementMessages, type Workshop } from '@skillpath/contract';

export const seatsLeft = (w: Workshop) => Math.max(0, w.capacity - w.already_enrolled);

/** Why Register is off: the server's `open` flag is false when the workshop is full or its deadline passed. */
export function closedReason(w: Workshop): string | null {
  if (w.open) return null;
  return seatsLeft(w) === 0 ? placementMessages.workshopFull : placementMessages.workshopClosed;
}

const localToday = () => {
  const now = new Date();
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
};

/** Upcoming workshops (today or later), soonest first. */
export function upcomingWorkshops(workshops: readonly Workshop[], today = localToday()): Workshop[] {
  return workshops
    .filter((w) => w.date >= today)
    .sort((a, b) => a.date.localeCompare(b.date) || a.time.localeCompare(b.time) || a.id - b.id);
}
