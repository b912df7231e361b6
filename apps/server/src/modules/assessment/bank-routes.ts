import { domainInputSchema, testBankRoutes as routes } from '@skillpath/contract';
import type { FastifyInstance } from 'fastify';
import { readImageForm } from '../../lib/multipart';
import { serveRoutes } from '../../lib/serve-route';
import { createBankService } from './bank-service';

/** Spec 001 §7 online-test administration. Reads of domains and categories are public. */
export async function bankRoutes(app: FastifyInstance) {
  const service = createBankService({ db: app.db, media: app.media });
  serveRoutes(app, 'test bank', routes, {
    domains: async (request) => service.listDomains((await request.optionalUser())?.role === 'admin'),
    createDomain: async (request) => {
      const { input, image } = await readImageForm(request, domainInputSchema, 'image');
      return service.createDomain(input, image);
    },
    updateDomain: async (request) => {
      const { input, image } = await readImageForm(request, domainInputSchema, 'image');
      return service.updateDomain(request.params.id, input, image);
    },
    domainSettings: (request) => service.updateSettings(request.params.id, request.body),
    deleteDomain: async (request) => {
      await service.deleteDomain(request.params.id);
      return undefined;
    },
    categories: (request) => service.listCategories(request.query.domain_id),
    createCategory: (request) => service.createCategory(request.body),
    updateCategory: (request) => service.updateCategory(request.params.id, request.body),
    deleteCategory: async (request) => {
      await service.deleteCategory(request.params.id);
      return undefined;
    },
    // The bank is for admins only: a learner reads questions only as drawn into an exam (issue #22).
    mcqs: (request) => service.listMcqs(request.query.domain, request.query.category, true),
    addMcq: (request) => service.createMcq(request.body),
    updateMcq: (request) => service.updateMcq(request.params.id, request.body),
    deleteMcq: async (request) => {
      await service.deleteMcq(request.params.id);
      return undefined;
    },
  });
}
