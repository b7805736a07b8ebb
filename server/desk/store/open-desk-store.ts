import { SqliteRequestStore } from '../../storage/sqlite-store';
import type { RequestStore } from '../../storage/types';
import { openSqliteDeskStore } from './sqlite-desk-store';
import type { DeskStore } from './types';

/**
 * The desk's store on the request store's own database, so a status change, its log row and the
 * patient's e-mail share one transaction with the outbox. Null on a backend the desk has no store
 * for yet (the desk is then off).
 */
export async function openDeskStore(requests: RequestStore): Promise<DeskStore | null> {
  if (requests instanceof SqliteRequestStore) return openSqliteDeskStore(requests.db);
  return null;
}
