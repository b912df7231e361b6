import { couponRoutes, paymentRoutes, razorpayWebhookRoutes } from '@skillpath/contract';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { csvHeaders } from '../../lib/csv';
import { keepRawJsonBody } from '../../lib/raw-json-body';
import { serveRoutes } from '../../lib/serve-route';
import { createCheckoutService } from './checkout-service';
import { createCouponService } from './coupons';
import { createDeskService } from './desk-service';
import { createDocumentsService } from './documents-service';
import { createOrdersService } from './orders-service';
import { createRazorpayGateway } from './razorpay-gateway';
import { createRazorpayService } from './razorpay-service';

/** Fees: checkout, orders, Razorpay's callback and webhook, and the desk (docs/decisions/money-in-paise.md). */
export async function paymentsRoutes(app: FastifyInstance) {
  const { config } = app;
  const gateway = createRazorpayGateway(config.razorpay);
  const shared = { db: app.db, razorpay: gateway, publicUrl: config.publicUrl };
  const checkout = createCheckoutService({ ...shared, holdMinutes: config.seatHoldMinutes });
  const desk = createDeskService(shared);
  const orders = createOrdersService(app.db);
  const documents = createDocumentsService(app.db);
  const coupons = createCouponService(app.db);
  const sendPdf = (reply: FastifyReply, file: { fileName: string; body: Buffer }) =>
    reply
      .type('application/pdf')
      .header('content-disposition', `attachment; filename="${file.fileName}"`)
      .send(file.body);
  const razorpay = createRazorpayService({ ...shared, log: app.log });
  const perIp = { rateLimit: { max: config.rateLimits.authPerMinute, timeWindow: 60_000 } };

  serveRoutes(app, 'payments', paymentRoutes, {
    checkout: { config: perIp, handle: (request) => checkout.checkout(request.user!.id, request.body) },
    myOrders: (request) => orders.mine(request.user!.id),
    order: (request) => orders.one(request.user!, request.params.id),
    cancelMine: (request) => desk.cancel(request.params.id, request.user!.id),
    razorpayVerify: { config: perIp, handle: (request) => razorpay.verify(request.user!.id, request.body) },
    invoicePdf: async (request, reply) =>
      sendPdf(reply, await documents.pdf(request.user!, request.params.number, 'invoice')),
    creditNotePdf: async (request, reply) =>
      sendPdf(reply, await documents.pdf(request.user!, request.params.number, 'credit_note')),
    adminList: (request) => orders.adminPage(request.query),
    adminExport: async (request, reply) =>
      reply.headers(csvHeaders('payments')).send(await orders.adminCsv(request.query)),
    recordPayment: (request) => desk.recordPayment(request.user!.id, request.params.id, request.body),
    refund: (request) => desk.refund(request.user!.id, request.params.id, request.body),
    cancel: (request) => desk.cancel(request.params.id),
  });

  serveRoutes(app, 'payments', couponRoutes, {
    list: () => coupons.list(),
    create: (request) => coupons.create(request.body),
    update: (request) => coupons.update(request.params.id, request.body),
    remove: async (request) => {
      await coupons.remove(request.params.id);
      return undefined;
    },
  });

  // The webhook's signature covers the bytes Razorpay sent: this scope keeps them (lib/raw-json-body.ts).
  await app.register(async (scope) => {
    keepRawJsonBody(scope);
    serveRoutes(scope, 'payments', razorpayWebhookRoutes, {
      webhook: (request) =>
        razorpay.webhook(
          { bytes: request.rawBody ?? Buffer.alloc(0), body: request.body },
          request.headers['x-razorpay-signature'] as string | undefined,
          request.headers['x-razorpay-event-id'] as string | undefined,
        ),
      reconcile: () => razorpay.reconcile(),
    });
  });
}
