import {
  enrollmentAdminSchema,
  enrollmentCreatedSchema,
  enrollmentListQuerySchema,
  enrollmentPaths,
  enrollmentRequestSchema,
  idParamSchema,
  inboxPaths,
  pageOf,
  userCourseSchema,
} from '@skillpath/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { createEnrollmentService } from './service';

export async function enrollmentRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const service = createEnrollmentService(app.db, app.config.publicUrl);
  const tags = ['enrollment'];

  r.post(
    enrollmentPaths.enroll,
    {
      // The course's enrolled count is part of the cached catalogue.
      config: { access: 'learner', changesCatalogue: true },
      schema: { tags, body: enrollmentRequestSchema, response: { 201: enrollmentCreatedSchema } },
    },
    async (request, reply) => reply.code(201).send(await service.enroll(request.user!.id, request.body)),
  );

  r.get(
    '/v1/auth/user-courses/:id/',
    {
      config: { access: 'owner' },
      schema: { tags, params: idParamSchema, response: { 200: z.array(userCourseSchema) } },
    },
    (request) => service.coursesOf(request.params.id),
  );

  r.get(
    inboxPaths.enrollments,
    {
      config: { access: 'admin' },
      schema: {
        tags,
        querystring: enrollmentListQuerySchema,
        response: { 200: pageOf(enrollmentAdminSchema) },
      },
    },
    (request) => service.list(request.query),
  );
}
