import {
  CALLBACK_PROMISE_MINUTES,
  type demoBookingFilterSchema,
  type demoBookingListQuerySchema,
  type EnquiryAdmin,
  type enquiryFilterSchema,
  type enquiryListQuerySchema,
  inboxErrorCodes,
  inboxMessages,
} from '@skillpath/contract';
import type { z } from 'zod';
import type { Db } from '../../db/database';
import { NotFound } from '../../errors';
import { toCsv } from '../../lib/csv';
import * as q from './queries';

type EnquiryRow = Awaited<ReturnType<typeof q.findEnquiry>> & {};
const EXPORT_LIMIT = 50_000;

function toEnquiryAdmin({ enquiry, handledBy }: EnquiryRow, now = Date.now()): EnquiryAdmin {
  const answeredAt = enquiry.contactedAt?.getTime() ?? enquiry.closedAt?.getTime() ?? now;
  const ageMinutes = Math.max(0, Math.floor((answeredAt - enquiry.createdAt.getTime()) / 60_000));
  return {
    id: enquiry.id,
    name: enquiry.name,
    phone: enquiry.phone,
    interested_course: enquiry.interestedCourse,
    status: enquiry.status,
    created_at: enquiry.createdAt.toISOString(),
    updated_at: enquiry.updatedAt.toISOString(),
    contacted_at: enquiry.contactedAt?.toISOString() ?? null,
    closed_at: enquiry.closedAt?.toISOString() ?? null,
    handled_by: handledBy,
    age_minutes: ageMinutes,
    overdue: enquiry.status === 'new' && ageMinutes >= CALLBACK_PROMISE_MINUTES,
  };
}

const toBooking = (row: Awaited<ReturnType<typeof q.listDemoBookings>>['rows'][number]) => ({
  id: row.id,
  name: row.name,
  email: row.email,
  time_slot: row.timeSlot,
  course: row.course,
  created_at: row.createdAt.toISOString(),
});

/** The inboxes behind the public forms (DESIGN §8): enquiries with their callback status, demo bookings. */
export function createInboxService(db: Db) {
  return {
    async enquiries(filter: z.output<typeof enquiryListQuerySchema>) {
      const { count, rows } = await q.listEnquiries(db, filter);
      return { count, results: rows.map((row) => toEnquiryAdmin(row)) };
    },

    async setEnquiryStatus(id: number, status: 'new' | 'contacted' | 'closed', adminId: number) {
      if (!(await q.setEnquiryStatus(db, id, status, adminId)))
        throw NotFound(inboxMessages.enquiryNotFound).withCode(inboxErrorCodes.enquiryNotFound);
      return toEnquiryAdmin((await q.findEnquiry(db, id))!);
    },

    async enquiriesCsv(filter: z.output<typeof enquiryFilterSchema>) {
      const { rows } = await q.listEnquiries(db, { ...filter, limit: EXPORT_LIMIT, offset: 0 });
      return toCsv<EnquiryAdmin>(
        [
          ['ID', (e) => e.id],
          ['Name', (e) => e.name],
          ['Phone', (e) => e.phone],
          ['Course', (e) => e.interested_course],
          ['Status', (e) => e.status],
          ['Requested at', (e) => e.created_at],
          ['Contacted at', (e) => e.contacted_at],
          ['Closed at', (e) => e.closed_at],
          ['Handled by', (e) => e.handled_by],
          ['Minutes to answer', (e) => e.age_minutes],
        ],
        rows.map((row) => toEnquiryAdmin(row)),
      );
    },

    async demoBookings(filter: z.output<typeof demoBookingListQuerySchema>) {
      const { count, rows } = await q.listDemoBookings(db, filter);
      return { count, results: rows.map(toBooking) };
    },

    async demoBookingsCsv(filter: z.output<typeof demoBookingFilterSchema>) {
      const { rows } = await q.listDemoBookings(db, { ...filter, limit: EXPORT_LIMIT, offset: 0 });
      return toCsv<ReturnType<typeof toBooking>>(
        [
          ['ID', (b) => b.id],
          ['Name', (b) => b.name],
          ['Email', (b) => b.email],
          ['Time slot', (b) => b.time_slot],
          ['Course', (b) => b.course],
          ['Booked at', (b) => b.created_at],
        ],
        rows.map(toBooking),
      );
    },
  };
}
