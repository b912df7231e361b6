import { employerLeadRoutes as routes } from '@skillpath/contract';
import type { FastifyInstance } from 'fastify';
import { csvHeaders } from '../../lib/csv';
import { serveRoutes } from '../../lib/serve-route';
import { createEmployerLeadService } from './service';

export async function employerLeadRoutes(app: FastifyInstance) {
  const { config } = app;
  const service = createEmployerLeadService({
    db: app.db,
    notifyEmail: config.enquiryNotifyEmail,
    publicUrl: config.publicUrl,
  });

  serveRoutes(app, 'employer leads', routes, {
    create: {
      config: { rateLimit: { max: config.rateLimits.formsPerMinute, timeWindow: 60_000 } },
      handle: (request) => service.create(request.body),
    },
    list: (request) => service.list(request.query),
    csv: async (request, reply) =>
      reply.headers(csvHeaders('employer-leads')).send(await service.csv(request.query)),
    setStatus: (request) => service.setStatus(request.params.id, request.body.status, request.user!.id),
  });
}
