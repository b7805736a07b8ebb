import type { RequestStore } from '../../storage/types';
import { backfillSearchKeys } from './desk-records';
import { SqlDeskStore } from './desk-store';
import type { DeskStore } from './types';

/**
 * The desk's store on the request store's own database (its tables are migrated with the core's), so a status change,
 * its log row and the patient's e-mail share one transaction with the outbox.
 */
export async function openDeskStore(requests: RequestStore): Promise<DeskStore> {
  // Requests stored before the search keys existed get theirs (a no-op once all have them).
  await backfillSearchKeys(requests.db);
  return new SqlDeskStore(requests.db);
}
