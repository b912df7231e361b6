import {
  assessmentPaths,
  categoryInputSchema,
  categoryListQuerySchema,
  categorySchema,
  domainInputSchema,
  domainSchema,
  domainSettingsSchema,
  idParamSchema,
  mcqInputSchema,
  mcqListQuerySchema,
  mcqSchema,
} from '@skillpath/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { readImageForm } from '../../lib/multipart';
import { deleteById } from '../../lib/reply';
import { createBankService } from './bank-service';

/** Spec 001 §7 online-test administration. Reads of domains and categories are public. */
export async function bankRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const service = createBankService({ db: app.db, media: app.media });
  const admin = { access: 'admin' } as const;
  const tags = ['test bank'];
  const multipart = { consumes: ['multipart/form-data'] };
  const noContent = { 204: z.null() };

  r.get(
    assessmentPaths.domains,
    { config: { access: 'public' }, schema: { tags, response: { 200: z.array(domainSchema) } } },
    async (request) => service.listDomains((await request.optionalUser())?.role === 'admin'),
  );
  r.post(
    assessmentPaths.createDomain,
    { config: admin, schema: { tags, ...multipart, response: { 201: domainSchema } } },
    async (request, reply) => {
      const { input, image } = await readImageForm(request, domainInputSchema, 'image');
      return reply.code(201).send(await service.createDomain(input, image));
    },
  );
  r.put(
    '/v1/api/domains/update/:id/',
    { config: admin, schema: { tags, ...multipart, params: idParamSchema, response: { 200: domainSchema } } },
    async (request) => {
      const { input, image } = await readImageForm(request, domainInputSchema, 'image');
      return service.updateDomain(request.params.id, input, image);
    },
  );
  r.put(
    '/v1/api/domains/:id/settings/',
    {
      config: admin,
      schema: { tags, params: idParamSchema, body: domainSettingsSchema, response: { 200: domainSchema } },
    },
    (request) => service.updateSettings(request.params.id, request.body),
  );
  r.delete(
    '/v1/api/domains/delete/:id/',
    { config: admin, schema: { tags, params: idParamSchema, response: noContent } },
    deleteById((id) => service.deleteDomain(id)),
  );

  r.get(
    assessmentPaths.categories,
    {
      config: { access: 'public' },
      schema: { tags, querystring: categoryListQuerySchema, response: { 200: z.array(categorySchema) } },
    },
    (request) => service.listCategories(request.query.domain_id),
  );
  r.post(
    assessmentPaths.createCategory,
    { config: admin, schema: { tags, body: categoryInputSchema, response: { 201: categorySchema } } },
    async (request, reply) => reply.code(201).send(await service.createCategory(request.body)),
  );
  r.put(
    '/v1/api/categories/update/:id/',
    {
      config: admin,
      schema: { tags, params: idParamSchema, body: categoryInputSchema, response: { 200: categorySchema } },
    },
    (request) => service.updateCategory(request.params.id, request.body),
  );
  r.delete(
    '/v1/api/categories/delete/:id/',
    { config: admin, schema: { tags, params: idParamSchema, response: noContent } },
    deleteById((id) => service.deleteCategory(id)),
  );

  // The bank is for admins only: a learner reads questions only as drawn into an exam (issue #22).
  r.get(
    assessmentPaths.mcqList,
    {
      config: admin,
      schema: { tags, querystring: mcqListQuerySchema, response: { 200: z.array(mcqSchema) } },
    },
    (request) => service.listMcqs(request.query.domain, request.query.category, true),
  );
  r.post(
    assessmentPaths.addMcq,
    { config: admin, schema: { tags, body: mcqInputSchema, response: { 201: mcqSchema } } },
    async (request, reply) => reply.code(201).send(await service.createMcq(request.body)),
  );
  r.put(
    '/v1/api/mcq/update/:id/',
    {
      config: admin,
      schema: { tags, params: idParamSchema, body: mcqInputSchema, response: { 200: mcqSchema } },
    },
    (request) => service.updateMcq(request.params.id, request.body),
  );
  r.delete(
    '/v1/api/mcq/delete/:id/',
    { config: admin, schema: { tags, params: idParamSchema, response: noContent } },
    deleteById((id) => service.deleteMcq(id)),
  );
}
