import { learnerRoutes as routes } from '@skillpath/contract';
import type { FastifyInstance } from 'fastify';
import { serveRoutes } from '../../lib/serve-route';
import { createLearnersService } from './service';

export async function learnersRoutes(app: FastifyInstance) {
  const service = createLearnersService(app.db, app.config.publicUrl);
  serveRoutes(app, 'learners', routes, {
    list: (request) => service.list(request.query),
    detail: (request) => service.detail(request.params.id),
    setRole: (request) => service.setRole(request.params.id, request.body.role, request.user!.id),
  });
}
