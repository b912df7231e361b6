import { standInServerEnv, startRazorpayStandIn } from '../../apps/server/test/helpers/razorpay-stand-in';
import { razorpayStandInControl } from '../../apps/server/test/helpers/razorpay-stand-in/control';

export { STAND_IN_ACCOUNT } from '../../apps/server/test/helpers/razorpay-stand-in';

/** The stand-in's origin: its port is chosen by playwright.config.ts, which the workers inherit. */
export const razorpayOrigin = () => `http://127.0.0.1:${process.env.E2E_RAZORPAY_PORT}`;

/** What the journeys' server is started with: Razorpay configured, pointed at the stand-in. */
export const razorpayServerEnv = () => standInServerEnv(razorpayOrigin());

/** The stand-in's controls (pay an order, read its state, deliver webhooks) from a journey. */
export const razorpay = () => razorpayStandInControl(razorpayOrigin());

/**
 * Global setup: the stand-in runs in the Playwright runner for the whole run, sending each event to the
 * server's webhook route as Razorpay would.
 */
export default async function startRazorpay() {
  const standIn = await startRazorpayStandIn({
    port: Number(process.env.E2E_RAZORPAY_PORT),
    webhookTarget: `${process.env.E2E_BASE_URL}/v1/api/payments/razorpay/webhook/`,
  });
  return () => standIn.close();
}
