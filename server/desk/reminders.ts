import type { FastifyBaseLogger } from 'fastify';
import { addDays, kolkataTimeOfDay, todayInKolkata } from '../../common/booking-dates';
import type { OutboxWorker } from '../mail/outbox-worker';
import { expireHolds } from '../diary/hold-expiry';
import type { Database } from '../storage/sql/database';
import { newVisitLink } from '../visit/visit-links';
import { reminderMail, type DeskMailSettings } from './mail/desk-mail';
import type { DeskStore } from './store/types';

/**
 * The day-before reminder: from REMINDER_HOUR (India time) each confirmed visit of tomorrow that is
 * still confirmed gets one e-mail through the outbox. "Once" is the store's: the reminder is marked
 * in the same transaction that queues it, and only a visit not yet marked is queued. It carries a new
 * link to the patient's own page (only its hash is stored, so the first one cannot be sent again),
 * stored in that transaction too; the earlier links still work.
 */

export interface ReminderDeps {
  store: DeskStore;
  worker: OutboxWorker;
  /** The WhatsApp sender, woken when a reminder of a patient who asked for WhatsApp is queued. */
  whatsapp?: { wake(): void };
  settings: DeskMailSettings;
  reminderHour: number;
  log: FastifyBaseLogger;
  now: () => Date;
}

/** Hour of the day in India. */
const kolkataHour = (now: Date) => Number(kolkataTimeOfDay(now).slice(0, 2));

/** One run; returns how many reminders were queued. */
export async function queueReminders(deps: ReminderDeps): Promise<number> {
  const now = deps.now();
  if (kolkataHour(now) < deps.reminderHour) return 0;
  const tomorrow = addDays(todayInKolkata(now), 1);
  let queued = 0;
  for (const request of await deps.store.dueReminders(tomorrow)) {
    // A visit inside a closure or leave is not reminded: its patient was told when the desk entered it.
    if (request.visit && (await deps.store.blockOf(request.visit))) continue;
    const link = newVisitLink(deps.settings.siteOrigin);
    if (
      request.visit &&
      (await deps.store.queueReminder(
        request.id,
        // The reminder follows the visit as it is now: its WhatsApp message names the current time.
        {
          ...reminderMail(request, request.visit, deps.settings, link.url),
          whatsapp: { kind: 'reminder', visit: request.visit },
        },
        now.toISOString(),
        link.tokenHash,
      ))
    )
      queued++;
  }
  if (queued > 0) {
    deps.log.info({ queued, date: tomorrow }, 'visit reminders queued');
    deps.worker.wake();
    deps.whatsapp?.wake();
  }
  return queued;
}

export const REMINDER_EVERY_MS = 5 * 60_000;

/**
 * Runs the job every `everyMs` and at start. `exclusive` runs it on one instance per period when
 * several share a database (the store's runScheduled: an advisory lock on PostgreSQL); the
 * per-visit mark alone already keeps a reminder from being sent twice.
 */
export function startReminders(
  /** `db`: where the job also lets expired holds and offers go (server/diary/hold-expiry.ts). */
  deps: ReminderDeps & { db: Database },
  everyMs = REMINDER_EVERY_MS,
  exclusive: (job: () => Promise<void>) => Promise<void> = (job) => job(),
): () => void {
  let running = false;
  const tick = () => {
    if (running) return;
    running = true;
    exclusive(async () => {
      // Holds and offers not confirmed in time are let go first: a reminder is only for a confirmed visit anyway.
      await expireHolds(deps.db, deps.settings, deps.now());
      await queueReminders(deps);
    })
      .catch((error: unknown) => deps.log.error({ err: error }, 'visit reminders failed'))
      .finally(() => {
        running = false;
      });
  };
  const timer = setInterval(tick, everyMs);
  timer.unref();
  tick();
  return () => clearInterval(timer);
}
