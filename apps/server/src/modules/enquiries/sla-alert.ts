import { CALLBACK_PROMISE_MINUTES } from '@skillpath/contract';
import type { Db, Executor } from '../../db/database';
import { enqueue, enqueueMail } from '../jobs/queue';
import * as q from './queries';

/** Queued with the enquiry, in its transaction: fires once, when the 15-minute promise runs out. */
export const scheduleEnquiryAlert = (tx: Executor, enquiryId: number, createdAt: Date) =>
  enqueue(
    tx,
    'enquiry-alert',
    { enquiryId },
    {
      runAt: new Date(createdAt.getTime() + CALLBACK_PROMISE_MINUTES * 60_000),
      key: `enquiry-alert:${enquiryId}`,
    },
  );

/**
 * The 'enquiry-alert' job: an enquiry nobody has called back yet is mailed to ENQUIRY_NOTIFY_EMAIL.
 * The mail is keyed by the enquiry, so a rerun of this job (at least once) does not mail twice.
 */
export const enquiryAlertJob =
  (deps: { db: Db; notifyEmail: string; publicUrl: string }) =>
  ({ enquiryId }: { enquiryId: number }) =>
    deps.db.transaction(async (tx) => {
      const found = await q.findEnquiry(tx, enquiryId);
      if (found?.enquiry.status !== 'new') return;
      const { name, phone, interestedCourse } = found.enquiry;
      await enqueueMail(
        tx,
        {
          to: deps.notifyEmail,
          subject: `Not called back yet: ${name} (${interestedCourse})`,
          text: `The callback request below came ${CALLBACK_PROMISE_MINUTES} minutes ago and is still new.\n\nName: ${name}\nPhone: ${phone}\nCourse: ${interestedCourse}\n\nEnquiries inbox: ${deps.publicUrl}/admindash/enquiries\n`,
        },
        { key: `enquiry-alert-mail:${enquiryId}` },
      );
    });
