import {
  domainStatisticsSchema,
  itemStatisticsMessages,
  itemStatisticsQuerySchema,
  mcqTransferPaths,
} from '@skillpath/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { createStatisticsService } from './statistics-service';

/** Issue 16: question statistics (item analysis) of a domain, for admins. */
export async function statisticsRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const service = createStatisticsService({ db: app.db });
  r.get(
    mcqTransferPaths.statistics,
    {
      config: { access: 'admin' },
      schema: {
        tags: ['test bank'],
        description: `${itemStatisticsMessages.facilityHelp} ${itemStatisticsMessages.discriminationHelp} ${itemStatisticsMessages.dubiousHelp}`,
        querystring: itemStatisticsQuerySchema,
        response: { 200: domainStatisticsSchema },
      },
    },
    (request) => service.forDomain(request.query.domain_id),
  );
}
