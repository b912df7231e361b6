import {
  idParamSchema,
  overrideMinutesSchema,
  pageOf,
  testResultFilterSchema,
  testResultListQuerySchema,
  testResultPaths,
  testResultSchema,
} from '@skillpath/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { csvHeaders } from '../../lib/csv';
import { auditActor } from '../audit/record';
import { createOverridesService } from './overrides-service';
import { createResultsService } from './results-service';

/** The examiner's side of the exam (issue 22): the attempts report, its CSV, and the overrides. */
export async function resultsRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const results = createResultsService(app.db);
  const overrides = createOverridesService(app.db);
  const admin = { access: 'admin' } as const;
  const override = { ...admin, auditedInService: true } as const;
  const tags = ['exam results'];

  r.get(
    testResultPaths.list,
    {
      config: admin,
      schema: { tags, querystring: testResultListQuerySchema, response: { 200: pageOf(testResultSchema) } },
    },
    (request) => results.list(request.query),
  );
  r.get(
    testResultPaths.export,
    { config: admin, schema: { tags, querystring: testResultFilterSchema } },
    async (request, reply) =>
      reply.headers(csvHeaders('test-results')).send(await results.csv(request.query)),
  );
  for (const kind of ['extend', 'reopen'] as const)
    r.post(
      testResultPaths[kind](':id'),
      {
        config: override,
        schema: {
          tags,
          params: idParamSchema,
          body: overrideMinutesSchema,
          response: { 200: testResultSchema },
        },
      },
      (request) => overrides[kind](auditActor(request), request.params.id, request.body.minutes),
    );
}
