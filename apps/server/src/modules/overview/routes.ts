import { overviewPaths, overviewQuerySchema, overviewSchema } from '@skillpath/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { createOverviewService } from './service';

/** Issue 18: the figures of the administrator's landing screen. */
export async function overviewRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const service = createOverviewService(app.db);
  r.get(
    overviewPaths.overview,
    {
      config: { access: 'admin' },
      schema: { tags: ['admin'], querystring: overviewQuerySchema, response: { 200: overviewSchema } },
    },
    (request) => service.overview(request.query),
  );
}
