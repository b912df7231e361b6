import {
  idParamSchema,
  pageOf,
  placementPaths,
  workshopInputSchema,
  workshopRegistrationListQuerySchema,
  workshopRegistrationSchema,
  workshopSchema,
} from '@skillpath/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { deleteById } from '../../lib/reply';
import { createWorkshopService } from './service';

export async function workshopRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const service = createWorkshopService(app.db, app.config.publicUrl);
  const admin = { access: 'admin' } as const;
  const tags = ['workshops'];

  r.get(
    placementPaths.workshops,
    { config: { access: 'public' }, schema: { tags, response: { 200: z.array(workshopSchema) } } },
    () => service.list(),
  );
  r.get(
    '/v1/api/workshops/:id/',
    {
      config: { access: 'public' },
      schema: { tags, params: idParamSchema, response: { 200: workshopSchema } },
    },
    (request) => service.get(request.params.id),
  );
  r.post(
    placementPaths.workshops,
    { config: admin, schema: { tags, body: workshopInputSchema, response: { 201: workshopSchema } } },
    async (request, reply) => reply.code(201).send(await service.create(request.body)),
  );
  r.put(
    '/v1/api/workshops/:id/',
    {
      config: admin,
      schema: { tags, params: idParamSchema, body: workshopInputSchema, response: { 200: workshopSchema } },
    },
    (request) => service.update(request.params.id, request.body),
  );
  r.delete(
    '/v1/api/workshops/:id/',
    { config: admin, schema: { tags, params: idParamSchema, response: { 204: z.null() } } },
    deleteById((id) => service.remove(id)),
  );
  r.post(
    '/v1/api/workshops/:id/register/',
    {
      config: { access: 'learner' },
      schema: { tags, params: idParamSchema, response: { 201: workshopRegistrationSchema } },
    },
    async (request, reply) => reply.code(201).send(await service.register(request.user!, request.params.id)),
  );
  r.get(
    placementPaths.workshopRegistrations,
    {
      config: admin,
      schema: {
        tags,
        querystring: workshopRegistrationListQuerySchema,
        response: { 200: pageOf(workshopRegistrationSchema) },
      },
    },
    (request) => service.registrations(request.query),
  );
}
