import { grievanceContact } from '../content/helpers';
import compress from '@fastify/compress';
import Fastify, {
  LogController,
  type FastifyError,
  type FastifyInstance,
  type FastifyRequest,
  type FastifyServerOptions,
  type onRouteHookHandler,
} from 'fastify';
import { deskOrigin, type ServerConfig } from './config';
import { loadServices, privacyNoticeVersion, site } from './content';
import { doctorSchedules, type DoctorSchedule } from '../common/forms/doctor-rule';
import { bookingDayRefusal } from './diary/day-block';
import { clinicOpenDays } from '../common/booking-dates';
import { BODY_LIMIT, registerBodyParsers } from './forms/body-parsers';
import { answerProblem, BAD_URL_PROBLEM, problemFor } from './forms/answers';
import { registerConfirmationPage, renderBookingConfirmation } from './forms/confirmation-page';
import { registerTimeStep } from './forms/time-step';
import { registerFormRoutes } from './forms/form-routes';
import { registerWithdrawalLink, registerWithdrawalPosts, type WithdrawalDeps } from './forms/withdrawal-routes';
import type { MailSettings } from './mail/compose';
import { registerHealth } from './health';
import { ceilingNoticeMail } from './mail/ceiling-notice';
import { OutboxWorker, type OutboxWorkerOptions } from './mail/outbox-worker';
import { createSmtpSender, type MailSender } from './mail/smtp-sender';
import type { FormPageSettings } from './render-form-errors';
import { startRetention } from './retention';
import { prepareBackupDir, startScheduledBackups } from './backup-schedule';
import { createCsp, registerSecurityHeaders, STATIC_SECURITY_HEADERS } from './security-headers';
import { answerRefusalsSlowly } from './slow-refusal';
import { indexBuild, type BuildIndex } from './static/build-index';
import { registerSearchRoute } from './search-route';
import { preselectPage } from './static/preselect';
import { readRedirects, registerRedirects } from './static/redirects';
import { registerStaticSite } from './static/static-site';
import { openStore } from './open-store';
import type { RequestStore } from './storage/types';
import { createValidator } from './validation';
import { registerDesk } from './desk/desk-plugin';
import { registerAvailabilityRoute } from './diary/availability-route';
import { registerVisitPages, registerVisitPosts, type VisitRouteDeps } from './visit/visit-routes';
import { clinicNotice } from './visit/clinic-notice';
import { VisitStore } from './visit/visit-store';
import { visitPage } from '../content/visit-page';
import { DiaryStore } from './diary/store/diary-store';
import { DayStore } from './diary/store/day-store';
import { QueueFeed } from './queue/feed';
import { registerQueueLive } from './queue/live/live-routes';
import { QueueStore } from './queue/queue-store';
import { diary } from '../content/diary';
import { deskMailSettings } from './desk/mail/desk-mail';
import { openDeskStore } from './desk/store/open-desk-store';
import type { DeskStore } from './desk/store/types';
import { openWhatsappChannel, type WhatsappChannel, type WhatsappTimings } from './whatsapp/channel';
import { registerWhatsappWebhook } from './whatsapp/webhook-route';

/**
 * The form service: one Fastify app serving the prerendered site and the form endpoints
 * (docs/decisions/0003-server.md, 0006-form-service.md). `createServer` builds it without
 * listening, so tests can `inject` or listen on 127.0.0.1:0; server/main.ts runs it.
 */

export interface ServerOptions {
  /** Service labels; default: read from content/services/*.md. */
  services?: readonly string[];
  /** The doctors' names, consulting days and services; default: content/site.ts's doctors. */
  doctors?: readonly DoctorSchedule[];
  /** Clock (tests). */
  now?: () => Date;
  /** The outbox worker's sender and timings (tests). */
  mail?: { sender?: MailSender } & Pick<
    OutboxWorkerOptions,
    'retryBaseMs' | 'retryMaxMs' | 'pollMs' | 'bookkeepingRetryMs' | 'leaseMs' | 'ceiling'
  >;
  /** How often the desk's reminder job looks (tests shorten it). */
  reminderEveryMs?: number;
  /** The WhatsApp worker's timings (tests). */
  whatsapp?: WhatsappTimings;
  /** What follows a time a patient picks; default: content/diary.ts `confirmation` (tests set each). */
  confirmation?: 'instant' | 'review';
  /** Replace the logger settings (tests pass false). */
  logger?: FastifyServerOptions['logger'];
  /** Sees every route as it is registered (the desk guard's test walks Fastify's own list of desk routes). */
  onRoute?: onRouteHookHandler;
}

