import { enquiryRoutes as routes } from '@skillpath/contract';
import type { FastifyInstance } from 'fastify';
import { serveRoutes } from '../../lib/serve-route';
import { createEnquiryService } from './service';

export async function enquiryRoutes(app: FastifyInstance) {
  const { config } = app;
  const service = createEnquiryService({
    db: app.db,
    notifyEmail: config.enquiryNotifyEmail,
    publicUrl: config.publicUrl,
  });
  const publicPost = { rateLimit: { max: config.rateLimits.formsPerMinute, timeWindow: 60_000 } };

  serveRoutes(app, 'enquiries', routes, {
    create: { config: publicPost, handle: (request) => service.createEnquiry(request.body) },
    bookDemo: {
      config: publicPost,
      handle: async (request) => {
        const user = await request.optionalUser();
        return service.bookDemo(request.body, user?.id);
      },
    },
  });
}
