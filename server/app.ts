import compress from '@fastify/compress';
import Fastify, { type FastifyError, type FastifyInstance, type FastifyServerOptions } from 'fastify';
import type { ServerConfig } from './config';
import { loadServices, privacyNoticeVersion, site } from './content';
import { clinicOpenDays } from '../app/lib/booking-dates';
import { BODY_LIMIT, registerBodyParsers } from './forms/body-parsers';
import { answerProblem, problemFor } from './forms/answers';
import { registerConfirmationPage } from './forms/confirmation-page';
import { registerFormRoutes } from './forms/form-routes';
import type { MailSettings } from './mail/compose';
import { createSmtpSender, OutboxWorker, type MailSender } from './mail/outbox-worker';
import type { FormPageSettings } from './render-form-errors';
import { startRetention } from './retention';
import { createCsp, registerSecurityHeaders } from './security-headers';
import { indexBuild, type BuildIndex } from './static/build-index';
import { preselectPage } from './static/preselect';
import { registerStaticSite } from './static/static-site';
import { openSqliteStore } from './storage/sqlite-store';
import type { RequestStore } from './storage/types';
import { createValidator } from './validation';

/**
 * The form service: one Fastify app serving the prerendered site and the form endpoints
 * (docs/decisions/0003-server.md, 0006-form-service.md). `createServer` builds it without
 * listening, so tests can `inject` or listen on 127.0.0.1:0; server/main.ts runs it.
 */

export interface ServerOptions {
  /** Service labels; default: read from content/services/*.md. */
  services?: readonly string[];
  /** Clock (tests). */
  now?: () => Date;
  mail?: { sender?: MailSender; retryBaseMs?: number; retryMaxMs?: number; pollMs?: number };
  /** Replace the logger settings (tests pass false). */
  logger?: FastifyServerOptions['logger'];
}

/** What tests and main.ts may reach besides the HTTP interface. */
export interface ClinicServices {
  store: RequestStore;
  worker: OutboxWorker;
  build: BuildIndex;
  noticeVersion: string;
}

declare module 'fastify' {
  interface FastifyInstance {
    clinic: ClinicServices;
  }
}

/** Pino settings: no personal data. Requests log method, path without query, status and time;
 *  headers and bodies are never logged (cookie and authorization redacted should anyone add them). */
export function loggerOptions(config: ServerConfig): FastifyServerOptions['logger'] {
  return {
    level: config.logLevel,
    redact: {
      paths: ['req.headers.cookie', 'req.headers.authorization', 'req.headers["x-forwarded-for"]', 'req.body', 'res.headers["set-cookie"]'],
      censor: '[redacted]',
    },
    serializers: {
      req: (request: { method?: string; url?: string }) => ({ method: request.method, url: (request.url ?? '').split('?')[0] }),
      res: (reply: { statusCode?: number }) => ({ statusCode: reply.statusCode }),
    },
  };
}

export async function createServer(config: ServerConfig, options: ServerOptions = {}): Promise<FastifyInstance> {
  const now = options.now ?? (() => new Date());
  const services = options.services ?? loadServices().map((service) => service.label);
  const noticeVersion = privacyNoticeVersion;
  const build = indexBuild(config.buildDir);
  const csp = createCsp({ mapEmbedUrl: site.contact.mapEmbedUrl, formActions: Object.values(site.formActions) });

  const app = Fastify({
    logger: options.logger ?? loggerOptions(config),
    trustProxy: config.trustProxy,
    bodyLimit: BODY_LIMIT,
    requestTimeout: 30_000,
    return503OnClosing: true,
    forceCloseConnections: 'idle',
  });
  if (!build.exists) app.log.warn({ buildDir: config.buildDir }, 'BUILD_DIR does not exist: pages answer 404 until the site is built');

  const store = openSqliteStore(config.dataDir);
  const sender = options.mail?.sender ?? (config.smtpUrl ? createSmtpSender(config.smtpUrl, config.mailFrom) : null);
  const worker = new OutboxWorker({
    store,
    sender,
    log: app.log,
    retryBaseMs: options.mail?.retryBaseMs,
    retryMaxMs: options.mail?.retryMaxMs,
    pollMs: options.mail?.pollMs,
    now,
  });
  app.decorate('clinic', { store, worker, build, noticeVersion });

  const pageSettings: FormPageSettings = {
    practiceName: site.practiceName,
    stylesheet: build.stylesheet,
    shell: build.shell,
    lists: { services, doctors: site.doctors.map((doctor) => doctor.name), countries: site.countries },
    openDays: clinicOpenDays,
    emergencyPhone: site.contact.emergencyPhone,
    retentionDays: config.retentionDays,
    grievanceEmail: site.grievanceOfficer.email,
  };
  const mailSettings: MailSettings = {
    clinicEmail: config.clinicNotifyEmail,
    practiceName: site.practiceName,
    clinicPhone: site.contact.phone,
    emergencyPhone: site.contact.emergencyPhone,
  };

  await app.register(compress, { global: true, encodings: ['br', 'gzip'], threshold: 1024, globalDecompression: false });
  registerSecurityHeaders(app, csp);
  registerBodyParsers(app);
  // Set before the routes: plugin contexts take the error handler that exists when they are created.
  app.setErrorHandler((error: FastifyError, request, reply) => {
    const status = typeof error.statusCode === 'number' && error.statusCode >= 400 && error.statusCode < 600 ? error.statusCode : 500;
    if (status >= 500) request.log.error({ err: error }, 'request failed');
    else request.log.info({ code: error.code, statusCode: status }, 'request refused');
    return answerProblem(request, reply, status, problemFor(status, error, site.contact.phone), pageSettings, config.siteUrl);
  });

  app.get('/healthz', async (request, reply) => {
    reply.header('cache-control', 'no-store');
    try {
      store.ping();
      return { status: 'ok', db: 'ok', outboxPending: store.outboxSummary().pending };
    } catch (error) {
      request.log.error({ err: error }, 'health check: database not answering');
      return reply.code(503).send({ status: 'error', db: 'error' });
    }
  });

  await registerFormRoutes(app, {
    store,
    worker,
    validate: createValidator({ ...pageSettings.lists, openDays: pageSettings.openDays, now }),
    noticeVersion,
    mailSettings,
    pageSettings,
    siteUrl: config.siteUrl,
    rateLimit: config.rateLimit,
    now,
  });
  registerConfirmationPage(app, store, pageSettings, now);
  registerStaticSite(app, build, csp, (urlPath, query, html) => preselectPage(urlPath, query, html, pageSettings.lists));

  const stopRetention = startRetention(store, config.retentionDays, app.log, now);
  app.addHook('onClose', async () => {
    stopRetention();
    await worker.stop();
    await store.close();
  });
  worker.start();
  return app;
}
