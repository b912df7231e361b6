import { itemStatisticsRoutes as routes } from '@skillpath/contract';
import type { FastifyInstance } from 'fastify';
import { serveRoutes } from '../../lib/serve-route';
import { createStatisticsService } from './statistics-service';

/** Issue 16: question statistics (item analysis) of a domain, for admins. */
export async function statisticsRoutes(app: FastifyInstance) {
  const service = createStatisticsService({ db: app.db });
  serveRoutes(app, 'test bank', routes, {
    domain: (request) => service.forDomain(request.query.domain_id),
  });
}
