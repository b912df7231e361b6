import {
  batchInputSchema,
  batchSchema,
  catalogueAdminPaths,
  courseInputSchema,
  courseSchema,
  idParamSchema,
  internshipInputSchema,
  internshipSchema,
  syllabusEntrySchema,
  syllabusInputSchema,
} from '@skillpath/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { readImageForm } from '../../lib/multipart';
import { deleteById } from '../../lib/reply';
import { createCatalogueAdminService } from './admin-service';

/** Admin writes of spec 001 §7 (catalogue); every route requires the admin role. */
export async function catalogueAdminRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const service = createCatalogueAdminService({ db: app.db, media: app.media });
  const config = { access: 'admin' } as const;
  const tags = ['catalogue admin'];
  const multipart = { consumes: ['multipart/form-data'] };
  const noContent = { 204: z.null() };

  r.post(
    catalogueAdminPaths.createCourse,
    { config, schema: { tags, ...multipart, response: { 201: courseSchema } } },
    async (request, reply) => {
      const { input, image } = await readImageForm(request, courseInputSchema, 'course_image');
      return reply.code(201).send(await service.createCourse(input, image));
    },
  );
  r.put(
    '/v1/api/update-course/:id/',
    { config, schema: { tags, ...multipart, params: idParamSchema, response: { 200: courseSchema } } },
    async (request) => {
      const { input, image } = await readImageForm(request, courseInputSchema, 'course_image');
      return service.updateCourse(request.params.id, input, image);
    },
  );
  r.delete(
    '/v1/api/delete-course/:id/',
    { config, schema: { tags, params: idParamSchema, response: noContent } },
    deleteById((id) => service.deleteCourse(id)),
  );

  r.post(
    catalogueAdminPaths.createSyllabus,
    { config, schema: { tags, body: syllabusInputSchema, response: { 201: syllabusEntrySchema } } },
    async (request, reply) => reply.code(201).send(await service.createSyllabus(request.body)),
  );
  r.put(
    '/v1/api/syllabus/update/:id/',
    {
      config,
      schema: {
        tags,
        params: idParamSchema,
        body: syllabusInputSchema,
        response: { 200: syllabusEntrySchema },
      },
    },
    (request) => service.updateSyllabus(request.params.id, request.body),
  );
  r.delete(
    '/v1/api/syllabus/delete/:id/',
    { config, schema: { tags, params: idParamSchema, response: noContent } },
    deleteById((id) => service.deleteSyllabus(id)),
  );

  // Card images are data URLs inside JSON: allow bodies up to ~8 MB for these two routes only.
  const bodyLimit = 8 * 1024 * 1024;
  r.post(
    catalogueAdminPaths.internships,
    { config, bodyLimit, schema: { tags, body: internshipInputSchema, response: { 201: internshipSchema } } },
    async (request, reply) => reply.code(201).send(await service.createInternship(request.body)),
  );
  r.put(
    '/v1/api/internships/:id/',
    {
      config,
      bodyLimit,
      schema: {
        tags,
        params: idParamSchema,
        body: internshipInputSchema,
        response: { 200: internshipSchema },
      },
    },
    (request) => service.updateInternship(request.params.id, request.body),
  );
  r.delete(
    '/v1/api/internships/:id/',
    { config, schema: { tags, params: idParamSchema, response: noContent } },
    deleteById((id) => service.deleteInternship(id)),
  );

  r.post(
    catalogueAdminPaths.batches,
    { config, schema: { tags, ...multipart, response: { 201: batchSchema } } },
    async (request, reply) => {
      const { input, image } = await readImageForm(request, batchInputSchema, 'image');
      return reply.code(201).send(await service.createBatch(input, image));
    },
  );
  r.put(
    '/v1/api/batches/:id/',
    { config, schema: { tags, ...multipart, params: idParamSchema, response: { 200: batchSchema } } },
    async (request) => {
      const { input, image } = await readImageForm(request, batchInputSchema, 'image');
      return service.updateBatch(request.params.id, input, image);
    },
  );
  r.delete(
    '/v1/api/batches/:id/',
    { config, schema: { tags, params: idParamSchema, response: noContent } },
    deleteById((id) => service.deleteBatch(id)),
  );
}
