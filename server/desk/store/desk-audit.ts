import type { Sql } from '../../storage/sql/database';
import type { AuditEntry } from './types';

/**
 * Writes one row of the desk's log (desk_audit), inside the caller's transaction: a desk change, or an e-mail put back
 * in the queue (server/storage/outbox.ts resendMail, also from the command line).
 */
export async function insertAudit(sql: Sql, entry: AuditEntry): Promise<void> {
  await sql.run('INSERT INTO desk_audit (at, staff_id, staff_name, action, ref, detail) VALUES (?, ?, ?, ?, ?, ?)', [
    entry.at,
    entry.staffId,
    entry.staffName,
    entry.action,
    entry.ref,
    entry.detail,
  ]);
}
