import { mkdirSync } from 'node:fs';
import path from 'node:path';
import BetterSqlite3 from 'better-sqlite3';
import { deskMigrations } from '../desk/store/migrations';
import { dayMigrations } from '../diary/store/day-migrations';
import { generationMigrations } from '../diary/store/generation-migrations';
import { diaryMigrations } from '../diary/store/migrations';
import { queueMigrations } from '../queue/migrations';
import type { AcknowledgmentSettings } from './acknowledgment-cap';
import { migrate, migrations } from './migrations';
import { SqlRequestStore } from './request-store';
import { SqliteDatabase } from './sql/sqlite-database';

export const DATABASE_FILE = 'clinic.db';

export interface OpenOptions {
  /** Open an existing database read-only (staff CLI); no migrations. */
  readonly?: boolean;
  acknowledgments?: AcknowledgmentSettings;
}

/**
 * Opens (creating and migrating unless read-only) DATA_DIR/clinic.db: WAL journal with synchronous=FULL, so a
 * committed request survives a crash or power loss. The desk's tables are migrated with the core's (its log row is
 * written by the outbox's resend).
 */
export function openSqliteStore(dataDir: string, options: OpenOptions = {}): SqlRequestStore {
  const file = path.join(dataDir, DATABASE_FILE);
  if (!options.readonly) mkdirSync(dataDir, { recursive: true });
  const db = new BetterSqlite3(file, { readonly: options.readonly ?? false, fileMustExist: options.readonly ?? false });
  db.pragma('busy_timeout = 5000');
  if (!options.readonly) {
    db.pragma('journal_mode = WAL');
    db.pragma('synchronous = FULL');
    db.pragma('foreign_keys = ON');
    // Deleted rows are overwritten with zeros, not left readable in free space (erasure, retention).
    db.pragma('secure_delete = ON');
    emptyLeftoverWal(db);
    migrate(db, [
      ...migrations,
      ...deskMigrations,
      ...diaryMigrations,
      ...dayMigrations,
      ...generationMigrations,
      ...queueMigrations,
    ]);
  }
  return new SqlRequestStore(new SqliteDatabase(db), options.acknowledgments);
}

/**
 * At open, copies a WAL left by the last run into clinic.db and truncates it, before anything else
 * writes: the copy needs at most the WAL's own size on disk, and frees it. On a disk still full it
 * fails; the service starts anyway (the health check reports that it cannot store requests).
 */
function emptyLeftoverWal(db: BetterSqlite3.Database): void {
  try {
    db.pragma('wal_checkpoint(TRUNCATE)');
  } catch {
    // reported by the health check's write probe
  }
}
