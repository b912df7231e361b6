import {
  CERTIFICATE_LOOKUPS_PER_MINUTE,
  certificateAdminSchema,
  certificateCodeParamSchema,
  certificateListQuerySchema,
  certificatePaths,
  certificateSchema,
  issueCertificateSchema,
  pageOf,
  publicCertificateSchema,
  revokeCertificateSchema,
} from '@skillpath/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { createDelivery, type Delivery } from './delivery';
import { createCertificateService } from './service';

declare module 'fastify' {
  interface FastifyInstance {
    /** PDFs and mails of issued certificates (delivery.ts); tests run it at once. */
    certificateDelivery: Delivery;
  }
}

/** The server's own page renders read the API in-process (modules/seo); the page itself is limited. */
const isPageRender = (request: FastifyRequest) => request.socket.remoteAddress === 'server-render';

/**
 * Verification is public, so guessing codes is limited per client: the API reads, the PDF and the
 * page (modules/seo) each allow CERTIFICATE_LOOKUPS_PER_MINUTE.
 */
export const certificateLookupLimit = {
  max: CERTIFICATE_LOOKUPS_PER_MINUTE,
  timeWindow: 60_000,
  allowList: isPageRender,
};

const PLACEHOLDER_CODE = ':code';

/** Not encapsulated: `certificateDelivery` is the app's (tests and the process run it). */
export const certificateRoutes = fp(async function certificateRoutes(
  app: FastifyInstance,
  opts: { deliveryIntervalMs?: number },
) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const publicUrl = app.config.publicUrl;
  const delivery = createDelivery({
    db: app.db,
    documents: app.documents,
    publicUrl,
    log: app.log,
  });
  app.decorate('certificateDelivery', delivery);
  const service = createCertificateService({ db: app.db, delivery, publicUrl });
  const tags = ['certificates'];
  const admin = { access: 'admin' } as const;
  const lookup = { access: 'public', rateLimit: certificateLookupLimit } as const;

  // Certificates issued inside an exam or a lesson's transaction are sent from here, after commit.
  const timer = setInterval(() => void delivery.deliverPending(), opts.deliveryIntervalMs ?? 5000);
  timer.unref();
  app.addHook('onClose', async () => {
    clearInterval(timer);
    await delivery.settled();
  });

  r.get(
    certificatePaths.mine,
    { config: { access: 'learner' }, schema: { tags, response: { 200: certificateSchema.array() } } },
    (request) => service.mine(request.user!.id),
  );

  r.get(
    certificatePaths.admin,
    {
      config: admin,
      schema: {
        tags,
        querystring: certificateListQuerySchema,
        response: { 200: pageOf(certificateAdminSchema) },
      },
    },
    (request) => service.list(request.query),
  );

  r.post(
    certificatePaths.issue,
    {
      config: admin,
      schema: {
        tags,
        body: issueCertificateSchema,
        response: { 200: certificateAdminSchema, 201: certificateAdminSchema },
      },
    },
    async (request, reply) => {
      const { created, certificate } = await service.issue(request.body, request.user!.id);
      return reply.code(created ? 201 : 200).send(certificate);
    },
  );

  r.get(
    certificatePaths.one(PLACEHOLDER_CODE),
    {
      config: lookup,
      schema: { tags, params: certificateCodeParamSchema, response: { 200: publicCertificateSchema } },
    },
    (request) => service.verify(request.params.code),
  );

  r.get(
    certificatePaths.pdf(PLACEHOLDER_CODE),
    { config: lookup, schema: { tags, params: certificateCodeParamSchema } },
    async (request, reply) => {
      const { bytes, code } = await service.pdf(request.params.code);
      return reply
        .type('application/pdf')
        .header('content-disposition', `attachment; filename="skillpath-certificate-${code}.pdf"`)
        .send(bytes);
    },
  );

  r.post(
    certificatePaths.revoke(PLACEHOLDER_CODE),
    {
      config: admin,
      schema: {
        tags,
        params: certificateCodeParamSchema,
        body: revokeCertificateSchema,
        response: { 200: certificateAdminSchema },
      },
    },
    (request) => service.revoke(request.params.code, request.body.reason, request.user!.id),
  );

  r.post(
    certificatePaths.resend(PLACEHOLDER_CODE),
    {
      config: admin,
      schema: { tags, params: certificateCodeParamSchema, response: { 200: certificateAdminSchema } },
    },
    (request) => service.resend(request.params.code),
  );
});
