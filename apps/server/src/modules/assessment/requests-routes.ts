import { assessmentRequestRoutes as routes } from '@skillpath/contract';
import type { FastifyInstance } from 'fastify';
import { csvHeaders } from '../../lib/csv';
import { readMultipart } from '../../lib/multipart';
import { serveRoutes } from '../../lib/serve-route';
import { createRequestsService, resumeUpload } from './requests-service';

/** Spec 001 §5: assessment requests with their resumes; the list, its CSV and the resumes for admins. */
export async function requestsRoutes(app: FastifyInstance) {
  const service = createRequestsService({ db: app.db, documents: app.documents });
  serveRoutes(app, 'assessment requests', routes, {
    create: async (request) => service.create(request.user!.id, await readMultipart(request, resumeUpload)),
    list: (request) => service.list(request.query),
    export: async (request, reply) =>
      reply.headers(csvHeaders('assessment-requests')).send(await service.csv(request.query)),
    // Resumes are private: admins only, always as a download, never rendered by the browser.
    resume: async (request, reply) => {
      const file = await service.resume(request.params.id);
      return reply
        .headers({
          'content-type': file.type,
          'content-disposition': `attachment; filename="${file.name.replace(/"/g, '')}"`,
          'cache-control': 'private, no-store',
        })
        .send(file.data);
    },
  });
}
