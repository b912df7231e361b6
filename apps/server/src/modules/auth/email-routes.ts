import {
  emailPaths,
  messageSchema,
  RESEND_VERIFICATION_PER_HOUR,
  verifyEmailResponseSchema,
  verifyEmailSchema,
} from '@skillpath/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { createEmailConfirmations } from './email-confirmations';

/** E-mail confirmation (DESIGN §5): the link's landing call and the signed-in learner's resend. */
export async function emailRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const confirmations = createEmailConfirmations(app);
  const perIp = { rateLimit: { max: app.config.rateLimits.authPerMinute, timeWindow: 60_000 } };
  const tags = ['auth'];

  r.post(
    emailPaths.verifyEmail,
    {
      config: { access: 'public', ...perIp },
      schema: { tags, body: verifyEmailSchema, response: { 200: verifyEmailResponseSchema } },
    },
    async (request) => confirmations.confirm(request.body),
  );

  r.post(
    emailPaths.resendVerification,
    {
      config: {
        access: 'learner',
        // Counted per account after sign-in resolved it: each resend mails someone.
        rateLimit: {
          max: RESEND_VERIFICATION_PER_HOUR,
          timeWindow: 60 * 60_000,
          hook: 'preHandler',
          keyGenerator: (request) => `resend-verification:${request.user?.id}`,
        },
      },
      schema: { tags, response: { 200: messageSchema } },
    },
    async (request) => confirmations.resend(request.user!.id),
  );
}
