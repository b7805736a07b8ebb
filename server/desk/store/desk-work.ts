import { queueMail } from '../../storage/outbox';
import { queueWhatsapp } from '../../storage/whatsapp-outbox';
import type { Database, Sql } from '../../storage/sql/database';
import type { NewMail } from '../../storage/types';
import { DUE_REMINDERS_SQL, FIND_REQUEST_SQL, toRequest, visitsOnSql, type DeskRequestRow } from './desk-request-rows';
import { insertAudit } from './desk-audit';
import { inboxStatements, type InboxQuery } from './inbox-query';
import type { DeskRequest, InboxPage, Visit, WorkChange } from './types';

/**
 * The desk's work on stored requests (desk-store.ts delegates here): reading them (desk-request-rows.ts holds the
 * query), changing their status and visit with a log row and the patient's e-mail in one transaction, and the
 * reminders, each queued once even when two instances run the job.
 */

export async function inbox(db: Database, query: InboxQuery): Promise<InboxPage> {
  const { page, count } = inboxStatements(query);
  const [rows, total] = await Promise.all([
    db.all<DeskRequestRow>(page.sql, page.params),
    db.get<{ total: number | string }>(count.sql, count.params),
  ]);
  return { requests: rows.map(toRequest), total: Number(total?.total ?? 0) };
}

export async function findRequest(sql: Sql, idOrRef: string): Promise<DeskRequest | null> {
  const row = await sql.get<DeskRequestRow>(FIND_REQUEST_SQL, [idOrRef, idOrRef.toUpperCase()]);
  return row ? toRequest(row) : null;
}

export async function visitsOn(db: Database, dates: string[]): Promise<DeskRequest[]> {
  if (dates.length === 0) return [];
  return (await db.all<DeskRequestRow>(visitsOnSql(dates.length), dates)).map(toRequest);
}

export async function dueReminders(db: Database, date: string): Promise<DeskRequest[]> {
  return (await db.all<DeskRequestRow>(DUE_REMINDERS_SQL, [date])).map(toRequest);
}

export async function changeWork(db: Database, change: WorkChange): Promise<void> {
  await db.tx(async (sql) => {
    // One change of a request at a time: a second desk waits here and then reads the first's result.
    await db.dialect.lockKey(sql, `desk-work:${change.requestId}`);
    const current = await findRequest(sql, change.requestId);
    if (!current) throw new Error(`No request ${change.requestId}`);
    const visit = change.visit === undefined ? current.visit : change.visit;
    // A new or moved visit is reminded again; the same visit keeps its reminder mark.
    const sameVisit = visit && current.visit && visit.date === current.visit.date && visit.time === current.visit.time;
    await sql.run(
      `INSERT INTO desk_work (request_id, kind, status, visit_date, visit_time, visit_doctor, reminder_sent_at, updated_at)
       VALUES (?, ?, ?, ?, ?, ?, ?, ?)
       ON CONFLICT (request_id) DO UPDATE SET status = excluded.status, visit_date = excluded.visit_date,
         visit_time = excluded.visit_time, visit_doctor = excluded.visit_doctor, reminder_sent_at = excluded.reminder_sent_at, updated_at = excluded.updated_at`,
      [
        current.id,
        current.kind,
        change.status ?? current.status,
        visit?.date ?? null,
        visit?.time ?? null,
        visit?.doctor ?? null,
        sameVisit ? current.reminderSentAt : null,
        change.now,
      ],
    );
    await insertAudit(sql, change.audit);
    if (change.mail) await queueMail(sql, whatsappFollowsVisit(change.mail, current.visit), current.id, change.now);
    // A cancelled visit: no e-mail today, a WhatsApp message to a patient who asked for them.
    if (change.status === 'cancelled' && current.status === 'confirmed' && current.visit)
      await queueWhatsapp(sql, current.id, { kind: 'cancellation', visit: current.visit }, change.now);
  });
}

/** A confirmation of a visit that already had another time is, on WhatsApp, its change (the 'change' template). */
function whatsappFollowsVisit(mail: NewMail, before: Visit | null): NewMail {
  const moved =
    mail.whatsapp?.kind === 'confirmation' &&
    before !== null &&
    mail.whatsapp.visit &&
    (before.date !== mail.whatsapp.visit.date ||
      before.time !== mail.whatsapp.visit.time ||
      before.doctor !== mail.whatsapp.visit.doctor);
  return moved ? { ...mail, whatsapp: { ...mail.whatsapp!, kind: 'change' } } : mail;
}

export async function queueReminder(db: Database, requestId: string, mail: NewMail, now: string): Promise<boolean> {
  return db.tx(async (sql) => {
    const marked = await sql.run(
      `UPDATE desk_work SET reminder_sent_at = ? WHERE request_id = ? AND status = 'confirmed' AND reminder_sent_at IS NULL`,
      [now, requestId],
    );
    if (marked === 0) return false;
    await queueMail(sql, mail, requestId, now);
    return true;
  });
}
