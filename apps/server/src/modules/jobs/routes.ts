import { jobRoutes as routes } from '@skillpath/contract';
import type { FastifyInstance } from 'fastify';
import { serveRoutes } from '../../lib/serve-route';
import { auditActor } from '../audit/record';
import { createJobsService } from './service';

/** GET /v1/api/admin/jobs/ and the retry of a failed job: admins only. */
export async function jobRoutes(app: FastifyInstance) {
  const service = createJobsService(app.db);
  serveRoutes(app, 'jobs', routes, {
    list: (request) => service.list(request.query),
    retry: {
      // The retry and its audit row commit together (modules/audit/record.ts).
      config: { auditedInService: true },
      handle: (request) => service.retry(request.params.id, auditActor(request)),
    },
  });
}
