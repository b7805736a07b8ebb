import type Database from 'better-sqlite3';
import { acknowledgmentCount, runAcknowledgmentCount, type AcknowledgmentSettings } from './acknowledgment-cap';
import { insertSql, mailRow, requestRow } from './request-rows';
import type { NewMail, NewRequest, StoredRequest } from './types';

/**
 * What writing a request needs of the SQLite store: its connection and statement cache, and the acknowledgment cap's
 * settings.
 */
export interface SqliteWriteContext {
  db: Database.Database;
  stmt: (sql: string) => Database.Statement;
  acknowledgments: AcknowledgmentSettings;
}

/**
 * Writes one request inside the store's transaction (sqlite-store.ts runs it in a savepoint of a
 * group commit): its row (a repeated subscription is stored once), a booking's confirmation
 * reference, and its e-mails, the patient's acknowledgment only within the cap (acknowledgment-cap.ts).
 */
export function insertRequest(
  { db, stmt, acknowledgments }: SqliteWriteContext,
  request: NewRequest,
  mails: NewMail[],
): StoredRequest {
  const { table, row } = requestRow(request);
  let stored: StoredRequest = { id: request.id, created: true };
  if (request.type === 'subscription') {
    const inserted = stmt(
      `${insertSql(table, row)}
       ON CONFLICT (email) DO UPDATE SET terms = 1, terms_at = excluded.terms_at
         WHERE subscriptions.terms = 0 AND excluded.terms = 1
       RETURNING id`,
    ).get(...Object.values(row)) as { id: string } | undefined;
    const id =
      inserted?.id ?? (stmt('SELECT id FROM subscriptions WHERE email = ?').get(row.email) as { id: string }).id;
    stored = { id, created: id === request.id };
    if (!stored.created) return stored;
  } else {
    stmt(insertSql(table, row)).run(...Object.values(row));
  }
  if (request.type === 'appointment' && request.confirmation) {
    stmt('DELETE FROM booking_confirmations WHERE expires_at <= ?').run(request.createdAt);
    stmt('INSERT INTO booking_confirmations (ref, request_id, expires_at) VALUES (?, ?, ?)').run(
      request.confirmation.ref,
      request.id,
      request.confirmation.expiresAt,
    );
  }
  const queue = (mail: NewMail) => {
    const outboxRow = mailRow(mail, request.id, request.createdAt);
    stmt(insertSql('outbox', outboxRow)).run(...Object.values(outboxRow));
  };
  const { dailyLimit, ceilingNotice } = acknowledgments;
  for (const mail of mails) {
    const verdict =
      mail.purpose === 'patient'
        ? runAcknowledgmentCount(db, acknowledgmentCount(mail.to, request.createdAt, dailyLimit))
        : 'send';
    if (verdict === 'send') queue(mail);
    else if (verdict === 'ceiling reached, tell the clinic' && ceilingNotice) queue(ceilingNotice());
  }
  return stored;
}
