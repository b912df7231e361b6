import {
  assessmentPaths,
  assessmentRequestRecordSchema,
  idParamSchema,
  pageOf,
  searchPageQuerySchema,
} from '@skillpath/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { csvHeaders } from '../../lib/csv';
import { readMultipart } from '../../lib/multipart';
import { createRequestsService, resumeUpload } from './requests-service';

export async function requestsRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const service = createRequestsService({ db: app.db, documents: app.documents });
  const admin = { access: 'admin' } as const;
  const tags = ['assessment requests'];

  r.post(
    assessmentPaths.createProfile,
    {
      config: { access: 'learner' },
      schema: { tags, consumes: ['multipart/form-data'], response: { 201: assessmentRequestRecordSchema } },
    },
    async (request, reply) =>
      reply
        .code(201)
        .send(await service.create(request.user!.id, await readMultipart(request, resumeUpload))),
  );
  r.get(
    assessmentPaths.assessmentRequests,
    {
      config: admin,
      schema: {
        tags,
        querystring: searchPageQuerySchema,
        response: { 200: pageOf(assessmentRequestRecordSchema) },
      },
    },
    (request) => service.list(request.query),
  );
  r.get(
    '/v1/api/assessment-requests/export/',
    { config: admin, schema: { tags, querystring: searchPageQuerySchema.pick({ q: true }) } },
    async (request, reply) =>
      reply.headers(csvHeaders('assessment-requests')).send(await service.csv(request.query)),
  );
  // Resumes are private: admins only, always as a download, never rendered by the browser.
  r.get(
    '/v1/api/assessment-requests/:id/resume/',
    { config: admin, schema: { tags, params: idParamSchema } },
    async (request, reply) => {
      const file = await service.resume(request.params.id);
      return reply
        .headers({
          'content-type': file.type,
          'content-disposition': `attachment; filename="${file.name.replace(/"/g, '')}"`,
          'cache-control': 'private, no-store',
        })
        .send(file.data);
    },
  );
}
