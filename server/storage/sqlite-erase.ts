import type Database from 'better-sqlite3';
import { normalisedAddress } from './acknowledgment-cap';
import type { ErasedCounts, ExpiredCounts } from './types';

/**
 * Erasure and retention on SQLite (the store checkpoints after each: sqlite-store.ts `checkpoint`);
 * PostgreSQL's: postgres-erase.ts. `stmt` is the store's statement cache.
 */

type Statements = (sql: string) => Database.Statement;

/**
 * Deletes what expired, in one transaction; null when nothing had: no write then, so a start on a nearly full disk
 * needs no space.
 */
export function deleteExpiredRows(
  db: Database.Database,
  stmt: Statements,
  before: string,
  now: string,
): ExpiredCounts | null {
  const expired = stmt(
    `SELECT EXISTS (SELECT 1 FROM withdrawal_tokens WHERE expires_at <= @now) OR EXISTS (SELECT 1 FROM appointments WHERE created_at < @before)
       OR EXISTS (SELECT 1 FROM messages WHERE created_at < @before) OR EXISTS (SELECT 1 FROM outbox WHERE created_at < @before) AS any`,
  ).get({ now, before }) as { any: number };
  if (!expired.any) return null;
  return db.transaction(() => {
    stmt('DELETE FROM withdrawal_tokens WHERE expires_at <= ?').run(now);
    return {
      appointments: stmt('DELETE FROM appointments WHERE created_at < ?').run(before).changes,
      messages: stmt('DELETE FROM messages WHERE created_at < ?').run(before).changes,
      outbox: stmt('DELETE FROM outbox WHERE created_at < ?').run(before).changes,
    };
  })();
}

/** The DELETEs of one address (any case), to run inside the caller's transaction. */
export function eraseEmailRows(stmt: Statements, email: string): ErasedCounts {
  stmt('DELETE FROM withdrawal_tokens WHERE email = ? COLLATE NOCASE').run(email);
  stmt('DELETE FROM acknowledgments_sent WHERE address = ?').run(normalisedAddress(email));
  const outbox = stmt(
    `DELETE FROM outbox WHERE to_address = @email COLLATE NOCASE OR reply_to = @email COLLATE NOCASE
       OR request_id IN (SELECT id FROM appointments WHERE email = @email COLLATE NOCASE
                         UNION SELECT id FROM messages WHERE email = @email COLLATE NOCASE)`,
  ).run({ email }).changes;
  return {
    outbox,
    appointments: stmt('DELETE FROM appointments WHERE email = ? COLLATE NOCASE').run(email).changes,
    messages: stmt('DELETE FROM messages WHERE email = ? COLLATE NOCASE').run(email).changes,
    subscriptions: stmt('DELETE FROM subscriptions WHERE email = ? COLLATE NOCASE').run(email).changes,
  };
}
