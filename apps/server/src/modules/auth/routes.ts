import {
  authPaths,
  authResponseSchema,
  changePasswordSchema,
  forgotPasswordSchema,
  loginSchema,
  messageSchema,
  resetPasswordSchema,
  signUpSchema,
  userSchema,
} from '@skillpath/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { createEmailConfirmations } from './email-confirmations';
import { createAuthService } from './service';

export async function authRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { config } = app;
  const service = createAuthService({
    db: app.db,
    tokens: app.tokens,
    mailSeal: app.mailSeal,
    confirmations: createEmailConfirmations(app),
    publicUrl: config.publicUrl,
    forgetLoginFailures: app.loginFailures.forget,
  });
  const perIp = { rateLimit: { max: config.rateLimits.authPerMinute, timeWindow: 60_000 } };
  const loginFailures = app.loginFailures.hooks((request) => (request.body as { email: string }).email);
  const tags = ['auth'];

  r.post(
    authPaths.signUp,
    {
      config: { access: 'public', ...perIp },
      schema: { tags, body: signUpSchema, response: { 201: authResponseSchema } },
    },
    async (request, reply) => reply.code(201).send(await service.signUp(request.body)),
  );

  r.post(
    authPaths.login,
    {
      config: { access: 'public', ...perIp },
      schema: { tags, body: loginSchema, response: { 200: authResponseSchema } },
      preHandler: loginFailures.preHandler,
      onResponse: loginFailures.onResponse,
    },
    async (request) => service.login(request.body),
  );

  r.post(
    authPaths.logout,
    { config: { access: 'learner' }, schema: { tags, response: { 200: messageSchema } } },
    async (request) => service.logout(request.user!.claims),
  );

  r.get(
    authPaths.profile,
    { config: { access: 'learner' }, schema: { tags, response: { 200: userSchema } } },
    async (request) => service.profile(request.user!.id),
  );

  r.post(
    authPaths.changePassword,
    {
      config: { access: 'learner', ...perIp },
      schema: { tags, body: changePasswordSchema, response: { 200: authResponseSchema } },
    },
    async (request) => service.changePassword(request.user!.id, request.body),
  );

  r.post(
    authPaths.forgotPassword,
    {
      config: { access: 'public', ...perIp },
      schema: { tags, body: forgotPasswordSchema, response: { 200: messageSchema } },
    },
    async (request) => service.forgotPassword(request.body),
  );

  r.post(
    authPaths.resetPassword,
    {
      config: { access: 'public', ...perIp },
      schema: { tags, body: resetPasswordSchema, response: { 200: messageSchema } },
    },
    async (request) => service.resetPassword(request.body),
  );
}
