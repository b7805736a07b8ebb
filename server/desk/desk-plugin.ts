import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import rateLimitPlugin from '@fastify/rate-limit';
import { build } from 'esbuild';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import type { DeskConfig } from '../config';
import { site } from '../content';
import type { OutboxWorker } from '../mail/outbox-worker';
import { deskMailSettings } from './mail/desk-mail';
import { registerAccountRoutes } from './account-routes';
import { registerAuthRoutes } from './auth-routes';
import { registerDayRoutes } from './day-routes';
import { OPEN_ROUTE, registerDeskGuard } from './auth/guard';
import { Passkeys } from './auth/passkeys';
import { Sessions } from './auth/sessions';
import type { DeskDeps, DeskWhatsapp } from './deps';
import { retentionCutoff } from '../retention';
import { REMINDER_EVERY_MS, startReminders } from './reminders';
import type { DayStore } from '../diary/store/day-store';
import type { DeskStore } from './store/types';
import { registerWhatsappRoutes } from './whatsapp-routes';
import { registerWorkRoutes } from './work-routes';
import { registerRangesRoutes } from '../diary/desk/ranges-routes';
import { registerNumbersRoutes } from '../diary/numbers/numbers-routes';
import { registerQueueRoutes } from '../queue/desk/queue-routes';
import type { DiaryStore } from '../diary/store/diary-store';
import type { QueueFeed } from '../queue/feed';

/**
 * The front desk under /desk (docs/front-desk.md, docs/decisions/0024-front-desk.md), in its own
 * Fastify context: every answer no-store and noindex; every route behind one guard (auth/guard.ts:
 * a state change from another origin is refused, and every route but sign-in, enrolment and the
 * desk's own files needs a session, before anything is read or changed). Passkeys need a secure
 * origin: https, or http://localhost in development; on any other origin the desk is not served.
 */

export interface DeskOptions {
  store: DeskStore;
  /** The diary's leave and closures (/desk/diary). */
  diary: DiaryStore;
  /** The diary as the day view reads and books it. */
  day: DayStore;
  /** Tells the waiting room's screens and phones of the desk's queue changes. */
  queueFeed?: QueueFeed;
  worker: OutboxWorker;
  whatsapp?: DeskWhatsapp;
  config: DeskConfig;
  siteOrigin: string;
  now: () => Date;
  log: FastifyBaseLogger;
  /** Audit rows older than this are deleted with the requests (RETENTION_DAYS). */
  retentionDays: number;
  /** How often the reminder job looks (tests shorten it). */
  reminderEveryMs?: number;
  /** Runs a job unless an instance sharing the database ran it within the period (RequestStore.runScheduled). */
  runScheduled?: (job: string, periodMs: number, task: () => Promise<void>) => Promise<void | null>;
}

const here = path.dirname(fileURLToPath(import.meta.url));

/** The passkey script, bundled once at start (esbuild, about 10 KB). */
async function buildScript(): Promise<string> {
  const result = await build({
    entryPoints: [path.join(here, 'client/passkey-buttons.ts')],
    bundle: true,
    format: 'esm',
    minify: true,
    write: false,
    target: 'es2020',
    logLevel: 'silent',
  });
  return result.outputFiles[0]!.text;
}

export function secureOrigin(origin: string): boolean {
  const url = new URL(origin);
  return url.protocol === 'https:' || url.hostname === 'localhost';
}

/** Registers the desk; returns the reminder job's stop, or null when the origin cannot carry passkeys. */
export async function registerDesk(parent: FastifyInstance, options: DeskOptions): Promise<(() => void) | null> {
  if (!secureOrigin(options.siteOrigin)) {
    options.log.warn(
      { siteOrigin: options.siteOrigin },
      'front desk off: passkeys need SITE_URL on https (or http://localhost)',
    );
    return null;
  }
  const { store, worker, now } = options;
  const rp = { name: site.practiceName, id: new URL(options.siteOrigin).hostname, origin: options.siteOrigin };
  const deps: DeskDeps = {
    store,
    day: options.day,
    queueFeed: options.queueFeed,
    worker,
    whatsapp: options.whatsapp,
    now,
    sessions: new Sessions(store, options.config, now),
    passkeys: new Passkeys(store, rp, now),
    mail: deskMailSettings(options.siteOrigin),
    practiceName: site.practiceName,
    doctors: site.doctors.map((doctor) => doctor.name),
  };
  const script = await buildScript();
  const css = readFileSync(path.join(here, 'client/desk.css'), 'utf8');

  await parent.register(async (app) => {
    await app.register(rateLimitPlugin, {
      global: false,
      errorResponseBuilder: (_request, context) =>
        Object.assign(new Error('Too many sign-in attempts'), { statusCode: context.statusCode }),
    });
    registerDeskGuard(app, deps.sessions, options.siteOrigin);
    app.addHook('onSend', async (_request, reply, payload) => {
      reply.header('cache-control', 'no-store');
      reply.header('x-robots-tag', 'noindex, nofollow');
      return payload;
    });
    app.get('/desk/desk.js', OPEN_ROUTE, async (_request, reply) =>
      reply.header('content-type', 'text/javascript; charset=utf-8').send(script),
    );
    app.get('/desk/desk.css', OPEN_ROUTE, async (_request, reply) =>
      reply.header('content-type', 'text/css; charset=utf-8').send(css),
    );
    registerAuthRoutes(app, deps, options.config.signInsPerMinute);
    registerWorkRoutes(app, deps);
    registerDayRoutes(app, deps);
    registerWhatsappRoutes(app, deps);
    registerAccountRoutes(app, deps);
    registerRangesRoutes(app, deps, options.diary);
    registerNumbersRoutes(app, deps);
    registerQueueRoutes(app, deps);
  });

  // The log keeps no longer than the requests it names; spent sessions, challenges and links go too.
  const cleanUp = () =>
    store
      .deleteExpired(retentionCutoff(now(), options.retentionDays), now().toISOString())
      .catch((error: unknown) => options.log.error({ err: error }, 'desk clean-up failed'));
  void cleanUp();
  const cleaner = setInterval(() => void cleanUp(), 60 * 60_000);
  cleaner.unref();
  const reminderEveryMs = options.reminderEveryMs ?? REMINDER_EVERY_MS;
  const { runScheduled } = options;
  const stopReminders = startReminders(
    {
      store,
      worker,
      whatsapp: options.whatsapp?.worker,
      settings: deps.mail,
      reminderHour: options.config.reminderHour,
      log: options.log,
      now,
      db: options.day.db,
    },
    reminderEveryMs,
    // A little under the period, so a timer that fires early still runs its turn.
    runScheduled
      ? (job) => runScheduled('desk-reminders', reminderEveryMs * 0.9, job).then(() => undefined)
      : undefined,
  );
  return () => {
    clearInterval(cleaner);
    stopReminders();
  };
}
