import path from 'node:path';
import { afterAll, describe } from 'vitest';
import type { AcknowledgmentSettings } from '../../server/storage/acknowledgment-cap';
import { openPostgresStore } from '../../server/storage/postgres-open';
import { openSqliteStore } from '../../server/storage/sqlite-open';
import { clinicSchema } from '../../server/schema';
import type { RequestStore, StorageBackend } from '../../server/storage/types';
import { createThrowawayDatabase } from '../../tooling/throwaway-database';
import { tempDir } from './helpers';

/**
 * Runs a suite against each storage backend: SQLite always, PostgreSQL when TEST_DATABASE_URL names
 * a server (scripts/test-postgres.sh start prints one; .ci/run sets it). Without it the PostgreSQL
 * lane is a skipped describe titled NOT RUN, plus a console warning: never a silent pass.
 * Each `freshDatabase()` is an empty, migrated database of its own (a temp DATA_DIR, or a new
 * PostgreSQL database dropped after the file), for any suite that adds tables to both backends.
 */

export const TEST_DATABASE_URL = process.env.TEST_DATABASE_URL?.trim() || undefined;

export interface FreshDatabase {
  backend: StorageBackend;
  /** The settings the service would be given (DATA_DIR, or DATABASE_URL). */
  settings: { dataDir: string; databaseUrl?: string };
  /** Opens (and migrates) a store on it; each call is a new connection or pool. */
  open(acknowledgments?: AcknowledgmentSettings): Promise<RequestStore>;
}

const dropAfterFile: Array<() => Promise<void>> = [];
// A DROP DATABASE waits for a checkpoint: about a second each.
afterAll(async () => {
  for (const drop of dropAfterFile.splice(0)) await drop();
}, 120_000);

export async function freshDatabase(backend: StorageBackend): Promise<FreshDatabase> {
  const dataDir = path.join(tempDir('clinic-store-'), 'data');
  if (backend === 'sqlite')
    return {
      backend,
      settings: { dataDir },
      open: async (acknowledgments) => openSqliteStore(dataDir, { acknowledgments, schema: clinicSchema }),
    };
  if (!TEST_DATABASE_URL) throw new Error('TEST_DATABASE_URL is not set');
  const database = await createThrowawayDatabase(TEST_DATABASE_URL, 'clinic_test');
  dropAfterFile.push(database.drop);
  return {
    backend,
    settings: { dataDir, databaseUrl: database.url },
    open: (acknowledgments) => openPostgresStore(database.url, { acknowledgments, schema: clinicSchema }),
  };
}

export const POSTGRES_NOT_RUN =
  'PostgreSQL lane NOT RUN: TEST_DATABASE_URL is not set (scripts/test-postgres.sh start prints one)';

/** A suite that needs a PostgreSQL server: run when TEST_DATABASE_URL is set, else skipped and titled NOT RUN. */
export function describePostgres(title: string, body: () => void): void {
  if (TEST_DATABASE_URL) {
    describe(`${title} [postgres]`, body);
  } else {
    console.warn(`${title}: ${POSTGRES_NOT_RUN}`);
    describe.skip(`${title} [postgres]: ${POSTGRES_NOT_RUN}`, body);
  }
}

/** `describe(title [backend])` once per backend; the body gets the backend to make fresh databases of. */
export function forEachBackend(title: string, body: (backend: StorageBackend) => void): void {
  describe(`${title} [sqlite]`, () => body('sqlite'));
  describePostgres(title, () => body('postgres'));
}
