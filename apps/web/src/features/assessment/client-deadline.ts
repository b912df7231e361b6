import type { StartedSection } from './assessment-api';
import type { SectionRecord } from './exam-attempt';

/**
 * Where the server's deadline falls on this browser's clock, whose time may differ from the server's.
 * - A section this tab already knows keeps the deadline it was given (a reload keeps the clock).
 * - A section with no answer yet has just been started: its clock began on the server while the
 *   request travelled, so it ends `duration` after the request left (early rather than late).
 * - A section answered elsewhere (another tab or device) can only be placed by the server's deadline
 *   read on this clock, never later than a fresh start would end.
 * The server enforces the real deadline either way (late answers get 409).
 */
export function clientDeadline({ session, sentAt }: StartedSection, known?: SectionRecord): number {
  if (known?.sessionId === session.test_session_id) return known.clientDeadline;
  const freshEnd = sentAt + session.duration_seconds * 1000;
  const untouched = session.questions.every((q) => q.status === 'not visited');
  if (untouched) return freshEnd;
  const serverEnd = Date.parse(session.deadline_at);
  return Number.isNaN(serverEnd) ? freshEnd : Math.min(serverEnd, freshEnd);
}
