import { route } from '../common/route';
import { auditPageSchema, auditQuerySchema } from '../inbox/schemas';

/** The admin write log, newest first, filtered by person, kind of record and days. */
export const auditRoutes = {
  list: route({
    method: 'GET',
    path: '/v1/api/audit-log/',
    access: 'admin',
    errors: [],
    schemas: { query: auditQuerySchema, response: auditPageSchema },
  }),
};
