import { countAcknowledgment, type AcknowledgmentSettings } from './acknowledgment-cap';
import { queueMail } from './outbox';
import { insertSql, requestRow } from './request-rows';
import type { Dialect } from './sql/dialect';
import type { Sql } from './sql/database';
import type { NewMail, NewRequest, StoredRequest } from './types';

/**
 * Writes one request inside its transaction (request-store.ts storeRequest): its row (a repeated subscription is
 * stored once), a booking's confirmation reference, and its e-mails, the patient's acknowledgment only within the cap
 * (acknowledgment-cap.ts).
 */
export async function insertRequest(
  sql: Sql,
  dialect: Dialect,
  acknowledgments: AcknowledgmentSettings,
  request: NewRequest,
  mails: NewMail[],
): Promise<StoredRequest> {
  const { table, row } = requestRow(request);
  if (request.type === 'subscription') {
    const inserted = await sql.get<{ id: string }>(
      `${insertSql(table, row)}
       ON CONFLICT ${dialect.subscriptionEmailKey} DO UPDATE SET terms = 1, terms_at = excluded.terms_at
         WHERE subscriptions.terms = 0 AND excluded.terms = 1
       RETURNING id`,
      Object.values(row),
    );
    const id =
      inserted?.id ??
      (await sql.get<{ id: string }>(`SELECT id FROM subscriptions WHERE ${dialect.sameEmail('email')}`, [row.email!]))
        ?.id;
    if (id !== request.id) return { id: id as string, created: false };
  } else {
    await sql.run(insertSql(table, row), Object.values(row));
  }
  if (request.type === 'appointment' && request.confirmation) {
    await sql.run('DELETE FROM booking_confirmations WHERE expires_at <= ?', [request.createdAt]);
    await sql.run('INSERT INTO booking_confirmations (ref, request_id, expires_at) VALUES (?, ?, ?)', [
      request.confirmation.ref,
      request.id,
      request.confirmation.expiresAt,
    ]);
  }
  const { dailyLimit, ceilingNotice } = acknowledgments;
  for (const mail of mails) {
    const verdict =
      mail.purpose === 'patient' ? await countAcknowledgment(sql, mail.to, request.createdAt, dailyLimit) : 'send';
    if (verdict === 'send') await queueMail(sql, mail, request.id, request.createdAt);
    else if (verdict === 'ceiling reached, tell the clinic' && ceilingNotice)
      await queueMail(sql, ceilingNotice(), request.id, request.createdAt);
  }
  return { id: request.id, created: true };
}
