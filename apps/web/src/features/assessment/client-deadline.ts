import type { StartedSection } from './assessment-api';

/**
 * Where the server's deadline falls on this browser's clock, whose time may differ from the server's.
 * The server sends its own `now` with the deadline; what is left by its clock is counted from the
 * moment the request left (early rather than late). Never "now + duration": a section started
 * earlier, on another tab or device, has less left than its length.
 */
export function clientDeadline({ session, sentAt }: StartedSection): number {
  const left = Date.parse(session.deadline_at) - Date.parse(session.server_now);
  if (Number.isNaN(left)) return sentAt + session.duration_seconds * 1000;
  return sentAt + Math.max(0, left);
}