/** What tests and main.ts may reach besides the HTTP interface. */
export interface ClinicServices {
  store: RequestStore;
  desk: DeskStore;
  worker: OutboxWorker;
  /** The WhatsApp channel, when it is on. */
  whatsapp?: WhatsappChannel;
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
/** A request's URL as the log keeps it: no query (a withdrawal link's token), no patient's visit token in the path. */
export const urlForLog = (url: string): string =>
  url.split('?')[0]!.replace(new RegExp(`^${visitPage.path}/[^/]+`), `${visitPage.path}/[token]`);

export function loggerOptions(config: ServerConfig): FastifyServerOptions['logger'] {
  return {
    level: config.logLevel,
    redact: {
      paths: [
        'req.headers.cookie',
        'req.headers.authorization',
        'req.headers["x-forwarded-for"]',
        'req.body',
        'res.headers["set-cookie"]',
      ],
      censor: '[redacted]',
    },
    serializers: {
      req: (request: { method?: string; url?: string }) => ({
        method: request.method,
        url: urlForLog(request.url ?? ''),
      }),
      res: (reply: { statusCode?: number }) => ({ statusCode: reply.statusCode }),
    },
  };
}

/**
 * Time limits of a connection (docs/form-service.md, 'Timeouts'), so slow or idle clients cannot
 * hold sockets: the headers within 10 s, the whole request within 30 s, an idle keep-alive
 * connection closed after 65 s (longer than a reverse proxy's own upstream keep-alive, so the proxy
 * never reuses a socket this side is closing), any socket silent for 75 s destroyed.
 */
export const SERVER_TIMEOUTS = {
  // Node looks for expired headers and requests every connectionsCheckingInterval (30 s by default,
  // which let them run to 34 and 59 s): once a second keeps the limits within a second of their values.
  http: { headersTimeout: 10_000, connectionsCheckingInterval: 1_000 },
  requestTimeout: 30_000,
  keepAliveTimeout: 65_000,
  connectionTimeout: 75_000,
} as const;

/** Trust the nearest `hops` addresses of X-Forwarded-For (the socket's peer counts as the first). */
const trustHops = (hops: number) => (_address: string, hop: number) => hop < hops;

const LOOPBACK = /^(?:127\.\d+\.\d+\.\d+|::1|::ffff:127\.\d+\.\d+\.\d+)$/;

const PROXY_HEADERS = ['x-forwarded-for', 'x-forwarded-proto', 'x-forwarded-host', 'forwarded'];

/** A caller on this machine: a loopback peer and client address, and no proxy in between (a proxy on
 *  loopback adds X-Forwarded-* headers, so a public request through it never counts as local). */
function isLocalCaller(request: FastifyRequest): boolean {
  const peer = request.raw.socket?.remoteAddress ?? '';
  return (
    LOOPBACK.test(peer) &&
    LOOPBACK.test(request.ip) &&
    PROXY_HEADERS.every((name) => request.headers[name] === undefined)
  );
}

export async function createServer(config: ServerConfig, options: ServerOptions = {}): Promise<FastifyInstance> {
  const now = options.now ?? (() => new Date());
  const services = options.services ?? loadServices().map((service) => service.label);
  const doctors = options.doctors ?? doctorSchedules(site.doctors);
  const noticeVersion = privacyNoticeVersion;
  const build = indexBuild(config.buildDir);
  if (config.backupDir) prepareBackupDir(config.backupDir); // before anything opens: a bad BACKUP_DIR stops the start
  const csp = createCsp({ mapEmbedUrl: site.contact.mapEmbedUrl, formActions: Object.values(site.formActions) });

  const pageSettings: FormPageSettings = {
    practiceName: site.practiceName,
    stylesheet: build.stylesheet,
    shell: build.shell,
    lists: { services, doctors: doctors.map((doctor) => doctor.name), countries: site.countries },
    openDays: clinicOpenDays,
    emergencyPhone: site.contact.emergencyPhone,
    ambulancePhone: site.contact.ambulancePhone,
    retentionDays: config.retentionDays,
    grievanceEmail: grievanceContact(site).email,
  };
  const app = Fastify({
    logger: options.logger ?? loggerOptions(config),
    // A count of proxies as proxy-addr reads it (Fastify's types leave out its numeric form).
    trustProxy: typeof config.trustProxy === 'number' ? trustHops(config.trustProxy) : config.trustProxy,
    bodyLimit: BODY_LIMIT,
    ...SERVER_TIMEOUTS,
    return503OnClosing: true,
    forceCloseConnections: 'idle',
    // One line per request, when it is answered (the onResponse hook below), where Fastify writes two.
    logController: new LogController({ disableRequestLogging: true }),
    // Fastify's own refusals before any route (an undecodable URL such as /%ff, a bad header): the
    // service's 400 page, which names no part of the request, with the security headers of every answer.
    frameworkErrors: (error, request, reply) => {
      request.log.info({ code: error.code, statusCode: 400 }, 'request refused');
      for (const [name, value] of Object.entries(STATIC_SECURITY_HEADERS)) reply.header(name, value);
      reply.header('content-security-policy', csp.base);
      return answerProblem(request, reply, 400, BAD_URL_PROBLEM, pageSettings, config.siteUrl);
    },
  });
  if (options.onRoute) app.addHook('onRoute', options.onRoute);
  app.addHook('onResponse', (request, reply, done) => {
    request.log.info({ req: request, res: reply, responseTime: reply.elapsedTime }, 'request completed');
    done();
  });
  if (!build.exists)
    app.log.warn({ buildDir: config.buildDir }, 'BUILD_DIR does not exist: pages answer 404 until the site is built');

  // The links in e-mails: SITE_URL, else the content's siteUrl (the origin the build wrote into the pages).
  const siteOrigin = config.siteUrl ?? new URL(site.siteUrl).origin;
  const mailSettings: MailSettings = {
    clinicEmail: config.clinicNotifyEmail,
    practiceName: site.practiceName,
    clinicPhone: site.contact.phone,
    emergencyPhone: site.contact.emergencyPhone,
    ambulancePhone: site.contact.ambulancePhone,
    siteOrigin,
  };
  const store = await openStore(config, {
    acknowledgments: {
      dailyLimit: config.acknowledgmentDailyLimit,
      ceilingNotice: () => ceilingNoticeMail(mailSettings, config.acknowledgmentDailyLimit),
    },
  });
  const sender = options.mail?.sender ?? (config.smtpUrl ? createSmtpSender(config.smtpUrl, config.mailFrom) : null);
  const worker = new OutboxWorker({
    leaseMs: config.outboxLeaseMs,
    clinicAddress: config.clinicNotifyEmail,
    ...options.mail,
    store,
    sender,
    log: app.log,
    now,
  });
  const desk = await openDeskStore(store);
  const whatsapp = openWhatsappChannel(config.whatsapp, store, app.log, now, worker, {
    leaseMs: config.outboxLeaseMs,
    ...options.whatsapp,
  });
  app.decorate('clinic', { store, desk, worker, whatsapp, build, noticeVersion });

  const withdrawalDeps: WithdrawalDeps = {
    store,
    worker,
    pageSettings,
    siteOrigin,
    clinicEmail: config.clinicNotifyEmail,
    now,
  };

  const visitDeps: VisitRouteDeps = {
    visits: new VisitStore(store.db, (change, request, what) =>
      clinicNotice(change, request, what, { clinicEmail: config.clinicNotifyEmail, siteOrigin }),
    ),
    worker,
    whatsapp: whatsapp?.worker,
    page: { ...pageSettings, clinicPhone: site.contact.phone },
    mail: { practiceName: site.practiceName, clinicPhone: site.contact.phone, siteOrigin },
    now,
  };

  await app.register(compress, {
    global: true,
    encodings: ['br', 'gzip'],
    threshold: 1024,
    globalDecompression: false,
  });
  registerSecurityHeaders(app, csp);
  // Past any rate limit (availability, forms, the visit link, the desk's sign-in, the webhook).
  answerRefusalsSlowly(app, [429]);
  registerBodyParsers(app);
  // Set before the routes: plugin contexts take the error handler that exists when they are created.
  app.setErrorHandler((error: FastifyError, request, reply) => {
    const status =
      typeof error.statusCode === 'number' && error.statusCode >= 400 && error.statusCode < 600
        ? error.statusCode
        : 500;
    if (status >= 500) request.log.error({ err: error }, 'request failed');
    else request.log.info({ code: error.code, statusCode: status }, 'request refused');
    return answerProblem(
      request,
      reply,
      status,
      problemFor(status, error, site.contact.phone),
      pageSettings,
      config.siteUrl,
    );
  });

  registerHealth(app, { store, worker, whatsapp: whatsapp?.worker, now, isLocalCaller });

  const confirmation = options.confirmation ?? diary.confirmation;
  const deskMail = deskMailSettings(deskOrigin(config));
  await registerFormRoutes(
    app,
    {
      store,
      worker,
      validate: createValidator({
        ...pageSettings.lists,
        openDays: pageSettings.openDays,
        doctorSchedules: doctors,
        now,
      }),
      noticeVersion,
      mailSettings,
      pageSettings,
      siteUrl: config.siteUrl,
      rateLimit: config.rateLimit,
      whatsapp: whatsapp?.worker,
      confirmation,
      deskMail,
      dayRefusal: (doctorName, date) => bookingDayRefusal(store.db, doctorName, date, now()),
      now,
    },
    (forms) => {
      registerWithdrawalPosts(forms, withdrawalDeps);
      registerVisitPosts(forms, visitDeps);
      registerTimeStep(
        forms,
        { store, worker, confirmation, deskMail, clinicEmail: config.clinicNotifyEmail, pageSettings, now },
        (booking, ref, offer) => renderBookingConfirmation(booking, pageSettings, ref, offer),
      );
    },
  );
  registerWithdrawalLink(app, withdrawalDeps);
  registerVisitPages(app, visitDeps);
  if (config.whatsapp && whatsapp)
    await registerWhatsappWebhook(app, config.whatsapp, (events) => whatsapp.outbox.recordEvents(events));
  registerConfirmationPage(app, store, pageSettings, now);
  await registerAvailabilityRoute(app, { db: store.db, now, rateLimit: config.availabilityRateLimit });
  // The showcase pages a launch profile leaves out answer 301 to their real page (server/static/redirects.ts).
  registerRedirects(app, readRedirects(build.buildDir));
  // The waiting room: one feed of queue changes per instance (PostgreSQL's LISTEN), the screen and the live pages.
  const queueFeed = new QueueFeed(store.db);
  await queueFeed.start();
  const stopQueueLive = await registerQueueLive(app, {
    store: new QueueStore(store.db, queueFeed),
    feed: queueFeed,
    practiceName: site.practiceName,
    now,
    streams: config.liveStreams,
  });
  // Open streams would hold the server's close: they end first, and the browsers reconnect to the next start.
  app.addHook('preClose', async () => stopQueueLive());
  const stopReminders = await registerDesk(app, {
    store: desk,
    diary: new DiaryStore(store.db),
    day: new DayStore(store.db),
    queueFeed,
    worker,
    whatsapp,
    config: config.desk,
    siteOrigin: deskOrigin(config),
    now,
    log: app.log,
    retentionDays: config.retentionDays,
    reminderEveryMs: options.reminderEveryMs,
    // Instances sharing a PostgreSQL database take turns: one run per period (an advisory lock).
    runScheduled: (job, periodMs, task) => store.runScheduled(job, now().toISOString(), periodMs, task),
  });
  const serveBuilt = registerStaticSite(app, build, csp, (urlPath, query, html) =>
    preselectPage(urlPath, query, html, pageSettings.lists),
  );
  registerSearchRoute(app, build, pageSettings, serveBuilt);

  const stopRetention = startRetention(store, config.retentionDays, app.log, now);
  const stopBackups = config.backupDir
    ? startScheduledBackups(
        { dataDir: config.dataDir, backupDir: config.backupDir, keep: config.backupKeep },
        app.log,
        now,
      )
    : null;
  app.addHook('onClose', async () => {
    try {
      await stopRetention();
      await queueFeed.stop();
      stopReminders?.();
      await stopBackups?.();
      await worker.stop();
      await whatsapp?.worker.stop();
    } finally {
      // The store is closed even when something before it failed: its pending writes are committed, the file released.
      await store.close();
    }
  });
  worker.start();
  whatsapp?.worker.start();
  return app;
}
