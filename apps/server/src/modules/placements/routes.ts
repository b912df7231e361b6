import { placementRoutes as routes } from '@skillpath/contract';
import type { FastifyInstance } from 'fastify';
import { serveRoutes } from '../../lib/serve-route';
import { createPlacementService } from './service';

export async function placementRoutes(app: FastifyInstance) {
  const service = createPlacementService({ db: app.db, media: app.media });
  // Pictures arrive as data URLs inside JSON.
  const bodyLimit = 12 * 1024 * 1024;
  serveRoutes(app, 'placements', routes, {
    list: () => service.list(),
    get: (request) => service.get(request.params.id),
    create: { bodyLimit, handle: (request) => service.create(request.body) },
    update: { bodyLimit, handle: (request) => service.update(request.params.id, request.body) },
    remove: async (request) => {
      await service.remove(request.params.id);
      return undefined;
    },
    access: (request) => service.access(request.user!.id),
    apply: (request) => service.apply(request.user!, request.params.id),
    applications: (request) => service.applications(request.query),
  });
}
