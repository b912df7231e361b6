import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../../config';
import type { Db } from '../../db/database';
import type { Mailer } from '../../plugins/mail';
import { messageIdOf } from '../jobs/mail-job';
import type { JobRow } from '../jobs/queries';
import { documentPdf } from './documents-service';
import { paidMail } from './mail';
import { expireOrders, findOrder } from './queries';
import { createRazorpayGateway } from './razorpay-gateway';
import { createRazorpayService } from './razorpay-service';

/**
 * The payments module's background work, run by the job worker once per cluster: the receipt mail
 * with its invoice attached; unpaid orders whose hold ran out close (holds count only until then, so
 * their seats were already free to others); Razorpay is asked about orders no callback or webhook
 * settled.
 */
export function paymentJobs(deps: { db: Db; mailer: Mailer; config: Config; log?: FastifyBaseLogger }) {
  const razorpay = createRazorpayService({
    db: deps.db,
    razorpay: createRazorpayGateway(deps.config.razorpay),
    publicUrl: deps.config.publicUrl,
    log: deps.log,
  });
  return {
    'invoice-mail': async ({ orderId }: { orderId: number }, job: JobRow) => {
      const order = await findOrder(deps.db, orderId);
      const invoice = order && (await documentPdf(order));
      if (!order?.invoiceNumber || !invoice) return;
      const ordersUrl = `${deps.config.publicUrl}/userdash/${order.userId ?? ''}`;
      await deps.mailer.deliver(
        {
          to: order.buyerEmail,
          ...paidMail(order.billingName, { ...order, invoiceNumber: order.invoiceNumber }, ordersUrl),
          attachments: [
            { filename: invoice.fileName, content: invoice.body, contentType: 'application/pdf' },
          ],
        },
        messageIdOf(job, deps.config.publicUrl),
      );
    },
    'order-expiry': async () => {
      await expireOrders(deps.db);
    },
    'payments-reconcile': async () => {
      await razorpay.reconcile();
    },
  };
}
