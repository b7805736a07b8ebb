import { chmodSync, existsSync, mkdirSync, renameSync, rmSync, statSync } from 'node:fs';
import path from 'node:path';
import Database from 'better-sqlite3';
import { DATABASE_FILE } from './sqlite-open';
import { REQUEST_TYPES, type RequestType } from './types';

/**
 * A copy of DATA_DIR/clinic.db made with SQLite's online backup API while the service runs: the
 * copy is one consistent moment of the database (every request committed before it, none half
 * written). It is written beside the target under a temporary name, switched out of WAL mode (one
 * self-contained file), checked (PRAGMA quick_check), readable by its owner only, then renamed into
 * place, so a backup interrupted half-way never looks like a finished one.
 */

export interface BackupResult {
  file: string;
  bytes: number;
  counts: Record<RequestType, number>;
}

export class BackupError extends Error {}

/** SQLite's backup copies this many pages per step; one step for the whole file keeps writers from restarting it. */
const ALL_PAGES = 0x7fffffff;

export async function backupDatabase(dataDir: string, target: string): Promise<BackupResult> {
  const source = path.join(dataDir, DATABASE_FILE);
  if (!existsSync(source)) throw new BackupError(`No database at ${source} (check DATA_DIR).`);
  const file = path.resolve(target);
  if (existsSync(file))
    throw new BackupError(`${file} already exists: choose a new file name (a backup never overwrites one).`);
  mkdirSync(path.dirname(file), { recursive: true, mode: 0o700 });
  const partial = `${file}.partial-${process.pid}`;
  const db = new Database(source, { readonly: true, fileMustExist: true });
  try {
    db.pragma('busy_timeout = 5000');
    await db.backup(partial, { progress: () => ALL_PAGES });
  } catch (error) {
    rmSync(partial, { force: true });
    throw error;
  } finally {
    db.close();
  }
  try {
    chmodSync(partial, 0o600);
    const counts = checkBackup(partial);
    renameSync(partial, file);
    return { file, bytes: statSync(file).size, counts };
  } catch (error) {
    rmSync(partial, { force: true });
    throw error;
  }
}

/** Makes the copy a self-contained rollback-journal file, checks it and counts its requests. */
function checkBackup(file: string): Record<RequestType, number> {
  const copy = new Database(file, { fileMustExist: true });
  try {
    copy.pragma('journal_mode = DELETE');
    const check = copy.pragma('quick_check', { simple: true });
    if (check !== 'ok') throw new BackupError(`The backup failed its integrity check: ${String(check)}`);
    const counts = {} as Record<RequestType, number>;
    for (const type of REQUEST_TYPES)
      counts[type] = (copy.prepare(`SELECT COUNT(*) AS n FROM ${type}`).get() as { n: number }).n;
    return counts;
  } finally {
    copy.close();
  }
}
