import { RESEND_VERIFICATION_PER_HOUR, emailConfirmationRoutes as routes } from '@skillpath/contract';
import type { FastifyInstance } from 'fastify';
import { serveRoutes } from '../../lib/serve-route';
import { createEmailConfirmations } from './email-confirmations';

/** E-mail confirmation (DESIGN §5): the link's landing call and the signed-in learner's resend. */
export async function emailRoutes(app: FastifyInstance) {
  const confirmations = createEmailConfirmations(app);
  const perIp = { rateLimit: { max: app.config.rateLimits.authPerMinute, timeWindow: 60_000 } };

  serveRoutes(app, 'auth', routes, {
    verifyEmail: { config: perIp, handle: (request) => confirmations.confirm(request.body) },
    resendVerification: {
      config: {
        // Counted per account after sign-in resolved it: each resend mails someone.
        rateLimit: {
          max: RESEND_VERIFICATION_PER_HOUR,
          timeWindow: 60 * 60_000,
          hook: 'preHandler',
          keyGenerator: (request) => `resend-verification:${request.user?.id}`,
        },
      },
      handle: (request) => confirmations.resend(request.user!.id),
    },
  });
}
