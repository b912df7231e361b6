import {
  employerLeadCreateSchema,
  employerLeadSchema,
  enquiryStatusUpdateSchema,
  idParamSchema,
  leadFilterSchema,
  leadListQuerySchema,
  pageOf,
  placementPaths,
} from '@skillpath/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { csvHeaders } from '../../lib/csv';
import { createEmployerLeadService } from './service';

export async function employerLeadRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { config } = app;
  const service = createEmployerLeadService({
    db: app.db,
    notifyEmail: config.enquiryNotifyEmail,
    publicUrl: config.publicUrl,
  });
  const admin = { access: 'admin' } as const;
  const tags = ['employer leads'];

  r.post(
    placementPaths.employerLeads,
    {
      config: { access: 'public', rateLimit: { max: config.rateLimits.formsPerMinute, timeWindow: 60_000 } },
      schema: { tags, body: employerLeadCreateSchema, response: { 201: employerLeadSchema } },
    },
    async (request, reply) => reply.code(201).send(await service.create(request.body)),
  );
  r.get(
    placementPaths.employerLeads,
    {
      config: admin,
      schema: { tags, querystring: leadListQuerySchema, response: { 200: pageOf(employerLeadSchema) } },
    },
    (request) => service.list(request.query),
  );
  r.get(
    placementPaths.employerLeadsCsv,
    { config: admin, schema: { tags, querystring: leadFilterSchema } },
    async (request, reply) =>
      reply.headers(csvHeaders('employer-leads')).send(await service.csv(request.query)),
  );
  r.patch(
    '/v1/api/employer-leads/:id/',
    {
      config: admin,
      schema: {
        tags,
        params: idParamSchema,
        body: enquiryStatusUpdateSchema,
        response: { 200: employerLeadSchema },
      },
    },
    (request) => service.setStatus(request.params.id, request.body.status, request.user!.id),
  );
}
