import { PostgresRequestStore } from '../../storage/postgres-store';
import { SqliteRequestStore } from '../../storage/sqlite-store';
import type { RequestStore } from '../../storage/types';
import { openPostgresDeskStore } from './postgres-desk-store';
import { openSqliteDeskStore } from './sqlite-desk-store';
import type { DeskStore } from './types';

/**
 * The desk's store on the request store's own database, so a status change, its log row and the
 * patient's e-mail share one transaction with the outbox.
 */
export async function openDeskStore(requests: RequestStore): Promise<DeskStore> {
  if (requests instanceof SqliteRequestStore) return openSqliteDeskStore(requests.db);
  if (requests instanceof PostgresRequestStore) return openPostgresDeskStore(requests.pool);
  throw new Error('The front desk has no store for this request store');
}
