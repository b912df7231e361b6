import { mailboxRoutes as routes } from '@skillpath/contract';
import type { FastifyInstance } from 'fastify';
import { serveRoutes } from '../../lib/serve-route';
import { outboxDirOf } from '../../plugins/mail';
import { createMailboxService } from './service';

/** GET /v1/api/admin/mailbox/ and one mail of it: admins only, and only without SMTP. */
export async function mailboxRoutes(app: FastifyInstance) {
  const { smtpUrl, dataDir } = app.config;
  const service = createMailboxService({ outboxDir: smtpUrl ? undefined : outboxDirOf(dataDir) });
  serveRoutes(app, 'mailbox', routes, {
    list: () => service.list(),
    get: (request) => service.get(request.params.id),
  });
}
