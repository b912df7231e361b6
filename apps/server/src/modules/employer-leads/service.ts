import {
  type employerLeadCreateSchema,
  institute,
  type leadFilterSchema,
  type leadListQuerySchema,
  placementMessages as m,
} from '@skillpath/contract';
import { and, count, desc, eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db } from '../../db/database';
import { withinDays } from '../../db/day-range';
import { employerLeads } from '../../db/schema/employer-leads';
import { containsAny } from '../../db/search';
import { NotFound } from '../../errors';
import { toCsv } from '../../lib/csv';
import { accounts } from '../auth/accounts';
import { enqueueMail } from '../jobs/queue';

/** The admin who last handled a lead. */
const handler = accounts('handler');

type Row = { lead: typeof employerLeads.$inferSelect; handledBy: string | null };

const toLead = ({ lead, handledBy }: Row) => ({
  id: lead.id,
  name: lead.name,
  email: lead.email,
  company_name: lead.companyName,
  requirements: lead.requirements,
  status: lead.status,
  created_at: lead.createdAt.toISOString(),
  handled_by: handledBy,
});

/** The hire form (DESIGN §8): stored, mailed to the institute, worked through by admins. */
export function createEmployerLeadService(deps: { db: Db; notifyEmail: string; publicUrl: string }) {
  const { db } = deps;

  function query(filter: Partial<z.output<typeof leadFilterSchema>> & { q: string; id?: number }) {
    const where = and(
      filter.id ? eq(employerLeads.id, filter.id) : undefined,
      filter.status ? eq(employerLeads.status, filter.status) : undefined,
      withinDays(employerLeads.createdAt, filter),
      containsAny(filter.q, [employerLeads.name, employerLeads.email, employerLeads.companyName]),
    );
    const rows = db
      .select({ lead: employerLeads, handledBy: handler.email })
      .from(employerLeads)
      .leftJoin(handler, eq(handler.id, employerLeads.handledBy))
      .where(where)
      .orderBy(desc(employerLeads.createdAt), desc(employerLeads.id));
    return { rows, total: db.select({ n: count() }).from(employerLeads).where(where) };
  }

  return {
    async create(input: z.output<typeof employerLeadCreateSchema>) {
      const lead = await db.transaction(async (tx) => {
        const [lead] = await tx
          .insert(employerLeads)
          .values({
            name: input.name,
            email: input.email,
            companyName: input.company_name,
            requirements: input.requirements,
          })
          .returning();
        await enqueueMail(tx, {
          to: deps.notifyEmail,
          subject: `Hiring request from ${input.company_name}`,
          text: `${input.name} <${input.email}> of ${input.company_name} asks:\n\n${input.requirements}\n\nEmployer leads: ${deps.publicUrl}/admindash/employer-leads\n\n${institute.name}\n`,
        });
        return lead;
      });
      return { ...toLead({ lead: lead!, handledBy: null }), message: m.leadSent };
    },

    async list(filter: z.output<typeof leadListQuerySchema>) {
      const { rows, total } = query(filter);
      const [page, [n]] = await Promise.all([rows.limit(filter.limit).offset(filter.offset), total]);
      return { count: n?.n ?? 0, results: page.map(toLead) };
    },

    async setStatus(id: number, status: 'new' | 'contacted' | 'closed', adminId: number) {
      const [row] = await db
        .update(employerLeads)
        .set({ status, handledBy: adminId, updatedAt: new Date() })
        .where(eq(employerLeads.id, id))
        .returning({ id: employerLeads.id });
      if (!row) throw NotFound(m.leadNotFound);
      const [updated] = await query({ q: '', id }).rows;
      return toLead(updated!);
    },

    async csv(filter: z.output<typeof leadFilterSchema>) {
      const rows = (await query(filter).rows.limit(50_000)).map(toLead);
      return toCsv<(typeof rows)[number]>(
        [
          ['ID', (l) => l.id],
          ['Name', (l) => l.name],
          ['Email', (l) => l.email],
          ['Company', (l) => l.company_name],
          ['Requirements', (l) => l.requirements],
          ['Status', (l) => l.status],
          ['Handled by', (l) => l.handled_by],
          ['Received at', (l) => l.created_at],
        ],
        rows,
      );
    },
  };
}
