import type { FastifyBaseLogger } from 'fastify';
import type { RequestStore } from './storage/types';

/**
 * Deletes appointment requests, messages and their e-mails older than RETENTION_DAYS (the period
 * the privacy notice promises), at start and then every 24 hours. Subscriptions are kept until
 * the person withdraws (`npm run requests -- erase --email ...`). Several instances on one
 * PostgreSQL: the run holds an advisory lock (store.exclusively), so one instance deletes while
 * another's run at the same moment is skipped.
 */

const DAY_MS = 24 * 60 * 60 * 1000;

export function retentionCutoff(now: Date, retentionDays: number): string {
  return new Date(now.getTime() - retentionDays * DAY_MS).toISOString();
}

export async function runRetention(store: RequestStore, retentionDays: number, log: FastifyBaseLogger, now: Date): Promise<void> {
  try {
    const deleted = await store.exclusively('retention', () => store.deleteExpired(retentionCutoff(now, retentionDays), now.toISOString()));
    if (deleted === null) log.info('retention: another instance is running it');
    else if (deleted.appointments + deleted.messages + deleted.outbox > 0) log.info({ deleted, retentionDays }, 'retention: expired requests deleted');
  } catch (error) {
    log.error({ err: error }, 'retention: could not delete expired requests');
  }
}

/** Runs retention now and every 24 h; returns a function that stops the timer. */
export function startRetention(store: RequestStore, retentionDays: number, log: FastifyBaseLogger, now: () => Date): () => void {
  void runRetention(store, retentionDays, log, now());
  const timer = setInterval(() => void runRetention(store, retentionDays, log, now()), DAY_MS);
  timer.unref();
  return () => clearInterval(timer);
}
