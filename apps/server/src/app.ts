import path from 'node:path';
import multipart from '@fastify/multipart';
import Fastify, { type FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import type { Config } from './config';
import { type Database, type Db, openDatabase } from './db/database';
import { requestScoped } from './db/request-transaction';
import { createDbDocumentStore, createFileDocumentStore, type DocumentStore } from './lib/document-store';
import { createDbMediaStore, createFileMediaStore, type MediaStore } from './lib/media-store';
import { setPasswordThreadNice } from './lib/passwords';
import { serverAnsweringFrom } from './lib/response-cache/server';
import { ResponseCache } from './lib/response-cache/store';
import { resolveJwtSecret } from './lib/secret';
import { bankRoutes } from './modules/assessment/bank-routes';
import { examRoutes } from './modules/assessment/exam-routes';
import { mcqTransferRoutes } from './modules/assessment/mcq-transfer-routes';
import { requestsRoutes } from './modules/assessment/requests-routes';
import { resultsRoutes } from './modules/assessment/results-routes';
import { statisticsRoutes } from './modules/assessment/statistics-routes';
import { auditRoutes } from './modules/audit/routes';
import { emailRoutes } from './modules/auth/email-routes';
import { authRoutes } from './modules/auth/routes';
import { createTokenService, type TokenService } from './modules/auth/tokens';
import { billingRoutes } from './modules/billing/routes';
import { catalogueAdminRoutes } from './modules/catalogue/admin-routes';
import { catalogueRoutes } from './modules/catalogue/routes';
import { certificateRoutes } from './modules/certificates/routes';
import { employerLeadRoutes } from './modules/employer-leads/routes';
import { inboxRoutes } from './modules/enquiries/admin-routes';
import { enquiryRoutes } from './modules/enquiries/routes';
import { enrollmentRoutes } from './modules/enrollment/routes';
import { createJobHandlers } from './modules/jobs/handlers';
import { createMailSeal, type MailSeal } from './modules/jobs/mail-seal';
import { jobRoutes } from './modules/jobs/routes';
import { queueScheduledJobs, SCHEDULE_INTERVAL_MS } from './modules/jobs/schedules';
import { createJobWorker, type JobWorker } from './modules/jobs/worker';
import { learnersRoutes } from './modules/learners/routes';
import { learningRoutes } from './modules/learning/routes';
import { mailboxRoutes } from './modules/mailbox/routes';
import { overviewRoutes } from './modules/overview/routes';
import { paymentsRoutes } from './modules/payments/routes';
import { placementRoutes } from './modules/placements/routes';
import { profileRoutes } from './modules/profile/routes';
import { seoRoutes } from './modules/seo/routes';
import { createWebPages } from './modules/seo/web-pages';
import { workshopRoutes } from './modules/workshops/routes';
import { auditPlugin } from './plugins/audit';
import { authPlugin } from './plugins/auth';
import { errorsPlugin, statusCode } from './plugins/errors';
import { healthPlugin } from './plugins/health';
import { createMailer, type Mailer, outboxDirOf } from './plugins/mail';
import { mediaPlugin } from './plugins/media';
import { openApiPlugin } from './plugins/openapi';
import { rateLimitPlugin } from './plugins/rate-limit';
import { responseCachePlugin } from './plugins/response-cache';
import { securityPlugin } from './plugins/security';
import { staticWebPlugin } from './plugins/static-web';

declare module 'fastify' {
  interface FastifyInstance {
    config: Config;
    database: Database;
    db: Db;
    tokens: TokenService;
    mailer: Mailer;
    mailSeal: MailSeal;
    jobs: JobWorker;
    media: MediaStore;
    documents: DocumentStore;
  }
}

export interface AppOptions {
  /** An already opened (and migrated) database; otherwise DATABASE_URL is opened. */
  database?: Database;
  /** Log to this stream instead of stdout (tests). */
  logStream?: NodeJS.WritableStream;
  /** Running as one of several cluster workers (WEB_CONCURRENCY): cache changes go to the siblings. */
  clusterWorker?: boolean;
}

const HOUR_MS = 60 * 60_000;
const DAY_MS = 24 * HOUR_MS;

// Reset links carry their token in the query string: keep it out of the logs.
const redactUrl = (url: string) => url.replace(/([?&](?:token|uid)=)[^&]*/g, '$1[redacted]');

/** Builds the whole application: plugins, then modules. Used by `npm start` and by the tests. */
export async function buildApp(config: Config, options: AppOptions = {}): Promise<FastifyInstance> {
  const responseCache = new ResponseCache();
  const app = Fastify({
    // Cached catalogue reads are answered before Fastify builds a request (lib/response-cache).
    serverFactory: serverAnsweringFrom(responseCache),
    logger: {
      level: config.logLevel,
      redact: ['req.headers.authorization', 'req.headers.cookie'],
      serializers: {
        req: (req) => ({ method: req.method, url: redactUrl(req.url), remoteAddress: req.ip }),
      },
      ...(options.logStream ? { stream: options.logStream } : {}),
    },
    routerOptions: { ignoreTrailingSlash: true, maxParamLength: 200 },
    // A malformed address (bad percent-encoding, an over-long id) is answered in the one error shape.
    frameworkErrors: (error, _request, reply) => {
      const status = error.statusCode ?? 400;
      // Sent before any hook runs, so with the security headers of plugins/security.ts written here.
      reply.raw.writeHead(status, {
        'content-type': 'application/json; charset=utf-8',
        'cache-control': 'no-store',
        'content-security-policy': "default-src 'none'; frame-ancestors 'none'",
        'x-content-type-options': 'nosniff',
        'x-frame-options': 'DENY',
        'referrer-policy': 'strict-origin-when-cross-origin',
        ...(config.publicUrl.startsWith('https:')
          ? { 'strict-transport-security': 'max-age=31536000; includeSubDomains' }
          : {}),
      });
      reply.raw.end(
        JSON.stringify({ detail: 'The address of the request is not valid.', code: statusCode(status) }),
      );
    },
    trustProxy: config.trustProxy,
    bodyLimit: 1024 * 1024,
    // While stopping, requests on open connections are served (with Connection: close) rather than
    // refused with Fastify's own 503 body; plugins/health.ts holds the listener open briefly for them.
    return503OnClosing: false,
    // Every schema is zod: given as factories, Fastify never loads its default compilers (Ajv and
    // fast-json-stringify), which cost a good share of a restart's module loading. (Fastify's types
    // expect Ajv-shaped factories here, hence the casts.)
    schemaController: {
      compilersFactory: {
        buildValidator: () => validatorCompiler as never,
        buildSerializer: () => serializerCompiler as never,
      },
    },
  });

  const database = options.database ?? (await openDatabase(config.databaseUrl, config.dataDir));
  setPasswordThreadNice(config.passwordThreadNice);
  app.decorate('config', config);
  app.decorate('database', database);
  // Services hold this handle: inside an admin's write it joins the request's transaction (plugins/audit.ts).
  const db = requestScoped(database.db);
  app.decorate('db', db);
  const jwtSecret = resolveJwtSecret(config.jwtSecret, config.dataDir);
  app.decorate('tokens', createTokenService(jwtSecret, config.tokenTtlSeconds));
  app.decorate('mailSeal', createMailSeal(jwtSecret));
  app.decorate(
    'mailer',
    createMailer({
      smtpUrl: config.smtpUrl,
      from: config.mailFrom,
      outboxDir: outboxDirOf(config.dataDir),
      log: app.log,
    }),
  );
  app.decorate(
    'jobs',
    createJobWorker({
      database,
      handlers: createJobHandlers({ db: database.db, mailer: app.mailer, mailSeal: app.mailSeal, config }),
      schedules: () => queueScheduledJobs(database.db, config.publicUrl),
      scheduleEveryMs: SCHEDULE_INTERVAL_MS,
      timing: {
        retryMs: config.jobRetryMs,
        maxDelayMs: Math.max(config.jobRetryMs, HOUR_MS),
        giveUpMs: DAY_MS,
        // Longer than one mail attempt can take (plugins/mail.ts timeouts): a live worker keeps its job.
        leaseMs: 5 * 60_000,
        pollMs: config.jobPollMs,
      },
      log: app.log,
    }),
  );
  const uploadsDir = path.join(config.dataDir, 'uploads');
  const dbMedia = config.mediaStore === 'db' ? createDbMediaStore(db) : undefined;
  app.decorate('media', dbMedia ?? createFileMediaStore(uploadsDir));
  app.decorate(
    'documents',
    dbMedia ? createDbDocumentStore(db) : createFileDocumentStore(path.join(config.dataDir, 'private')),
  );
  app.addHook('onClose', async () => {
    await app.jobs.stop();
    await database.close();
  });

  await app.register(errorsPlugin);
  await app.register(securityPlugin, {
    https: config.publicUrl.startsWith('https:'),
    razorpay: config.razorpay.keys && config.razorpay,
  });
  await app.register(rateLimitPlugin, {
    redisUrl: config.redisUrl,
    loginFailures: {
      perClient: config.rateLimits.loginFailuresPerClient,
      perAddress: config.rateLimits.loginFailuresPerAddress,
    },
    deviceCookies: { secret: jwtSecret, secure: config.publicUrl.startsWith('https:') },
  });
  await app.register(openApiPlugin);
  await app.register(authPlugin);
  await app.register(auditPlugin);
  await app.register(responseCachePlugin, {
    cache: responseCache,
    redisUrl: config.redisUrl,
    clusterWorker: options.clusterWorker ?? false,
  });
  // Per-route size limits are applied where each upload is read (lib/multipart.ts).
  await app.register(multipart, {
    limits: { fileSize: 10 * 1024 * 1024, files: 2, fields: 40, fieldSize: 64 * 1024, parts: 50 },
  });
  await app.register(healthPlugin);
  await app.register(mediaPlugin, dbMedia ? { store: dbMedia } : { root: uploadsDir });

  await app.register(authRoutes);
  await app.register(emailRoutes);
  await app.register(catalogueRoutes);
  await app.register(catalogueAdminRoutes);
  await app.register(enrollmentRoutes);
  await app.register(enquiryRoutes);
  await app.register(profileRoutes);
  await app.register(learningRoutes);
  await app.register(inboxRoutes);
  await app.register(overviewRoutes);
  await app.register(learnersRoutes);
  await app.register(auditRoutes);
  await app.register(bankRoutes);
  await app.register(examRoutes);
  await app.register(requestsRoutes);
  await app.register(resultsRoutes);
  await app.register(mcqTransferRoutes);
  await app.register(statisticsRoutes);
  await app.register(placementRoutes);
  await app.register(workshopRoutes);
  await app.register(employerLeadRoutes);
  await app.register(certificateRoutes);
  await app.register(jobRoutes);
  await app.register(billingRoutes);
  await app.register(paymentsRoutes);
  await app.register(mailboxRoutes);

  // Public pages get their own title and tags; any other address the static plugin has no file for is
  // the app or the not-found page.
  const pages = createWebPages(app, config.webDist);
  await app.register(seoRoutes, { pages });
  await app.register(staticWebPlugin, { root: config.webDist, page: pages?.other });
  return app;
}
