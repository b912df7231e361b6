import { type demoBookingCreateSchema, type enquiryCreateSchema, enquiryMessages } from '@skillpath/contract';
import type { z } from 'zod';
import type { Db } from '../../db/database';
import { enqueueMail } from '../jobs/queue';
import { demoConfirmation, enquiryNotice } from './mail';
import * as q from './queries';
import { scheduleEnquiryAlert } from './sla-alert';

export interface EnquiryDeps {
  db: Db;
  notifyEmail: string;
  publicUrl: string;
}

export function createEnquiryService(deps: EnquiryDeps) {
  return {
    /** Stores a callback request, tells the institute at once and again if 15 minutes pass uncalled. */
    async createEnquiry(input: z.output<typeof enquiryCreateSchema>) {
      const row = await deps.db.transaction(async (tx) => {
        const row = await q.insertEnquiry(tx, {
          name: input.name,
          phone: input.phone,
          interestedCourse: input.interested_course,
        });
        await enqueueMail(tx, {
          to: deps.notifyEmail,
          ...enquiryNotice(input, `${deps.publicUrl}/admindash/enquiries`),
        });
        await scheduleEnquiryAlert(tx, row.id, row.createdAt);
        return row;
      });
      return {
        id: row.id,
        name: row.name,
        phone: row.phone,
        interested_course: row.interestedCourse,
        status: row.status,
        created_at: row.createdAt.toISOString(),
        message: enquiryMessages.success,
      };
    },

    async bookDemo(input: z.output<typeof demoBookingCreateSchema>, userId: number | undefined) {
      const row = await deps.db.transaction(async (tx) => {
        const row = await q.insertDemoBooking(tx, {
          name: input.name,
          email: input.email,
          timeSlot: input.time_slot,
          course: input.course,
          userId,
        });
        await enqueueMail(tx, { to: row.email, ...demoConfirmation(input) });
        return row;
      });
      return {
        id: row.id,
        name: row.name,
        email: row.email,
        time_slot: row.timeSlot,
        course: row.course,
        created_at: row.createdAt.toISOString(),
        message: enquiryMessages.demoBooked,
      };
    },
  };
}
