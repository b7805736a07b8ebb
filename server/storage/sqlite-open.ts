import { mkdirSync } from 'node:fs';
import path from 'node:path';
import BetterSqlite3 from 'better-sqlite3';
import type { AcknowledgmentSettings } from './acknowledgment-cap';
import { migrate, type Schema } from './migrations';
import { SqlRequestStore } from './request-store';
import { SqliteDatabase } from './sql/sqlite-database';

export const DATABASE_FILE = 'clinic.db';

export interface OpenOptions {
  /** Open an existing database read-only (staff CLI); no migrations. */
  readonly?: boolean;
  acknowledgments?: AcknowledgmentSettings;
}

export interface SqliteOpenOptions extends OpenOptions {
  /** The tables to migrate to (server/schema.ts); none when read-only. */
  schema?: Schema;
}

/**
 * Opens (creating and migrating unless read-only) DATA_DIR/clinic.db: WAL journal with synchronous=FULL, so a
 * committed request survives a crash or power loss. Its tables are the schema's (server/schema.ts), every feature's.
 */
export function openSqliteStore(dataDir: string, options: SqliteOpenOptions = {}): SqlRequestStore {
  const schema = options.schema;
  if (!options.readonly && !schema)
    throw new Error('openSqliteStore needs the schema to migrate to (server/schema.ts)');
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
    migrate(db, schema!.sqlite);
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
