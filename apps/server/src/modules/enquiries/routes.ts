import {
  demoBookingCreateSchema,
  demoBookingSchema,
  enquiryCreatedSchema,
  enquiryCreateSchema,
  enquiryPaths,
} from '@skillpath/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { createEnquiryService } from './service';

export async function enquiryRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { config } = app;
  const service = createEnquiryService({
    db: app.db,
    notifyEmail: config.enquiryNotifyEmail,
    publicUrl: config.publicUrl,
  });
  const publicPost = {
    access: 'public',
    rateLimit: { max: config.rateLimits.formsPerMinute, timeWindow: 60_000 },
  } as const;
  const tags = ['enquiries'];

  r.post(
    enquiryPaths.createEnquiry,
    {
      config: publicPost,
      schema: { tags, body: enquiryCreateSchema, response: { 201: enquiryCreatedSchema } },
    },
    async (request, reply) => reply.code(201).send(await service.createEnquiry(request.body)),
  );

  r.post(
    enquiryPaths.demoBookings,
    {
      config: publicPost,
      schema: { tags, body: demoBookingCreateSchema, response: { 201: demoBookingSchema } },
    },
    async (request, reply) => {
      const user = await request.optionalUser();
      return reply.code(201).send(await service.bookDemo(request.body, user?.id));
    },
  );
}
