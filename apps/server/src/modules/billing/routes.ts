import { billingRoutes as routes } from '@skillpath/contract';
import type { FastifyInstance } from 'fastify';
import { serveRoutes } from '../../lib/serve-route';
import { auditActor } from '../audit/record';
import { createBillingService } from './service';

/** The billing settings: admins read and save them. */
export async function billingRoutes(app: FastifyInstance) {
  const service = createBillingService(app.db);
  serveRoutes(app, 'billing', routes, {
    settings: () => service.settings(),
    updateSettings: {
      // The save and its audit row, naming the changed fields, commit together (modules/audit/record.ts).
      config: { auditedInService: true },
      handle: (request) => service.update(request.body, auditActor(request)),
    },
  });
}
