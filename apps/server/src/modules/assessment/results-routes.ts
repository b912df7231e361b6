import { testResultRoutes as routes } from '@skillpath/contract';
import type { FastifyInstance } from 'fastify';
import { csvHeaders } from '../../lib/csv';
import { serveRoutes } from '../../lib/serve-route';
import { auditActor } from '../audit/record';
import { createOverridesService } from './overrides-service';
import { createResultsService } from './results-service';

/** The examiner's side of the exam (issue 22): the attempts report, its CSV, and the overrides. */
export async function resultsRoutes(app: FastifyInstance) {
  const results = createResultsService(app.db);
  const overrides = createOverridesService(app.db);
  // An override and its audit row commit together (modules/audit/record.ts).
  const audited = { auditedInService: true } as const;
  serveRoutes(app, 'exam results', routes, {
    list: (request) => results.list(request.query),
    export: async (request, reply) =>
      reply.headers(csvHeaders('test-results')).send(await results.csv(request.query)),
    extend: {
      config: audited,
      handle: (request) => overrides.extend(auditActor(request), request.params.id, request.body.minutes),
    },
    reopen: {
      config: audited,
      handle: (request) => overrides.reopen(auditActor(request), request.params.id, request.body.minutes),
    },
  });
}
