import { insertAudit } from '../desk/store/desk-audit';
import { insertSql, mailRow, outboxMailOf } from './request-rows';
import { whatsapp } from '../../content/whatsapp';
import { HELD_UNTIL, queueWhatsapp } from './whatsapp-outbox';
import type { Database, Sql, TxSql } from './sql/database';
import type { FailedMail, MailTrouble, NewMail, OutboxMail, OutboxSummary, ResentBy } from './types';

/**
 * The outbox (docs/form-service.md, 'E-mail delivery'): e-mails written in the transaction of what they belong to,
 * claimed before they are sent, their result recorded after; given-up e-mails listed and put back by staff.
 * `last_error` starts with the failure's kind (`auth: …`). Its guarantees:
 * docs/decisions/0021-faults-lose-or-multiply-no-mail.md, docs/decisions/0025-outbox-hand-over-before-end-of-data.md.
 */

/**
 * Writes e-mails to the outbox, due at once, inside the caller's transaction: those without a WhatsApp message in one
 * statement, each of the others with its message (queueMail).
 */
export async function queueMails(sql: Sql, mails: NewMail[], requestId: string, createdAt: string): Promise<void> {
  const plain = plainMailsInsert(mails, requestId, createdAt);
  if (plain) await sql.run(plain.sql, plain.params);
  for (const mail of mails) if (mail.whatsapp) await queueMail(sql, mail, requestId, createdAt);
}

/**
 * queueMails as a transaction's last statement (TxSql.runLast: on PostgreSQL it leaves with the COMMIT), when the
 * e-mails carry no WhatsApp message, which takes statements of its own; otherwise as queueMails.
 */
export async function queueMailsLast(
  sql: TxSql,
  mails: NewMail[],
  requestId: string,
  createdAt: string,
): Promise<void> {
  if (mails.some((mail) => mail.whatsapp)) return queueMails(sql, mails, requestId, createdAt);
  const plain = plainMailsInsert(mails, requestId, createdAt);
  if (plain) sql.runLast(plain.sql, plain.params);
}

/** The one statement that queues the e-mails without a WhatsApp message, if any. */
function plainMailsInsert(mails: NewMail[], requestId: string, createdAt: string) {
  const rows = mails.filter((mail) => !mail.whatsapp).map((mail) => mailRow(mail, requestId, createdAt));
  return rows.length === 0
    ? null
    : { sql: insertSql('outbox', rows), params: rows.flatMap((row) => Object.values(row)) };
}

/**
 * Writes an e-mail to the outbox, due at once, inside the caller's transaction, and its WhatsApp message when the
 * request has WhatsApp consent.
 */
export async function queueMail(sql: Sql, mail: NewMail, requestId: string, createdAt: string): Promise<void> {
  const row = mailRow(mail, requestId, createdAt);
  if (mail.whatsapp && !whatsapp.alsoByEmail) {
    // WhatsApp instead of e-mail: the e-mail is held until its message is sent (then deleted) or not (then it goes).
    const heldRow = { ...row, next_attempt_at: HELD_UNTIL };
    const held = await sql.get<{ id: number | string }>(
      `${insertSql('outbox', heldRow)} RETURNING id`,
      Object.values(heldRow),
    );
    if (await queueWhatsapp(sql, requestId, mail.whatsapp, createdAt, Number(held!.id))) return;
    await sql.run('UPDATE outbox SET next_attempt_at = ? WHERE id = ?', [createdAt, held!.id]);
    return;
  }
  await sql.run(insertSql('outbox', row), Object.values(row));
  if (mail.whatsapp) await queueWhatsapp(sql, requestId, mail.whatsapp, createdAt);
}

/**
 * Claims up to `limit` pending e-mails due at `now`, oldest first, in one statement (RequestStore.claimDueMail): each
 * gets attempts + 1 and the lease's end as its next_attempt_at. Another instance's claim of the same rows is skipped.
 */
export async function claimDueMail(
  db: Database,
  now: string,
  limit: number,
  leaseMs: number,
  heldAddresses: readonly string[],
): Promise<OutboxMail[]> {
  const { dialect } = db;
  const leaseEnd = new Date(Date.parse(now) + leaseMs).toISOString();
  const rows = await db.all(
    `UPDATE outbox SET attempts = attempts + 1, next_attempt_at = ?
     WHERE id IN (SELECT id FROM outbox WHERE status = 'pending' AND next_attempt_at <= ? AND ${dialect.notAmong('to_address')}
                  ORDER BY next_attempt_at, id LIMIT ?${dialect.skipLocked})
     RETURNING id, request_id, purpose, to_address, reply_to, subject, text_body, html_body, attachments, attempts`,
    [leaseEnd, now, dialect.heldList(heldAddresses), limit],
  );
  // RETURNING gives no order: oldest first, as claimed.
  return rows.map(outboxMailOf).sort((a, b) => a.id - b.id);
}

