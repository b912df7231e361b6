import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../../config';
import type { Db } from '../../db/database';
import { expireOrders } from './queries';
import { createRazorpayGateway } from './razorpay-gateway';
import { createRazorpayService } from './razorpay-service';

/**
 * The payments module's scheduled work, run by the job worker once per cluster: unpaid orders whose
 * hold ran out close (their seats were already free to others, holds count only until then), and
 * Razorpay is asked about orders that no callback or webhook settled.
 */
export function paymentJobs(deps: { db: Db; config: Config; log?: FastifyBaseLogger }) {
  const razorpay = createRazorpayService({
    db: deps.db,
    razorpay: createRazorpayGateway(deps.config.razorpay),
    publicUrl: deps.config.publicUrl,
    log: deps.log,
  });
  return {
    'order-expiry': async () => {
      await expireOrders(deps.db);
    },
    'payments-reconcile': async () => {
      await razorpay.reconcile();
    },
  };
}
