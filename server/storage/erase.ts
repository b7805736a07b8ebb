import { normalisedAddress } from './acknowledgment-cap';
import type { Database, Sql } from './sql/database';
import type { Dialect } from './sql/dialect';
import type { ErasedCounts, ExpiredCounts } from './types';
import { deleteExpiredWhatsapp, eraseWhatsappOfEmail } from './whatsapp-outbox';

/**
 * Erasure and retention: the DELETEs, in one transaction, followed by the dialect's clean-up (a WAL checkpoint on
 * SQLite, VACUUM on PostgreSQL: dialect.ts cleanUpAfterErase) so no copy of the deleted rows stays readable. What still
 * remains for a while (PostgreSQL's WAL, backups): docs/form-service.md.
 */

/**
 * A visit the desk booked for a caller or walk-in (no request behind it, its name and phone on the visit) kept as long
 * as a request: past, and booked before the retention cut-off. A visit of a request goes with its request (trigger).
 */
const WALK_IN_EXPIRED = 'request_id IS NULL AND created_at < ? AND ends_at < ?';

/**
 * Deletes what expired; null when nothing had: no write then, so a start on a nearly full disk needs no space.
 */
export async function deleteExpiredRows(db: Database, before: string, now: string): Promise<ExpiredCounts | null> {
  const expired = await db.get(
    `SELECT 1 AS expired WHERE EXISTS (SELECT 1 FROM withdrawal_tokens WHERE expires_at <= ?)
       OR EXISTS (SELECT 1 FROM booking_confirmations WHERE expires_at <= ?)
       OR EXISTS (SELECT 1 FROM appointments WHERE created_at < ?) OR EXISTS (SELECT 1 FROM messages WHERE created_at < ?)
       OR EXISTS (SELECT 1 FROM outbox WHERE created_at < ?) OR EXISTS (SELECT 1 FROM whatsapp_replies WHERE received_at < ?)
       OR EXISTS (SELECT 1 FROM visits WHERE ${WALK_IN_EXPIRED}) OR EXISTS (SELECT 1 FROM queue_tokens WHERE joined_at < ?)`,
    [now, now, before, before, before, before, before, before, before],
  );
  if (!expired) return null;
  return db.tx(async (sql) => {
    await sql.run('DELETE FROM withdrawal_tokens WHERE expires_at <= ?', [now]);
    await sql.run('DELETE FROM booking_confirmations WHERE expires_at <= ?', [now]);
    await deleteExpiredWhatsapp(sql, before);
    await sql.run(`DELETE FROM visits WHERE ${WALK_IN_EXPIRED}`, [before, before]);
    // A waiting room's token (its reason for the visit) goes when its visit may: joined before the cut-off.
    await sql.run('DELETE FROM queue_tokens WHERE joined_at < ?', [before]);
    const count = (table: string) => sql.run(`DELETE FROM ${table} WHERE created_at < ?`, [before]);
    return {
      appointments: await count('appointments'),
      messages: await count('messages'),
      outbox: await count('outbox'),
    };
  });
}

/** The DELETEs of one address (any case), inside the caller's transaction. */
export async function eraseEmailRows(sql: Sql, dialect: Dialect, email: string): Promise<ErasedCounts> {
  const same = (column: string) => dialect.sameEmail(column);
  await sql.run(`DELETE FROM withdrawal_tokens WHERE ${same('email')}`, [email]);
  await sql.run('DELETE FROM acknowledgments_sent WHERE address = ?', [normalisedAddress(email)]);
  const outbox = await sql.run(
    `DELETE FROM outbox WHERE ${same('to_address')} OR ${same('reply_to')}
       OR request_id IN (SELECT id FROM appointments WHERE ${same('email')} UNION SELECT id FROM messages WHERE ${same('email')})`,
    [email, email, email, email],
  );
  await eraseWhatsappOfEmail(sql, dialect, email);
  const erase = (table: string) => sql.run(`DELETE FROM ${table} WHERE ${same('email')}`, [email]);
  return {
    outbox,
    appointments: await erase('appointments'),
    messages: await erase('messages'),
    subscriptions: await erase('subscriptions'),
  };
}
