import { mkdirSync } from 'node:fs';
import path from 'node:path';
import Database from 'better-sqlite3';
import type { AcknowledgmentSettings } from './acknowledgment-cap';
import { migrate } from './migrations';
import { DATABASE_FILE, SqliteRequestStore } from './sqlite-store';

export interface OpenOptions {
  /** Open an existing database read-only (staff CLI); no migrations. */
  readonly?: boolean;
  acknowledgments?: AcknowledgmentSettings;
}

/** Opens (creating and migrating unless read-only) DATA_DIR/clinic.db. */
export function openSqliteStore(dataDir: string, options: OpenOptions = {}): SqliteRequestStore {
  const file = path.join(dataDir, DATABASE_FILE);
  if (!options.readonly) mkdirSync(dataDir, { recursive: true });
  const db = new Database(file, { readonly: options.readonly ?? false, fileMustExist: options.readonly ?? false });
  db.pragma('busy_timeout = 5000');
  if (!options.readonly) {
    db.pragma('journal_mode = WAL');
    db.pragma('synchronous = FULL');
    db.pragma('foreign_keys = ON');
    // Deleted rows are overwritten with zeros, not left readable in free space (erasure, retention).
    db.pragma('secure_delete = ON');
    emptyLeftoverWal(db);
    migrate(db);
  }
  return new SqliteRequestStore(db, options.acknowledgments);
}

/**
 * At open, copies a WAL left by the last run into clinic.db and truncates it, before anything else
 * writes: the copy needs at most the WAL's own size on disk, and frees it. On a disk still full it
 * fails; the service starts anyway (the health check reports that it cannot store requests).
 */
function emptyLeftoverWal(db: Database.Database): void {
  try {
    db.pragma('wal_checkpoint(TRUNCATE)');
  } catch {
    // reported by the health check's write probe
  }
}
