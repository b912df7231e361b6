import { idParamSchema, jobListQuerySchema, jobPageSchema, jobPaths, jobSchema } from '@skillpath/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { auditActor } from '../audit/record';
import { createJobsService } from './service';

/** GET /v1/api/admin/jobs/ and the retry of a failed job: admins only. */
export async function jobRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const service = createJobsService(app.db);
  const admin = { access: 'admin' } as const;
  const tags = ['jobs'];

  r.get(
    jobPaths.list,
    { config: admin, schema: { tags, querystring: jobListQuerySchema, response: { 200: jobPageSchema } } },
    (request) => service.list(request.query),
  );

  r.post(
    jobPaths.retry(':id'),
    {
      // The retry and its audit row commit together (modules/audit/record.ts).
      config: { ...admin, auditedInService: true },
      schema: { tags, params: idParamSchema, response: { 200: jobSchema } },
    },
    (request) => service.retry(request.params.id, auditActor(request)),
  );
}
