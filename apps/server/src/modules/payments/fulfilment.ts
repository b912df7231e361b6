import type { Executor } from '../../db/database';
import { recordActivity } from '../activity/queries';
import { enrollPaid, removeEnrollment } from '../enrollment';
import { registerHeldSeat, removeRegistration } from '../workshops';

interface Paid {
  userId: number;
  itemType: 'course' | 'internship' | 'workshop' | 'program';
  itemId: number;
  itemTitle: string;
}

/**
 * What paying gives the learner, in the paying transaction: a course's enrollment, a workshop's
 * registration. An internship or a programme has no record of its own: the paid order is the learner's
 * place, shown on their dashboard.
 */
export async function fulfil(tx: Executor, order: Paid): Promise<void> {
  if (order.itemType === 'course')
    await enrollPaid(tx, order.userId, { id: order.itemId, title: order.itemTitle });
  else if (order.itemType === 'workshop') await registerHeldSeat(tx, order.itemId, order.userId);
  else await recordActivity(tx, order.userId, `Paid for ${order.itemTitle}`);
}

/** A full refund takes the place back, and frees a workshop's seat. */
export async function withdraw(tx: Executor, order: Paid): Promise<void> {
  if (order.itemType === 'course') await removeEnrollment(tx, order.userId, order.itemId);
  else if (order.itemType === 'workshop') await removeRegistration(tx, order.itemId, order.userId);
}
