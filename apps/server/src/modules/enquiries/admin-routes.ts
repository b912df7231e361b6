import { enquiryAdminRoutes as routes } from '@skillpath/contract';
import type { FastifyInstance } from 'fastify';
import { csvHeaders } from '../../lib/csv';
import { serveRoutes } from '../../lib/serve-route';
import { createInboxService } from './admin-service';

export async function inboxRoutes(app: FastifyInstance) {
  const service = createInboxService(app.db);

  serveRoutes(app, 'inboxes', routes, {
    enquiries: (request) => service.enquiries(request.query),
    enquiriesCsv: async (request, reply) =>
      reply.headers(csvHeaders('enquiries')).send(await service.enquiriesCsv(request.query)),
    setEnquiryStatus: (request) =>
      service.setEnquiryStatus(request.params.id, request.body.status, request.user!.id),
    demoBookings: (request) => service.demoBookings(request.query),
    demoBookingsCsv: async (request, reply) =>
      reply.headers(csvHeaders('demo-bookings')).send(await service.demoBookingsCsv(request.query)),
  });
}
