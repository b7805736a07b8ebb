import type { FastifyBaseLogger } from 'fastify';
import type { RequestStore } from './storage/types';

/**
 * Deletes appointment requests, messages and their e-mails older than RETENTION_DAYS (the period
 * the privacy notice promises), at start and then every 24 hours. Subscriptions are kept until
 * the person withdraws (`npm run requests -- erase --email ...`). Several instances on one
 * PostgreSQL run it once a day between them (store.runScheduled: an advisory lock and the time of
 * the last run); each checks hourly, so when one instance is gone another runs it on time.
 */

const HOUR_MS = 60 * 60 * 1000;
const DAY_MS = 24 * HOUR_MS;

export function retentionCutoff(now: Date, retentionDays: number): string {
  return new Date(now.getTime() - retentionDays * DAY_MS).toISOString();
}

export async function runRetention(
  store: RequestStore,
  retentionDays: number,
  log: FastifyBaseLogger,
  now: Date,
): Promise<void> {
  try {
    const deleted = await store.runScheduled('retention', now.toISOString(), DAY_MS - HOUR_MS / 2, () =>
      store.deleteExpired(retentionCutoff(now, retentionDays), now.toISOString()),
    );
    if (deleted === null) log.debug('retention: another instance ran it in the last day or is running it');
    else if (deleted.appointments + deleted.messages + deleted.outbox > 0)
      log.info({ deleted, retentionDays }, 'retention: expired requests deleted');
  } catch (error) {
    log.error({ err: error }, 'retention: could not delete expired requests');
  }
}

/**
 * Runs retention now and then daily (SQLite) or checks hourly (PostgreSQL); the returned function stops the timer and
 * waits for a run in progress.
 */
export function startRetention(
  store: RequestStore,
  retentionDays: number,
  log: FastifyBaseLogger,
  now: () => Date,
): () => Promise<void> {
  let running = runRetention(store, retentionDays, log, now());
  const timer = setInterval(
    () => {
      running = running.then(() => runRetention(store, retentionDays, log, now()));
    },
    store.backend === 'postgres' ? HOUR_MS : DAY_MS,
  );
  timer.unref();
  return async () => {
    clearInterval(timer);
    await running;
  };
}
