import type Database from 'better-sqlite3';
import type { FailedMail, MailTrouble } from './types';

/**
 * The outbox's bookkeeping around one send (docs/form-service.md, 'E-mail delivery'), one small
 * statement each so another store can say the same in its own SQL:
 * an attempt is recorded (claimed) before the e-mail is sent, its result after; given-up e-mails
 * are listed and put back by staff. `last_error` starts with the failure's kind (`auth: …`).
 */

/**
 * Records an attempt before it is made: attempts + 1 and the row not due again until `leaseUntil`,
 * so a worker that cannot write the result does not find it due at once. False when the row is no
 * longer pending (sent, given up or erased meanwhile): then it must not be sent.
 */
export function claimMail(db: Database.Database, id: number, leaseUntil: string): boolean {
  return db.prepare(`UPDATE outbox SET attempts = attempts + 1, next_attempt_at = ? WHERE id = ? AND status = 'pending'`).run(leaseUntil, id).changes === 1;
}

/** The claimed attempt delivered: the body is cleared (the mailbox has the copy). */
export function recordDelivery(db: Database.Database, id: number, sentAt: string): void {
  db.prepare(`UPDATE outbox SET status = 'sent', sent_at = ?, last_error = NULL, text_body = '', html_body = '' WHERE id = ? AND status = 'pending'`).run(
    sentAt,
    id,
  );
}

/** The claimed attempt failed: due again at `nextAttemptAt`, or given up (status failed) when null. */
export function recordFailure(db: Database.Database, id: number, error: string, nextAttemptAt: string | null): void {
  db.prepare(
    `UPDATE outbox SET last_error = ?, status = CASE WHEN ? IS NULL THEN 'failed' ELSE 'pending' END,
       next_attempt_at = COALESCE(?, next_attempt_at)
     WHERE id = ? AND status = 'pending'`,
  ).run(error.slice(0, 500), nextAttemptAt, nextAttemptAt, id);
}

/** Given-up e-mails, newest first, each with the request it belongs to (name and contact, when it is still stored). */
export function failedMail(db: Database.Database, limit: number): FailedMail[] {
  return db
    .prepare(
      `SELECT o.id, o.created_at AS createdAt, o.request_id AS requestId, o.purpose, o.to_address AS "to", o.subject,
              o.attempts, o.last_error AS lastError,
              COALESCE(a.name, m.name) AS requestName, COALESCE(a.email, m.email) AS requestEmail,
              COALESCE(a.phone, m.phone) AS requestPhone, a.date AS requestDate
       FROM outbox o LEFT JOIN appointments a ON a.id = o.request_id LEFT JOIN messages m ON m.id = o.request_id
       WHERE o.status = 'failed' ORDER BY o.created_at DESC, o.id DESC LIMIT ?`,
    )
    .all(limit) as FailedMail[];
}

/** Puts a given-up e-mail back in the queue, due at `now`. False when no given-up e-mail has this id. */
export function requeueMail(db: Database.Database, id: number, now: string): boolean {
  return (
    db.prepare(`UPDATE outbox SET status = 'pending', next_attempt_at = ?, last_error = NULL WHERE id = ? AND status = 'failed'`).run(now, id).changes === 1
  );
}

/** Pending e-mails whose last attempt failed, by the kind of failure (the part of last_error before ':'). */
export function mailTroubles(db: Database.Database): MailTrouble[] {
  return db
    .prepare(
      `SELECT substr(last_error, 1, instr(last_error, ':') - 1) AS kind, COUNT(*) AS count, MAX(last_error) AS example
       FROM outbox WHERE status = 'pending' AND instr(COALESCE(last_error, ''), ':') > 0 GROUP BY kind ORDER BY kind`,
    )
    .all() as MailTrouble[];
}
