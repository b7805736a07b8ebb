import type { ServerConfig } from '../config';
import type { AcknowledgmentSettings } from './acknowledgment-cap';
import { openPostgresStore } from './postgres-open';
import { openSqliteStore } from './sqlite-open';
import type { RequestStore } from './types';

/** The store the settings name: PostgreSQL when DATABASE_URL is set, else SQLite in DATA_DIR. */
export async function openStore(
  config: Pick<ServerConfig, 'dataDir' | 'databaseUrl'>,
  options: { readonly?: boolean; acknowledgments?: AcknowledgmentSettings } = {},
): Promise<RequestStore> {
  if (config.databaseUrl) {
    return openPostgresStore(config.databaseUrl, {
      migrate: !options.readonly,
      max: options.readonly ? 2 : 10,
      acknowledgments: options.acknowledgments,
    });
  }
  return openSqliteStore(config.dataDir, options);
}
