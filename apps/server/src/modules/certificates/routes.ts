import { CERTIFICATE_LOOKUPS_PER_MINUTE, certificateRoutes as routes } from '@skillpath/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { answerWithStatus, serveRoutes } from '../../lib/serve-route';
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

/** Not encapsulated: `certificateDelivery` is the app's (tests and the process run it). */
export const certificateRoutes = fp(async function certificateRoutes(
  app: FastifyInstance,
  opts: { deliveryIntervalMs?: number },
) {
  const publicUrl = app.config.publicUrl;
  const delivery = createDelivery({
    db: app.db,
    documents: app.documents,
    publicUrl,
    log: app.log,
  });
  app.decorate('certificateDelivery', delivery);
  const service = createCertificateService({ db: app.db, delivery, publicUrl });
  const lookup = { rateLimit: certificateLookupLimit };

  // Certificates issued inside an exam or a lesson's transaction are sent from here, after commit.
  const timer = setInterval(() => void delivery.deliverPending(), opts.deliveryIntervalMs ?? 5000);
  timer.unref();
  app.addHook('onClose', async () => {
    clearInterval(timer);
    await delivery.settled();
  });

  serveRoutes(app, 'certificates', routes, {
    mine: (request) => service.mine(request.user!.id),
    list: (request) => service.list(request.query),
    issue: async (request) => {
      const { created, certificate } = await service.issue(request.body, request.user!.id);
      // The learner already has it: the same certificate, 200 instead of the declared 201.
      return created ? certificate : answerWithStatus(200, certificate);
    },
    verify: { config: lookup, handle: (request) => service.verify(request.params.code) },
    pdf: {
      config: lookup,
      handle: async (request, reply) => {
        const { bytes, code } = await service.pdf(request.params.code);
        return reply
          .type('application/pdf')
          .header('content-disposition', `attachment; filename="skillpath-certificate-${code}.pdf"`)
          .send(bytes);
      },
    },
    revoke: (request) => service.revoke(request.params.code, request.body.reason, request.user!.id),
    resend: (request) => service.resend(request.params.code),
  });
});
