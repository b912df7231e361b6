import {
  demoBookingAdminSchema,
  demoBookingFilterSchema,
  demoBookingListQuerySchema,
  enquiryAdminSchema,
  enquiryFilterSchema,
  enquiryListQuerySchema,
  enquiryStatusUpdateSchema,
  idParamSchema,
  inboxPaths,
  pageOf,
} from '@skillpath/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { csvHeaders } from '../../lib/csv';
import { createInboxService } from './admin-service';

export async function inboxRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const service = createInboxService(app.db);
  const config = { access: 'admin' } as const;
  const tags = ['inboxes'];

  r.get(
    inboxPaths.enquiries,
    {
      config,
      schema: { tags, querystring: enquiryListQuerySchema, response: { 200: pageOf(enquiryAdminSchema) } },
    },
    (request) => service.enquiries(request.query),
  );
  r.get(
    inboxPaths.enquiriesCsv,
    { config, schema: { tags, querystring: enquiryFilterSchema } },
    async (request, reply) =>
      reply.headers(csvHeaders('enquiries')).send(await service.enquiriesCsv(request.query)),
  );
  r.patch(
    '/v1/api/enquiries/:id/',
    {
      config,
      schema: {
        tags,
        params: idParamSchema,
        body: enquiryStatusUpdateSchema,
        response: { 200: enquiryAdminSchema },
      },
    },
    (request) => service.setEnquiryStatus(request.params.id, request.body.status, request.user!.id),
  );

  r.get(
    inboxPaths.demoBookings,
    {
      config,
      schema: {
        tags,
        querystring: demoBookingListQuerySchema,
        response: { 200: pageOf(demoBookingAdminSchema) },
      },
    },
    (request) => service.demoBookings(request.query),
  );
  r.get(
    inboxPaths.demoBookingsCsv,
    { config, schema: { tags, querystring: demoBookingFilterSchema } },
    async (request, reply) =>
      reply.headers(csvHeaders('demo-bookings')).send(await service.demoBookingsCsv(request.query)),
  );
}
