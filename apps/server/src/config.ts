import path from 'node:path';
import { institute, PASSWORD_MAX, PASSWORD_MIN } from '@skillpath/contract';
import { z } from 'zod';
import { defaultWebDist } from './paths';

const bool = z
  .enum(['true', 'false', '1', '0', 'yes', 'no'])
  .transform((v) => ['true', '1', 'yes'].includes(v));
const port = z.coerce.number().int().min(0).max(65535);
const emailList = z.string().transform((v) =>
  v
    .split(',')
    .map((e) => e.trim().toLowerCase())
    .filter(Boolean),
);

/** Every environment variable the server reads (DESIGN §3), validated once at start. */
const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: port.default(3000),
  HOST: z.string().min(1).default('0.0.0.0'),
  DATA_DIR: z.string().min(1).default('./data'),
  DATABASE_URL: z
    .string()
    .regex(/^(memory:\/\/|postgres(ql)?:\/\/.+)$/, 'must be memory:// or a postgres:// URL')
    .optional(),
  REDIS_URL: z
    .string()
    .regex(/^rediss?:\/\//, 'must be a redis:// URL')
    .optional(),
  JWT_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
  TOKEN_TTL_SECONDS: z.coerce.number().int().min(60).max(31_536_000).default(86_400),
  PUBLIC_URL: z.url({ protocol: /^https?$/ }).optional(),
  SMTP_URL: z
    .string()
    .regex(/^smtps?:\/\//, 'must be an smtp:// or smtps:// URL')
    .optional(),
  MAIL_FROM: z.string().min(3).default('Skillpath <no-reply@skillpath.local>'),
  ADMIN_EMAILS: emailList.default([]),
  ADMIN_EMAIL: z.email().optional(),
  // The length rule of every new password; the operator chooses it, so the strength estimate is theirs.
  ADMIN_PASSWORD: z
    .string()
    .min(PASSWORD_MIN, `must be at least ${PASSWORD_MIN} characters`)
    .max(PASSWORD_MAX, `must be at most ${PASSWORD_MAX} characters`)
    .optional(),
  SEED_DEMO: bool.default(true),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  WEB_DIST: z.string().min(1).default(defaultWebDist),
  TRUST_PROXY: bool.default(false),
  ENQUIRY_NOTIFY_EMAIL: z.email().default(institute.email),
  AUTH_RATE_LIMIT: z.coerce.number().int().min(1).default(20),
  FORM_RATE_LIMIT: z.coerce.number().int().min(1).default(10),
  LOGIN_FAILURE_LIMIT: z.coerce.number().int().min(1).default(5),
  LOGIN_ADDRESS_FAILURE_LIMIT: z.coerce.number().int().min(1).default(50),
  JOB_RETRY_MS: z.coerce.number().int().min(100).default(60_000),
  JOB_POLL_MS: z.coerce.number().int().min(50).max(60_000).default(1000),
  MEDIA_STORE: z.enum(['file', 'db']).default('file'),
  WEB_CONCURRENCY: z.coerce.number().int().min(1).max(64).default(1),
  PASSWORD_THREAD_NICE: z.coerce.number().int().min(0).max(19).default(19),
  SEAT_HOLD_MINUTES: z.coerce
    .number()
    .int()
    .min(1)
    .max(24 * 60)
    .default(15),
  RAZORPAY_KEY_ID: z.string().min(1).optional(),
  RAZORPAY_KEY_SECRET: z.string().min(1).optional(),
  RAZORPAY_WEBHOOK_SECRET: z.string().min(1).optional(),
  RAZORPAY_API_URL: z.url({ protocol: /^https?$/ }).default('https://api.razorpay.com/v1'),
  RAZORPAY_CHECKOUT_URL: z
    .url({ protocol: /^https?$/ })
    .default('https://checkout.razorpay.com/v1/checkout.js'),
});

export interface Config {
  env: 'development' | 'production' | 'test';
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | undefined;
  redisUrl: string | undefined;
  jwtSecret: string | undefined;
  tokenTtlSeconds: number;
  publicUrl: string;
  smtpUrl: string | undefined;
  mailFrom: string;
  adminEmails: string[];
  bootstrapAdmin: { email: string; password: string } | undefined;
  seedDemo: boolean;
  logLevel: string;
  webDist: string;
  trustProxy: boolean;
  enquiryNotifyEmail: string;
  rateLimits: {
    authPerMinute: number;
    /** Failed sign-ins of one address from one client before each further try waits longer. */
    loginFailuresPerClient: number;
    /** Failed sign-ins of one address from untrusted clients in 15 minutes before they are refused. */
    loginFailuresPerAddress: number;
    formsPerMinute: number;
  };
  /** First retry of a failed job (a refused mail); doubled after each failure up to an hour. */
  jobRetryMs: number;
  /** How often an idle worker looks for due jobs. */
  jobPollMs: number;
  /** Where uploads and private documents live: files under DATA_DIR, or rows in the database. */
  mediaStore: 'file' | 'db';
  /** Worker processes serving one port (node:cluster); more than one needs PostgreSQL. */
  webConcurrency: number;
  /** Priority (nice) of the password hashing threads: 19 yields to all other work (lib/passwords.ts). */
  passwordThreadNice: number;
  /** How long a checkout holds a seat of an item with a limit, waiting for its payment. */
  seatHoldMinutes: number;
  razorpay: RazorpayConfig;
}

