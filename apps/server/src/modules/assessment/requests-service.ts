import { assessmentRequestSchema, assessmentMessages as m, RESUME_MAX_BYTES } from '@skillpath/contract';
import { count, desc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { assessmentRequests, domains, testSessions } from '../../db/schema/assessment';
import { containsAny } from '../../db/search';
import { Invalid, NotFound } from '../../errors';
import { toCsv } from '../../lib/csv';
import type { DocumentStore } from '../../lib/document-store';
import type { MultipartBody } from '../../lib/multipart';
import { checkResume } from '../../lib/resumes';
import { parseOrThrow } from '../../lib/validation';
import { accounts } from '../auth/accounts';
import { findDomain } from './bank-queries';

/** The account that sent a request. */
const requester = accounts('requester');

const RESUME_FIELD = 'resume';
export const resumeUpload = {
  fileFields: [RESUME_FIELD],
  maxFileBytes: RESUME_MAX_BYTES,
  tooLargeMessage: m.resumeTooLarge,
};

const listColumns = {
  request: assessmentRequests,
  domainName: domains.name,
  userEmail: requester.email,
  // Counted in the same statement, so the list costs no query per request.
  attempts: sql<number>`(select count(*)::int from ${testSessions} s where s.user_id = ${assessmentRequests.userId})`,
};
type ListRow = {
  request: typeof assessmentRequests.$inferSelect;
  domainName: string | null;
  userEmail: string | null;
  attempts: number;
};

const toRecord = ({ request, domainName, userEmail, attempts }: ListRow) => ({
  id: request.id,
  username: request.username,
  mobile: request.mobile,
  domain_id: request.domainId,
  domain_name: domainName,
  resume_name: request.resumeName,
  user_id: request.userId,
  user_email: userEmail,
  attempts,
  created_at: request.createdAt.toISOString(),
});

/** The assessment form (spec 001 §3 Assessment request) and the admins' list of them. */
export function createRequestsService(deps: { db: Db; documents: DocumentStore }) {
  const { db, documents } = deps;

  function list(filter: { q: string; limit: number; offset: number }) {
    const where = containsAny(filter.q, [
      assessmentRequests.username,
      assessmentRequests.mobile,
      requester.email,
    ]);
    return Promise.all([
      db
        .select(listColumns)
        .from(assessmentRequests)
        .leftJoin(domains, eq(domains.id, assessmentRequests.domainId))
        .leftJoin(requester, eq(requester.id, assessmentRequests.userId))
        .where(where)
        .orderBy(desc(assessmentRequests.createdAt), desc(assessmentRequests.id))
        .limit(filter.limit)
        .offset(filter.offset),
      db
        .select({ n: count() })
        .from(assessmentRequests)
        .leftJoin(requester, eq(requester.id, assessmentRequests.userId))
        .where(where),
    ]);
  }

  return {
    async create(userId: number, body: MultipartBody) {
      const input = parseOrThrow(assessmentRequestSchema, body.fields);
      const file = body.files[RESUME_FIELD];
      if (!file) throw Invalid(m.resumeRequired, { resume: [m.resumeRequired] });
      const domainId = typeof input.domain_id === 'number' ? input.domain_id : null;
      const domain = domainId ? await findDomain(db, domainId) : undefined;
      if (domainId && !domain) throw Invalid(m.invalidDomain, { domain_id: [m.invalidDomain] });
      const kind = await checkResume(file.data, m.resumeRequired);
      const resumeKey = await documents.put('resumes', file.data, kind.extension);
      const [row] = await db
        .insert(assessmentRequests)
        .values({
          userId,
          username: input.username,
          mobile: input.mobile,
          domainId,
          resumeKey,
          // Only a display name is kept from the client; the stored file is named by its content.
          resumeName: (file.filename || `resume.${kind.extension}`).replace(/[^\w. -]/g, '_').slice(0, 120),
          resumeType: kind.type,
        })
        .returning();
      return {
        ...toRecord({ request: row!, domainName: domain?.name ?? null, userEmail: null, attempts: 0 }),
        message: m.requestSubmitted,
      };
    },

    async list(filter: { q: string; limit: number; offset: number }) {
      const [rows, [total]] = await list(filter);
      return { count: total?.n ?? 0, results: rows.map(toRecord) };
    },

    async csv(filter: { q: string }) {
      const [rows] = await list({ ...filter, limit: 50_000, offset: 0 });
      return toCsv<ReturnType<typeof toRecord>>(
        [
          ['ID', (r) => r.id],
          ['Name', (r) => r.username],
          ['Mobile', (r) => r.mobile],
          ['Domain', (r) => r.domain_name],
          ['Account', (r) => r.user_email],
          ['Attempts', (r) => r.attempts],
          ['Resume', (r) => r.resume_name],
          ['Submitted at', (r) => r.created_at],
        ],
        rows.map(toRecord),
      );
    },

    async resume(id: number) {
      const [row] = await db.select().from(assessmentRequests).where(eq(assessmentRequests.id, id));
      const data = row && (await documents.read(row.resumeKey));
      if (!row || !data) throw NotFound('Resume not found.');
      return { data, name: row.resumeName, type: row.resumeType };
    },
  };
}
