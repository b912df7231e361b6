import { auditRoutes as routes } from '@skillpath/contract';
import type { FastifyInstance } from 'fastify';
import { serveRoutes } from '../../lib/serve-route';
import { listAudit } from './queries';

/** The admin write log, newest first, filtered by person, kind of record and days (written by writer.ts). */
export async function auditRoutes(app: FastifyInstance) {
  serveRoutes(app, 'audit', routes, {
    list: (request) => listAudit(app.db, request.query),
  });
}
