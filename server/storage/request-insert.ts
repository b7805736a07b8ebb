import {
  ceilingReached,
  countAcknowledgment,
  withStripes,
  dayCount,
  type AcknowledgmentSettings,
  type AcknowledgmentVerdict,
  type DayCount,
} from './acknowledgment-cap';
import { issueVisitLink } from '../visit/visit-links';
import { holdRequestVisit } from '../diary/store/request-visit';
import { queueMails, queueMailsLast } from './outbox';
import { insertSql, requestRow, type Value } from './request-rows';
import type { Dialect } from './sql/dialect';
import { together, type Sql, type TxSql } from './sql/database';
import type { ConfirmationRef, NewMail, NewRequest, ResendKey, StoredRequest } from './types';

/**
 * Writes one request inside its transaction (request-store.ts storeRequest): its row (a repeated subscription is
 * stored once), a booking's confirmation reference, its picked time (held first: a time refused throws, and nothing
 * is stored), and its e-mails, the patient's acknowledgment only within the cap (acknowledgment-cap.ts).
 */
export async function insertRequest(
  sql: TxSql,
  dialect: Dialect,
  acknowledgments: AcknowledgmentSettings,
  request: NewRequest,
  mails: NewMail[],
): Promise<StoredRequest> {
  // The same form sent again (before its time is held again, which its own first visit would refuse): nothing new.
  if (request.type !== 'subscription' && request.resend) {
    const table = request.type === 'appointment' ? 'appointments' : 'messages';
    // Two posts of one form at once wait for each other here (PostgreSQL; SQLite has one writer), so the second reads
    // the first once it is committed, before its own time is held.
    await dialect.lockKey(sql, `resend:${request.resend.key}`);
    const first = await sentBefore(sql, table, request);
    if (first) return first;
  }
  const visit =
    request.type === 'appointment' && request.visit
      ? await holdRequestVisit(sql, dialect, request, request.visit)
      : undefined;
  const { table, row } = requestRow(request);
  if (request.type === 'subscription') {
    const id = await storeSubscription(sql, dialect, row);
    if (id !== request.id) return { id, created: false };
  }
  // The request's rows and the reading of the day's count do not wait on each other: issued together, they share a
  // round trip on PostgreSQL (its connections pipeline, and run the statements in the order given, so the request's
  // row is there before the rows that name it).
  const patient = mails.filter((mail) => mail.purpose === 'patient');
  const [, , , today] = await together(
    request.type === 'subscription' ? Promise.resolve(0) : sql.run(insertSql(table, row), Object.values(row)),
    request.type === 'appointment' && request.confirmation
      ? storeConfirmation(sql, request.id, request.confirmation)
      : Promise.resolve(),
    request.type === 'appointment' && request.visitLinkHash
      ? issueVisitLink(sql, request.id, request.visitLinkHash, request.createdAt)
      : Promise.resolve(),
    patient.length > 0 ? dayCount(sql, request.createdAt) : Promise.resolve(null),
  );
  const { dailyLimit, ceilingNotice } = acknowledgments;
  const notice = (verdict: AcknowledgmentVerdict) =>
    verdict === 'ceiling reached, tell the clinic' && ceilingNotice ? [ceilingNotice()] : [];
  if (today && today.total >= dailyLimit) {
    const verdict = await ceilingReached(sql, today);
    // Nothing is decided after these e-mails: on PostgreSQL they leave with the COMMIT.
    await queueMailsLast(
      sql,
      [...mails.filter((mail) => mail.purpose !== 'patient'), ...notice(verdict)],
      request.id,
      request.createdAt,
    );
  } else if (!today) {
    // No acknowledgment to count: nothing is decided after the e-mails.
    await queueMailsLast(sql, mails, request.id, request.createdAt);
  } else {
    // Below the ceiling: the e-mails are queued while the acknowledgment is counted, and a refused one taken out again,
    // so the day's total is held only from its count to the commit. One that carries a WhatsApp message waits for its
    // verdict instead (its message must not be queued at all when it is refused).
    const waits = (mail: NewMail) => mail.purpose === 'patient' && mail.whatsapp !== undefined;
    const [, verdicts] = await together(
      queueMails(
        sql,
        mails.filter((mail) => !waits(mail)),
        request.id,
        request.createdAt,
      ),
      countEach(sql, patient, today, dailyLimit),
    );
    for (const [index, verdict] of verdicts.entries()) {
      const mail = patient[index]!;
      if (verdict === 'send') {
        if (waits(mail)) await queueMails(sql, [mail], request.id, request.createdAt);
        continue;
      }
      if (!waits(mail))
        await sql.run(`DELETE FROM outbox WHERE request_id = ? AND purpose = 'patient' AND to_address = ?`, [
          request.id,
          mail.to,
        ]);
      await queueMails(sql, notice(verdict), request.id, request.createdAt);
    }
  }
  return { id: request.id, created: true, visit };
}

async function countEach(sql: Sql, patient: NewMail[], today: DayCount, dailyLimit: number) {
  const verdicts: AcknowledgmentVerdict[] = [];
  const striped = await withStripes(sql, today);
  for (const mail of patient) verdicts.push(await countAcknowledgment(sql, mail.to, striped, dailyLimit));
  return verdicts;
}

/**
 * The request this post repeats, with its confirmation page's reference while that is valid; else null, and a key
 * stored before the window is released (the unique index keeps one request per key).
 */
async function sentBefore(
  sql: Sql,
  table: 'appointments' | 'messages',
  request: { createdAt: string; resend?: ResendKey },
): Promise<StoredRequest | null> {
  const { key, since } = request.resend!;
  const first = await sql.get<{ id: string; created_at: string }>(
    `SELECT id, created_at FROM ${table} WHERE resend_key = ?`,
    [key],
  );
  if (!first) return null;
  if (first.created_at < since) {
    await sql.run(`UPDATE ${table} SET resend_key = NULL WHERE id = ?`, [first.id]);
    return null;
  }
  const confirmation =
    table === 'appointments'
      ? await sql.get<{ ref: string }>(
          'SELECT ref FROM booking_confirmations WHERE request_id = ? AND expires_at > ? ORDER BY expires_at DESC LIMIT 1',
          [first.id, request.createdAt],
        )
      : undefined;
  return { id: first.id, created: false, resent: { confirmationRef: confirmation?.ref ?? null } };
}

/** A subscription's row, once per address (any case), its terms upgraded once; the id of the address's row. */
async function storeSubscription(sql: Sql, dialect: Dialect, row: Record<string, Value>): Promise<string> {
  const inserted = await sql.get<{ id: string }>(
    `${insertSql('subscriptions', row)}
     ON CONFLICT ${dialect.subscriptionEmailKey} DO UPDATE SET terms = 1, terms_at = excluded.terms_at
       WHERE subscriptions.terms = 0 AND excluded.terms = 1
     RETURNING id`,
    Object.values(row),
  );
  if (inserted) return inserted.id;
  const stored = await sql.get<{ id: string }>(`SELECT id FROM subscriptions WHERE ${dialect.sameEmail('email')}`, [
    row.email!,
  ]);
  return stored!.id;
}

/** The reference a booking's confirmation page is found by (the retention job deletes the expired ones: erase.ts). */
async function storeConfirmation(sql: Sql, requestId: string, confirmation: ConfirmationRef) {
  await sql.run('INSERT INTO booking_confirmations (ref, request_id, expires_at) VALUES (?, ?, ?)', [
    confirmation.ref,
    requestId,
    confirmation.expiresAt,
  ]);
}