/**
 * The claimed attempt handed over: the server has the whole message and the end of data is about to be written
 * (smtp-sender.ts). From here the e-mail is never due again, even if this process dies before the server's answer;
 * the body stays until that answer (recordDelivery), in case the server refuses the message and it must be retried.
 * False, changing nothing, when the claim is no longer this attempt's (`attempts` moved on: its lease ran out and
 * another instance claimed it).
 */
export async function recordHandover(db: Database, id: number, attempts: number, sentAt: string): Promise<boolean> {
  const changed = await db.run(
    `UPDATE outbox SET status = 'sent', sent_at = ?, last_error = NULL WHERE id = ? AND attempts = ? AND status = 'pending'`,
    [sentAt, id, attempts],
  );
  return changed === 1;
}

/**
 * The claimed attempt delivered, also after a hand-over. The body is cleared (it holds what the person wrote; the
 * mailbox has the copy), and so are its attachments (a visit's .ics): the row keeps who it went to, its subject and
 * when, which staff need to see it was sent.
 */
export async function recordDelivery(db: Database, id: number, sentAt: string): Promise<void> {
  await db.run(
    `UPDATE outbox SET status = 'sent', sent_at = ?, last_error = NULL, text_body = '', html_body = '', attachments = NULL
     WHERE id = ? AND status IN ('pending', 'sent')`,
    [sentAt, id],
  );
}

/**
 * The claimed attempt failed, also after its hand-over (the server refused the message at the end of data, or the
 * connection broke before its answer): due again at `nextAttemptAt`, or given up (status failed) when it is null. The
 * error is cut to 500 characters.
 */
export async function recordFailure(db: Database, id: number, error: string, nextAttemptAt: string | null) {
  await db.run(
    `UPDATE outbox SET last_error = ?, status = CASE WHEN CAST(? AS TEXT) IS NULL THEN 'failed' ELSE 'pending' END,
       next_attempt_at = COALESCE(CAST(? AS TEXT), next_attempt_at), sent_at = NULL WHERE id = ? AND status IN ('pending', 'sent')`,
    [error.slice(0, 500), nextAttemptAt, nextAttemptAt, id],
  );
}

/** Given-up e-mails, newest first, each with the request it belongs to (reference, name and contact, while stored). */
export async function failedMail(db: Database, limit: number): Promise<FailedMail[]> {
  return db.all<FailedMail>(
    `SELECT o.id, o.created_at AS "createdAt", o.request_id AS "requestId", COALESCE(a.ref, m.ref) AS ref, o.purpose,
       o.to_address AS "to", o.subject, o.attempts, o.last_error AS "lastError",
       COALESCE(a.name, m.name) AS "requestName", COALESCE(a.email, m.email) AS "requestEmail",
       COALESCE(a.phone, m.phone) AS "requestPhone", a.date AS "requestDate"
     FROM outbox o LEFT JOIN appointments a ON a.id = o.request_id LEFT JOIN messages m ON m.id = o.request_id
     WHERE o.status = 'failed' ORDER BY o.created_at DESC, o.id DESC LIMIT ?`,
    [limit],
  );
}

/**
 * Puts a given-up e-mail back in the queue, due at `now`, with its attempts counted from 0 (so the backoff starts
 * again), and writes the desk's log row, in one transaction; false, changing nothing, unless it was given up. The
 * desk's Send again and `npm run requests -- resend` are both this.
 */
export async function resendMail(db: Database, id: number, now: string, by: ResentBy): Promise<boolean> {
  return db.tx(async (sql) => {
    const changed = await sql.run(
      `UPDATE outbox SET status = 'pending', attempts = 0, next_attempt_at = ?, last_error = NULL WHERE id = ? AND status = 'failed'`,
      [now, id],
    );
    if (changed === 0) return false;
    await insertAudit(sql, { at: now, ...by, action: 'resent an e-mail', ref: null, detail: String(id) });
    return true;
  });
}

/** Pending e-mails whose last attempt failed, by the kind of failure (the part of last_error before ':'). */
export async function mailTroubles(db: Database): Promise<MailTrouble[]> {
  const rows = await db.all<MailTrouble>(
    `SELECT ${db.dialect.textBefore('last_error', ':')} AS kind, COUNT(*) AS count, MAX(last_error) AS example
     FROM outbox WHERE status = 'pending' AND last_error LIKE '%:%' GROUP BY 1 ORDER BY 1`,
  );
  return rows.map((row) => ({ ...row, count: Number(row.count) }));
}

/** ISO time of the earliest pending e-mail (or claim's end), or null. */
export async function nextMailDue(db: Database): Promise<string | null> {
  const row = await db.get<{ due: string | null }>(
    `SELECT MIN(next_attempt_at) AS due FROM outbox WHERE status = 'pending'`,
  );
  return row?.due ?? null;
}

export async function outboxSummary(db: Database): Promise<OutboxSummary> {
  const summary: OutboxSummary = { pending: 0, sent: 0, failed: 0 };
  const rows = await db.all<{ status: keyof OutboxSummary; n: number }>(
    'SELECT status, COUNT(*) AS n FROM outbox GROUP BY status',
  );
  for (const row of rows) summary[row.status] = Number(row.n);
  return summary;
}
