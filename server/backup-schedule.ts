import { accessSync, constants, mkdirSync, readdirSync, rmSync } from 'node:fs';
import path from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import { todayInKolkata } from '../common/booking-dates';
import { backupDatabase } from './storage/backup';

/**
 * Scheduled backups (BACKUP_DIR, BACKUP_KEEP; docs/deploy.md): one SQLite online backup a day,
 * `clinic-YYYY-MM-DD.db` (India date), made at start when the day has none and then checked every
 * hour; the newest BACKUP_KEEP files are kept, older ones deleted. Failures are logged, never fatal.
 */

const HOUR_MS = 60 * 60 * 1000;
const BACKUP_NAME = /^clinic-\d{4}-\d{2}-\d{2}\.db$/;

export const dailyBackupName = (now: Date) => `clinic-${todayInKolkata(now)}.db`;

/** Creates BACKUP_DIR (owner only) and checks it is writable; throws a message for the operator. */
export function prepareBackupDir(backupDir: string): void {
  try {
    mkdirSync(backupDir, { recursive: true, mode: 0o700 });
    accessSync(backupDir, constants.W_OK);
  } catch (error) {
    throw new Error(`BACKUP_DIR ${backupDir} cannot be created or written: ${(error as Error).message}`, {
      cause: error,
    });
  }
}

/** Makes today's backup if there is none, then deletes all but the newest `keep`. Returns the file made, or null. */
export async function runDailyBackup(
  dataDir: string,
  backupDir: string,
  keep: number,
  now: Date,
): Promise<string | null> {
  const name = dailyBackupName(now);
  const existing = readdirSync(backupDir).filter((file) => BACKUP_NAME.test(file));
  let made: string | null = null;
  if (!existing.includes(name)) {
    made = (await backupDatabase(dataDir, path.join(backupDir, name))).file;
    existing.push(name);
  }
  for (const old of existing.sort().reverse().slice(keep)) rmSync(path.join(backupDir, old), { force: true });
  return made;
}

/** Starts the schedule; the returned function stops it and waits for a backup in progress. */
export function startScheduledBackups(
  settings: { dataDir: string; backupDir: string; keep: number },
  log: FastifyBaseLogger,
  now: () => Date,
): () => Promise<void> {
  prepareBackupDir(settings.backupDir);
  let running: Promise<void> | null = null;
  const tick = () => {
    if (running) return;
    running = runDailyBackup(settings.dataDir, settings.backupDir, settings.keep, now())
      .then((file) => {
        if (file) log.info({ file }, 'backup: daily backup written');
      })
      .catch((error: unknown) => log.error({ err: error }, 'backup: daily backup failed'))
      .finally(() => {
        running = null;
      });
  };
  tick();
  const timer = setInterval(tick, HOUR_MS);
  timer.unref();
  return async () => {
    clearInterval(timer);
    await running;
  };
}
