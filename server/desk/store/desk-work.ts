import { kolkataInstant } from '../../../common/booking-dates';
import { diary } from '../../../content/diary';
import { alternativesTo, type Refusal } from '../../diary/store/hold-visit';
import { followStatus, holdForRequest } from '../../diary/store/request-visit';
import { queueMail } from '../../storage/outbox';
import { queueWhatsapp } from '../../storage/whatsapp-outbox';
import type { Database, Sql } from '../../storage/sql/database';
import type { NewMail } from '../../storage/types';
import { issueVisitLink } from '../../visit/visit-links';
import {
  dueRemindersStatement,
  FIND_REQUEST_SQL,
  toRequest,
  visitsOnStatement,
  type DeskRequestRow,
} from './desk-request-rows';
import { insertAudit } from './desk-audit';
import { inboxStatements } from './inbox-query';
import {
  ENDED_STATUSES,
  type DeskRequest,
  type InboxPage,
  type InboxQuery,
  type Visit,
  type WorkChange,
} from './types';

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
  const { sql, params } = visitsOnStatement(dates);
  return (await db.all<DeskRequestRow>(sql, params)).map(toRequest);
}

export async function dueReminders(db: Database, date: string): Promise<DeskRequest[]> {
  const { sql, params } = dueRemindersStatement(date);
  return (await db.all<DeskRequestRow>(sql, params)).map(toRequest);
}

/** Thrown inside changeWork's transaction to roll it back when the diary refuses the time. */
class TimeRefused extends Error {
  constructor(readonly refusal: Refusal) {
    super(refusal.message);
  }
}

/**
 * One change of a request's work, or the diary's refusal of its time. `within` runs it in the caller's transaction (the
 * patient's own page, which reads the visit again under the same lock): the caller then rolls back on a refusal.
 */
export async function changeWork(db: Database, change: WorkChange, within?: Sql): Promise<Refusal | null> {
  try {
    await writeWork(db, change, within);
    return null;
  } catch (error) {
    if (error instanceof TimeRefused) return error.refusal;
    if (!change.hold || !db.dialect.isUniqueViolation(error)) throw error;
    // The unique index refused a time another transaction held first: the same answer as the re-check's.
    const { doctor, start } = change.hold;
    const alternatives = await alternativesTo(db, doctor, start, new Date(change.now));
    return { reason: 'taken', message: diary.messages.justTaken, alternatives };
  }
}

async function writeWork(db: Database, change: WorkChange, within?: Sql): Promise<void> {
  const inTransaction = (work: (sql: Sql) => Promise<void>) => (within ? work(within) : db.tx(work));
  await inTransaction(async (sql) => {
    // One change of a request at a time: a second desk waits here and then reads the first's result.
    await db.dialect.lockKey(sql, `desk-work:${change.requestId}`);
    const current = await findRequest(sql, change.requestId);
    if (!current) throw new Error(`No request ${change.requestId}`);
    if (change.hold) {
      const ask = { requestId: current.id, ...change.hold, now: new Date(change.now) };
      const held = await holdForRequest(sql, db.dialect, ask);
      if (!held.held) throw new TimeRefused(held.refusal);
    } else if ((change.withdrawTime && current.visit) || (change.status && ENDED_STATUSES.includes(change.status)))
      // A time the desk gave and now withdraws is freed; a patient's own pick stays held until confirmed or ended.
      await followStatus(sql, current.id, change.status ?? current.status, new Date(change.now));
    // A new or moved visit is reminded again; the same visit keeps its reminder mark.
    const sameVisit =
      !change.hold ||
      (current.visit !== null &&
        change.hold.doctor.name === current.visit.doctor &&
        change.hold.start === kolkataInstant(current.visit.date, current.visit.time));
    await sql.run(
      `INSERT INTO desk_work (request_id, kind, status, reminder_sent_at, updated_at) VALUES (?, ?, ?, ?, ?)
       ON CONFLICT (request_id) DO UPDATE SET status = excluded.status, reminder_sent_at = excluded.reminder_sent_at,
         updated_at = excluded.updated_at`,
      [
        current.id,
        current.kind,
        change.status ?? current.status,
        sameVisit ? current.reminderSentAt : null,
        change.now,
      ],
    );
    await insertAudit(sql, change.audit);
    if (change.mail) await queueMail(sql, whatsappFollowsVisit(change.mail, current.visit), current.id, change.now);
    // A cancelled visit: no e-mail today, a WhatsApp message to a patient who asked for them.
    if (change.status === 'cancelled' && current.status === 'confirmed' && current.visit)
      await queueWhatsapp(sql, current.id, { kind: 'cancellation', visit: current.visit }, change.now);
    if (change.visitLinkHash) await issueVisitLink(sql, current.id, change.visitLinkHash, change.now);
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

export async function queueReminder(
  db: Database,
  requestId: string,
  mail: NewMail,
  now: string,
  visitLinkHash?: string,
): Promise<boolean> {
  return db.tx(async (sql) => {
    const marked = await sql.run(
      `UPDATE desk_work SET reminder_sent_at = ? WHERE request_id = ? AND status = 'confirmed' AND reminder_sent_at IS NULL`,
      [now, requestId],
    );
    if (marked === 0) return false;
    await queueMail(sql, mail, requestId, now);
    if (visitLinkHash) await issueVisitLink(sql, requestId, visitLinkHash, now);
    return true;
  });
}
