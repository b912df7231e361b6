import {
  placementErrorCodes as codes,
  placementMessages as m,
  type Workshop,
  type workshopInputSchema,
  type workshopRegistrationListQuerySchema,
} from '@skillpath/contract';
import type { z } from 'zod';
import type { Db } from '../../db/database';
import { Conflict, NotFound, PaymentRequired } from '../../errors';
import { recordActivity } from '../activity/queries';
import { enqueueMail } from '../jobs/queue';
import { workshopRegistrationMail } from './mail';
import * as q from './queries';

const today = () => new Date().toISOString().slice(0, 10);
/** Registration is open until the application deadline (or the workshop's date) has passed. */
const isOpen = (w: q.WorkshopRow) => (w.closingDate || w.date) >= today() && w.enrolled < w.capacity;

const toWorkshop = (w: q.WorkshopRow): Workshop => ({
  id: w.id,
  title: w.title,
  trainer: w.trainer,
  course_mode: w.mode,
  date: w.date,
  time: w.time,
  admin_closing_date: w.closingDate,
  duration: w.duration,
  available_languages: w.languages,
  already_enrolled: w.enrolled,
  capacity: w.capacity,
  fee: w.fee,
  description: w.description,
  opportunities: w.opportunities,
  open: isOpen(w),
});

const values = (input: z.output<typeof workshopInputSchema>): q.WorkshopValues => ({
  title: input.title,
  trainer: input.trainer,
  mode: input.course_mode,
  date: input.date,
  time: input.time,
  closingDate: input.admin_closing_date,
  duration: input.duration,
  languages: input.available_languages,
  enrolled: input.already_enrolled,
  capacity: input.capacity,
  fee: input.fee,
  description: input.description,
  opportunities: input.opportunities,
});

export function createWorkshopService(db: Db, publicUrl: string) {
  return {
    list: async () => (await q.listWorkshops(db)).map(toWorkshop),

    async get(id: number) {
      const row = await q.findWorkshop(db, id);
      if (!row) throw NotFound(m.workshopNotFound).withCode(codes.workshopNotFound);
      return toWorkshop(row);
    },

    create: async (input: z.output<typeof workshopInputSchema>) =>
      toWorkshop(await q.insertWorkshop(db, values(input))),

    async update(id: number, input: z.output<typeof workshopInputSchema>) {
      const row = await q.updateWorkshop(db, id, values(input));
      if (!row) throw NotFound(m.workshopNotFound).withCode(codes.workshopNotFound);
      return toWorkshop(row);
    },

    async remove(id: number) {
      if (!(await q.deleteWorkshop(db, id)))
        throw NotFound(m.workshopNotFound).withCode(codes.workshopNotFound);
    },

    /**
     * One registration per learner; a seat is taken in the same transaction or not at all. A workshop
     * with a fee is registered for by paying for it at checkout.
     */
    async register(user: { id: number; email: string }, id: number) {
      const workshop = await q.findWorkshop(db, id);
      if (!workshop) throw NotFound(m.workshopNotFound).withCode(codes.workshopNotFound);
      if ((workshop.closingDate || workshop.date) < today())
        throw Conflict(m.workshopClosed).withCode(codes.registrationClosed);
      if (workshop.fee > 0) {
        if (await q.isRegistered(db, id, user.id))
          throw Conflict(m.alreadyRegistered).withCode(codes.alreadyRegistered);
        throw PaymentRequired();
      }
      const row = await db.transaction(async (tx) => {
        const created = await q.insertRegistration(tx, id, user.id);
        if (!created) throw Conflict(m.alreadyRegistered).withCode(codes.alreadyRegistered);
        if (!(await q.takeSeat(tx, id))) throw Conflict(m.workshopFull).withCode(codes.workshopFull);
        await recordActivity(tx, user.id, `Registered for the workshop ${workshop.title}`);
        await enqueueMail(tx, {
          to: user.email,
          ...workshopRegistrationMail(workshop, `${publicUrl}/userdash`),
        });
        return created;
      });
      return {
        id: row.id,
        workshop_id: id,
        workshop_title: workshop.title,
        user_id: user.id,
        name: '',
        email: user.email,
        created_at: row.createdAt.toISOString(),
        message: m.registered,
      };
    },

    async registrations(filter: z.output<typeof workshopRegistrationListQuerySchema>) {
      const { count, rows } = await q.listRegistrations(db, filter);
      const results = rows.map((r) => ({
        id: r.registration.id,
        workshop_id: r.registration.workshopId,
        workshop_title: r.title,
        user_id: r.registration.userId,
        name: r.name,
        email: r.email,
        created_at: r.registration.createdAt.toISOString(),
      }));
      return { count, results };
    },
  };
}