export interface RazorpayConfig {
  /** The API key pair; without it Razorpay is not configured and orders wait for a desk payment. */
  keys: { keyId: string; keySecret: string } | undefined;
  /** Signs the webhooks Razorpay sends (set in its Dashboard; not the key secret). */
  webhookSecret: string | undefined;
  /** Base of the API paths (`/orders`, `/payments/{id}/refund`), without a trailing slash. */
  apiUrl: string;
  /** The Checkout script the browser loads. */
  checkoutUrl: string;
}

export class ConfigError extends Error {}

/** Reads the environment; a bad value throws a ConfigError naming the variable. */
export function loadConfig(source: Record<string, string | undefined> = process.env): Config {
  const present = Object.fromEntries(Object.entries(source).filter(([, v]) => v !== undefined && v !== ''));
  const parsed = envSchema.safeParse(present);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const e = parsed.data;
  if (e.NODE_ENV === 'production' && !e.JWT_SECRET) {
    throw new ConfigError('Invalid configuration:\n  JWT_SECRET: required when NODE_ENV=production');
  }
  if ((e.ADMIN_EMAIL === undefined) !== (e.ADMIN_PASSWORD === undefined)) {
    throw new ConfigError('Invalid configuration:\n  ADMIN_EMAIL, ADMIN_PASSWORD: set both or neither');
  }
  if ((e.RAZORPAY_KEY_ID === undefined) !== (e.RAZORPAY_KEY_SECRET === undefined)) {
    throw new ConfigError(
      'Invalid configuration:\n  RAZORPAY_KEY_ID, RAZORPAY_KEY_SECRET: set both or neither',
    );
  }
  // PGlite is one process's database: a second worker cannot open it.
  if (e.WEB_CONCURRENCY > 1 && !e.DATABASE_URL?.startsWith('postgres')) {
    throw new ConfigError(
      `Invalid configuration: WEB_CONCURRENCY=${e.WEB_CONCURRENCY} needs DATABASE_URL=postgres://… (the embedded PGlite serves one process only)`,
    );
  }
  return {
    env: e.NODE_ENV,
    port: e.PORT,
    host: e.HOST,
    dataDir: path.resolve(e.DATA_DIR),
    databaseUrl: e.DATABASE_URL,
    redisUrl: e.REDIS_URL,
    jwtSecret: e.JWT_SECRET,
    tokenTtlSeconds: e.TOKEN_TTL_SECONDS,
    publicUrl: (e.PUBLIC_URL ?? `http://localhost:${e.PORT}`).replace(/\/+$/, ''),
    smtpUrl: e.SMTP_URL,
    mailFrom: e.MAIL_FROM,
    adminEmails: e.ADMIN_EMAILS,
    bootstrapAdmin:
      e.ADMIN_EMAIL && e.ADMIN_PASSWORD
        ? { email: e.ADMIN_EMAIL.toLowerCase(), password: e.ADMIN_PASSWORD }
        : undefined,
    seedDemo: e.SEED_DEMO,
    logLevel: e.LOG_LEVEL,
    webDist: path.resolve(e.WEB_DIST),
    trustProxy: e.TRUST_PROXY,
    enquiryNotifyEmail: e.ENQUIRY_NOTIFY_EMAIL.toLowerCase(),
    rateLimits: {
      authPerMinute: e.AUTH_RATE_LIMIT,
      loginFailuresPerClient: e.LOGIN_FAILURE_LIMIT,
      loginFailuresPerAddress: e.LOGIN_ADDRESS_FAILURE_LIMIT,
      formsPerMinute: e.FORM_RATE_LIMIT,
    },
    jobRetryMs: e.JOB_RETRY_MS,
    jobPollMs: e.JOB_POLL_MS,
    mediaStore: e.MEDIA_STORE,
    webConcurrency: e.WEB_CONCURRENCY,
    passwordThreadNice: e.PASSWORD_THREAD_NICE,
    seatHoldMinutes: e.SEAT_HOLD_MINUTES,
    razorpay: {
      keys:
        e.RAZORPAY_KEY_ID && e.RAZORPAY_KEY_SECRET
          ? { keyId: e.RAZORPAY_KEY_ID, keySecret: e.RAZORPAY_KEY_SECRET }
          : undefined,
      webhookSecret: e.RAZORPAY_WEBHOOK_SECRET,
      apiUrl: e.RAZORPAY_API_URL.replace(/\/+$/, ''),
      checkoutUrl: e.RAZORPAY_CHECKOUT_URL,
    },
  };
}
