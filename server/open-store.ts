import type { ServerConfig } from './config';
import { clinicSchema } from './schema';
import type { AcknowledgmentSettings } from './storage/acknowledgment-cap';
import { openPostgresStore } from './storage/postgres-open';
import { openSqliteStore } from './storage/sqlite-open';
import type { RequestStore } from './storage/types';

/**
 * Connections of one instance to PostgreSQL. Each request's transaction holds one for a few round trips; 25 kept the
 * form service's bench fastest (10 gave about two thirds of its rate), and two instances stay far below PostgreSQL's
 * default of 100 connections.
 */
const POOL_SIZE = 25;

/** The store the settings name, with the clinic's tables: PostgreSQL with DATABASE_URL, else SQLite in DATA_DIR. */
export async function openStore(
  config: Pick<ServerConfig, 'dataDir' | 'databaseUrl'>,
  options: { readonly?: boolean; acknowledgments?: AcknowledgmentSettings } = {},
): Promise<RequestStore> {
  if (config.databaseUrl) {
    return openPostgresStore(config.databaseUrl, {
      migrate: !options.readonly,
      max: options.readonly ? 2 : POOL_SIZE,
      acknowledgments: options.acknowledgments,
      schema: clinicSchema,
    });
  }
  return openSqliteStore(config.dataDir, { ...options, schema: clinicSchema });
}
