import { type demoBookingCreateSchema, type enquiryCreateSchema, enquiryMessages } from '@skillpath/contract';
import type { z } from 'zod';
import type { Db } from '../../db/database';
import type { Mailer } from '../../plugins/mail';
import { demoConfirmation, enquiryNotice } from './mail';
import * as q from './queries';

export interface EnquiryDeps {
  db: Db;
  mailer: Mailer;
  notifyEmail: string;
  publicUrl: string;
}

export function createEnquiryService(deps: EnquiryDeps) {
  return {
    /** Stores a callback request and tells the institute at once (the 15-minute promise). */
    async createEnquiry(input: z.output<typeof enquiryCreateSchema>) {
      const row = await q.insertEnquiry(deps.db, {
        name: input.name,
        phone: input.phone,
        interestedCourse: input.interested_course,
      });
      void deps.mailer.send({
        to: deps.notifyEmail,
        ...enquiryNotice(input, `${deps.publicUrl}/admindash/enquiries`),
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
      const row = await q.insertDemoBooking(deps.db, {
        name: input.name,
        email: input.email,
        timeSlot: input.time_slot,
        course: input.course,
        userId,
      });
      void deps.mailer.send({ to: row.email, ...demoConfirmation(input) });
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
