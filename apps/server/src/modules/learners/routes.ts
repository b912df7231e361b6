import {
  idParamSchema,
  inboxPaths,
  learnerDetailSchema,
  learnerListQuerySchema,
  learnerSummarySchema,
  pageOf,
  roleUpdateSchema,
} from '@skillpath/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { createLearnersService } from './service';

export async function learnersRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const service = createLearnersService(app.db, app.config.publicUrl);
  const config = { access: 'admin' } as const;
  const tags = ['learners'];

  r.get(
    inboxPaths.learners,
    {
      config,
      schema: { tags, querystring: learnerListQuerySchema, response: { 200: pageOf(learnerSummarySchema) } },
    },
    (request) => service.list(request.query),
  );
  r.get(
    '/v1/api/learners/:id/',
    { config, schema: { tags, params: idParamSchema, response: { 200: learnerDetailSchema } } },
    (request) => service.detail(request.params.id),
  );
  r.patch(
    '/v1/api/learners/:id/role/',
    {
      config,
      schema: { tags, params: idParamSchema, body: roleUpdateSchema, response: { 200: learnerDetailSchema } },
    },
    (request) => service.setRole(request.params.id, request.body.role, request.user!.id),
  );
}
