import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import helmet, { type HelmetOptions } from 'helmet';

/** Where Razorpay Checkout comes from: its script, and the API's origin that serves its frame. */
export interface CheckoutOrigins {
  checkoutUrl: string;
  apiUrl: string;
}

/**
 * Security headers. Scripts only from our own origin (no inline script anywhere), and Razorpay's
 * Checkout script and frame only when Razorpay is configured; Mantine writes its CSS variables into
 * <style> tags, hence inline styles. HSTS only when served over https.
 */
function helmetOptions(https: boolean, razorpay: CheckoutOrigins | undefined): HelmetOptions {
  const checkoutScript = razorpay ? [new URL(razorpay.checkoutUrl).origin] : [];
  const checkoutFrame = razorpay ? [new URL(razorpay.apiUrl).origin] : [];
  return {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'", ...checkoutScript],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:', 'https:'],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'"],
        mediaSrc: ["'self'", 'blob:', 'https:'],
        frameSrc: [
          'https://www.google.com',
          'https://maps.google.com',
          'https://www.youtube-nocookie.com',
          ...checkoutFrame,
        ],
        frameAncestors: ["'none'"],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        ...(https ? { upgradeInsecureRequests: [] } : {}),
      },
    },
    hsts: https ? { maxAge: 31_536_000, includeSubDomains: true } : false,
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    crossOriginEmbedderPolicy: false,
    frameguard: { action: 'deny' },
  };
}

/**
 * The headers helmet sets, worked out once: nothing in them depends on the request, and building
 * helmet's middleware per request (as @fastify/helmet does) parsed the whole policy on every call.
 */
function securityHeaders(https: boolean, razorpay: CheckoutOrigins | undefined): Record<string, string> {
  const headers: Record<string, string> = {};
  const response = {
    setHeader(name: string, value: unknown) {
      headers[name.toLowerCase()] = String(value);
    },
    removeHeader(name: string) {
      delete headers[name.toLowerCase()];
    },
  };
  helmet(helmetOptions(https, razorpay))(
    {} as IncomingMessage,
    response as unknown as ServerResponse,
    () => {},
  );
  return headers;
}

export const securityPlugin = fp(async function security(
  app: FastifyInstance,
  opts: { https: boolean; razorpay?: CheckoutOrigins },
) {
  const headers = securityHeaders(opts.https, opts.razorpay);
  app.addHook('onRequest', (_request, reply, done) => {
    reply.headers(headers);
    done();
  });
});
