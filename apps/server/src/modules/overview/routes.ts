import { overviewRoutes as routes } from '@skillpath/contract';
import type { FastifyInstance } from 'fastify';
import { serveRoutes } from '../../lib/serve-route';
import { createOverviewService } from './service';

/** Issue 18: the figures of the administrator's landing screen. */
export async function overviewRoutes(app: FastifyInstance) {
  const service = createOverviewService(app.db);
  serveRoutes(app, 'admin', routes, { overview: (request) => service.overview(request.query) });
}
