import { authRoutes as routes } from '@skillpath/contract';
import type { FastifyInstance } from 'fastify';
import { serveRoutes } from '../../lib/serve-route';
import { createCurrentPasswordCheck } from './current-password';
import { createEmailConfirmations } from './email-confirmations';
import { createAuthService } from './service';

export async function authRoutes(app: FastifyInstance) {
  const { config } = app;
  const service = createAuthService({
    db: app.db,
    log: app.log,
    tokens: app.tokens,
    confirmations: createEmailConfirmations(app),
    currentPassword: createCurrentPasswordCheck(app.db, app.passwordChecks),
    adminEmails: config.adminEmails,
    forgetLoginFailures: app.loginFailures.forget,
  });
  const perIp = { rateLimit: { max: config.rateLimits.authPerMinute, timeWindow: 60_000 } };
  const loginFailures = app.loginFailures.hooks((request) => (request.body as { email: string }).email);

  serveRoutes(app, 'auth', routes, {
    signUp: { config: perIp, handle: (request) => service.signUp(request.body) },
    login: {
      config: perIp,
      hooks: loginFailures,
      handle: (request) => service.login(request.body),
    },
    logout: (request) => service.logout(request.user!.claims),
    profile: (request) => service.profile(request.user!.id),
    changePassword: {
      config: perIp,
      handle: (request) => service.changePassword(request.user!.id, request.body),
    },
    forgotPassword: { config: perIp, handle: (request) => service.forgotPassword(request.body) },
    resetPassword: { config: perIp, handle: (request) => service.resetPassword(request.body) },
  });
}
