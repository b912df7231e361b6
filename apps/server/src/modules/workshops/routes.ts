import { workshopRoutes as routes } from '@skillpath/contract';
import type { FastifyInstance } from 'fastify';
import { serveRoutes } from '../../lib/serve-route';
import { createWorkshopService } from './service';

export async function workshopRoutes(app: FastifyInstance) {
  const service = createWorkshopService(app.db, app.config.publicUrl);
  serveRoutes(app, 'workshops', routes, {
    list: () => service.list(),
    get: (request) => service.get(request.params.id),
    create: (request) => service.create(request.body),
    update: (request) => service.update(request.params.id, request.body),
    remove: async (request) => {
      await service.remove(request.params.id);
      return undefined;
    },
    register: {
      // The seats left are part of the rendered /workshops page, which is cached for anonymous visitors.
      config: { changesCatalogue: true },
      handle: (request) => service.register(request.user!, request.params.id),
    },
    registrations: (request) => service.registrations(request.query),
  });
}
