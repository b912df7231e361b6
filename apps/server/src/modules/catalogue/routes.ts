import {
  batchSchema,
  cataloguePaths,
  courseByTitleQuerySchema,
  courseSchema,
  idParamSchema,
  internshipSchema,
} from '@skillpath/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { createCatalogueService } from './service';

export async function catalogueRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const service = createCatalogueService(app.db);
  // The same answer for everyone until an admin changes the catalogue or a learner enrols.
  const config = { access: 'public', cached: true } as const;
  const tags = ['catalogue'];

  r.get(cataloguePaths.courses, { config, schema: { tags, response: { 200: z.array(courseSchema) } } }, () =>
    service.listCourses(),
  );
  r.get(
    '/v1/api/course/:id/',
    { config, schema: { tags, params: idParamSchema, response: { 200: courseSchema } } },
    (request) => service.getCourse(request.params.id),
  );
  r.get(
    cataloguePaths.courseByTitle,
    { config, schema: { tags, querystring: courseByTitleQuerySchema, response: { 200: courseSchema } } },
    (request) => service.getCourseByTitle(request.query.title),
  );
  r.get(cataloguePaths.batches, { config, schema: { tags, response: { 200: z.array(batchSchema) } } }, () =>
    service.listBatches(),
  );
  r.get(
    cataloguePaths.internships,
    { config, schema: { tags, response: { 200: z.array(internshipSchema) } } },
    () => service.listInternships(),
  );
  r.get(
    '/v1/api/internships/:id/',
    { config, schema: { tags, params: idParamSchema, response: { 200: internshipSchema } } },
    (request) => service.getInternship(request.params.id),
  );
}
