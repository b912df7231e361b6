import { mailboxRoutes as routes } from '@skillpath/contract';
import type { FastifyInstance } from 'fastify';
import { serveRoutes } from '../../lib/serve-route';
import { outboxDirOf } from '../../plugins/mail';
import { createMailboxService } from './service';

/**
 * GET /v1/api/admin/mailbox/ and one mail of it: admins only, only without SMTP, and never in
 * production (the outbox holds other people's reset links: there no admin reads them on screen).
 */
export async function mailboxRoutes(app: FastifyInstance) {
  const { smtpUrl, dataDir, env } = app.config;
  const open = !smtpUrl && env !== 'production';
  const service = createMailboxService({ outboxDir: open ? outboxDirOf(dataDir) : undefined });
  serveRoutes(app, 'mailbox', routes, {
    list: () => service.list(),
    get: (request) => service.get(request.params.id),
  });
}
