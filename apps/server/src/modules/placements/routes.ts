import {
  idParamSchema,
  jobApplicationListQuerySchema,
  jobApplicationSchema,
  pageOf,
  placementInputSchema,
  placementPaths,
  placementSchema,
} from '@skillpath/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { deleteById } from '../../lib/reply';
import { createPlacementService } from './service';

const appliedSchema = z.object({
  id: z.number().int(),
  placement_id: z.number().int(),
  created_at: z.string(),
  best_progress: z.number().int(),
  message: z.string(),
});

export async function placementRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const service = createPlacementService({ db: app.db, media: app.media });
  const admin = { access: 'admin' } as const;
  const tags = ['placements'];
  // Pictures arrive as data URLs inside JSON.
  const bodyLimit = 12 * 1024 * 1024;

  r.get(
    placementPaths.placements,
    {
      config: { access: 'public', cached: true },
      schema: { tags, response: { 200: z.array(placementSchema) } },
    },
    () => service.list(),
  );
  r.get(
    '/v1/api/placements/:id/',
    {
      config: { access: 'public', cached: true },
      schema: { tags, params: idParamSchema, response: { 200: placementSchema } },
    },
    (request) => service.get(request.params.id),
  );
  r.post(
    placementPaths.placements,
    {
      config: admin,
      bodyLimit,
      schema: { tags, body: placementInputSchema, response: { 201: placementSchema } },
    },
    async (request, reply) => reply.code(201).send(await service.create(request.body)),
  );
  r.put(
    '/v1/api/placements/:id/',
    {
      config: admin,
      bodyLimit,
      schema: { tags, params: idParamSchema, body: placementInputSchema, response: { 200: placementSchema } },
    },
    (request) => service.update(request.params.id, request.body),
  );
  r.delete(
    '/v1/api/placements/:id/',
    { config: admin, schema: { tags, params: idParamSchema, response: { 204: z.null() } } },
    deleteById((id) => service.remove(id)),
  );
  r.post(
    '/v1/api/placements/:id/apply/',
    {
      config: { access: 'learner' },
      schema: { tags, params: idParamSchema, response: { 201: appliedSchema } },
    },
    async (request, reply) => reply.code(201).send(await service.apply(request.user!, request.params.id)),
  );
  r.get(
    placementPaths.applications,
    {
      config: admin,
      schema: {
        tags,
        querystring: jobApplicationListQuerySchema,
        response: { 200: pageOf(jobApplicationSchema) },
      },
    },
    (request) => service.applications(request.query),
  );
}
