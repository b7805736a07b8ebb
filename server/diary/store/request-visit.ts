import { kolkataDateTime, kolkataInstant } from '../../../common/booking-dates';
import { diary } from '../../../content/diary';
import { insertAudit } from '../../desk/store/desk-audit';
import { queueMails } from '../../storage/outbox';
import { issueVisitLink } from '../../visit/visit-links';
import type { Database, Sql } from '../../storage/sql/database';
import type { Dialect } from '../../storage/sql/dialect';
import type { NewMail } from '../../storage/types';
import { ENDED_STATUSES, type WorkStatus } from '../../desk/store/types';
import { atTheDesk, diaryDoctors, type DiaryDoctor } from '../doctors';
import { LIVE_STATUSES } from './diary-reads';
import {
  alternativesTo,
  holdVisitIn,
  type HeldVisit,
  type HoldResult,
  type Refusal,
  type VisitStatus,
} from './hold-visit';
import type { RequestVisit } from './visit-types';

export type { RequestVisit } from './visit-types';

/**
 * A request's visit in the diary: the one row of `visits` with its request_id that is live (held or confirmed). The
 * desk's work on a request (server/desk/store/desk-work.ts changeWork) moves it in the same transaction as the
 * request's status, its log row and its e-mail, so the desk's answer and the free times never disagree.
 */

/** A request's time as the desk reads it: the clinic's date and HH:MM, the doctor's name (drawn from its key). */
export interface RequestSlot {
  date: string;
  time: string;
  doctor: string;
}

export interface LiveVisit {
  id: string;
  doctor: string;
  startsAt: string;
  endsAt: string;
  status: VisitStatus;
}

/** The doctor of a name as the desk writes it (content/site.ts), or undefined. */
export const doctorNamed = (name: string): DiaryDoctor | undefined => diaryDoctors.find((one) => one.name === name);

/** The slot a request's time names: its doctor (as the desk books, from now on) and its start. */
export function slotOf(visit: RequestSlot): { doctor: DiaryDoctor; start: number } | null {
  const doctor = doctorNamed(visit.doctor);
  return doctor ? { doctor: atTheDesk(doctor), start: kolkataInstant(visit.date, visit.time) } : null;
}

/** A live visit as the desk shows it; with its stored end, its length too (the patient's calendar file's). */
export function requestSlotOf(
  visit: Pick<LiveVisit, 'doctor' | 'startsAt'> & { endsAt?: string },
): RequestSlot & { minutes?: number } {
  const { date, time } = kolkataDateTime(Date.parse(visit.startsAt));
  const doctor = diaryDoctors.find((one) => one.key === visit.doctor)?.name ?? visit.doctor;
  if (!visit.endsAt) return { date, time, doctor };
  return { date, time, doctor, minutes: Math.round((Date.parse(visit.endsAt) - Date.parse(visit.startsAt)) / 60_000) };
}

export async function liveVisitOf(sql: Sql, requestId: string): Promise<LiveVisit | undefined> {
  return sql.get<LiveVisit>(
    `SELECT id, doctor, starts_at AS "startsAt", ends_at AS "endsAt", status FROM visits
     WHERE request_id = ? AND status IN ${LIVE_STATUSES} ORDER BY starts_at LIMIT 1`,
    [requestId],
  );
}

/**
 * Holds `slot` for the request with `status`: its own live visit at that very time only changes status; any other
 * is released first (so a move never refuses itself), then the new time goes through the diary's one hold.
 */
export async function holdForRequest(
  sql: Sql,
  dialect: Dialect,
  ask: { requestId: string; doctor: DiaryDoctor; start: number; status: VisitStatus; now: Date },
): Promise<HoldResult> {
  const current = await liveVisitOf(sql, ask.requestId);
  const at = ask.now.toISOString();
  if (current && current.doctor === ask.doctor.key && Date.parse(current.startsAt) === ask.start) {
    await sql.run('UPDATE visits SET status = ?, updated_at = ? WHERE id = ?', [ask.status, at, current.id]);
    return { held: true, visit: { ...current, status: ask.status } };
  }
  if (current) await sql.run(`UPDATE visits SET status = 'cancelled', updated_at = ? WHERE id = ?`, [at, current.id]);
  return holdVisitIn(sql, dialect, ask);
}

/**
 * What a request's new status does to its live visit: cancelled or declined frees the time at once, visited and
 * no-show mark it (as the day view does), back to new or called with the time withdrawn frees it too.
 */
export async function followStatus(sql: Sql, requestId: string, status: string, now: Date): Promise<void> {
  const mark = status === 'visited' || status === 'no-show' ? status : 'cancelled';
  await sql.run(`UPDATE visits SET status = ?, updated_at = ? WHERE request_id = ? AND status IN ${LIVE_STATUSES}`, [
    mark,
    now.toISOString(),
    requestId,
  ]);
}

/** A picked time the diary refused: thrown inside the transaction, so nothing of the request is stored. */
export class TimeRefusedError extends Error {
  constructor(readonly refusal: Refusal) {
    super(`booking time refused: ${refusal.reason}`);
    this.name = 'TimeRefusedError';
  }
}

const errorText = (error: unknown) => (error instanceof Error ? error.message : '');

/** True for the unique index's refusal of a second live visit of one request (migration 280). */
const isRequestVisitClash = (dialect: Dialect, error: unknown) =>
  dialect.isUniqueViolation(error) && /visits_live_request|visits\.request_id/.test(errorText(error));

/** True for the partial unique index's refusal of a second live visit at one start (migration 200). */
const isVisitClash = (dialect: Dialect, error: unknown) =>
  dialect.isUniqueViolation(error) && /visits/.test(errorText(error)) && !isRequestVisitClash(dialect, error);

/**
 * A failed write that held `visit` as the patient reads it: the re-check's refusal as it was, the partial unique
 * index's (another request took the time between the re-check and the commit) as "just taken" with the nearest free
 * times; null for any other failure.
 */
export async function timeRefusalOf(
  db: Database,
  visit: RequestVisit | undefined,
  error: unknown,
): Promise<TimeRefusedError | null> {
  if (error instanceof TimeRefusedError) return error;
  if (!visit || !isVisitClash(db.dialect, error)) return null;
  const alternatives = await alternativesTo(db, visit.doctor, visit.start, visit.now);
  return new TimeRefusedError({ reason: 'taken', message: diary.messages.justTaken, alternatives });
}

/** Whether a stored request is closed (cancelled, declined, or its visit over): it may take no time. */
export async function requestClosed(sql: Sql, requestId: string): Promise<boolean> {
  const work = await sql.get<{ status: string }>('SELECT status FROM desk_work WHERE request_id = ?', [requestId]);
  return !!work && ENDED_STATUSES.includes(work.status as WorkStatus);
}

/** Why a stored request took no time, though the time itself was free: it already has one, or it is closed. */
export type StoredRequestHold = { held: HeldVisit } | { held: null; why: 'has a time' | 'closed' };

/**
 * Holds a time for a request already stored (the step after a booking sent without JavaScript), with the e-mail of a
 * visit confirmed at once and the hash of the patient's new link it carries, in one transaction. Under the request's
 * lock (the desk's and the visit link's too), the request is read again: one that is closed or already has a live
 * visit takes nothing; the partial unique index of one live visit per request (migration 280) is the last guard. A
 * refused time throws TimeRefusedError and stores nothing.
 */
export async function holdForStoredRequest(
  db: Database,
  request: { id: string; ref: string },
  visit: RequestVisit,
  confirmation: { mail: NewMail; linkHash: string } | null,
  /** The clinic's note of the time held, queued with it. */
  clinicMail?: NewMail,
): Promise<StoredRequestHold> {
  try {
    return await db.tx(async (sql): Promise<StoredRequestHold> => {
      await db.dialect.lockKey(sql, `desk-work:${request.id}`);
      if (await requestClosed(sql, request.id)) return { held: null, why: 'closed' };
      if (await liveVisitOf(sql, request.id)) return { held: null, why: 'has a time' };
      const held = await holdRequestVisit(sql, db.dialect, request, visit);
      if (confirmation) {
        const at = visit.now.toISOString();
        await issueVisitLink(sql, request.id, confirmation.linkHash, at);
        await queueMails(sql, [confirmation.mail], request.id, at);
      }
      if (clinicMail) await queueMails(sql, [clinicMail], request.id, visit.now.toISOString());
      return { held };
    });
  } catch (error) {
    if (isRequestVisitClash(db.dialect, error)) return { held: null, why: 'has a time' };
    throw (await timeRefusalOf(db, visit, error)) ?? error;
  }
}

/**
 * Holds the time for the request, inside the caller's transaction, or throws TimeRefusedError. A visit confirmed at
 * once is the desk's confirmed request too (its work row, with the visit the reminder follows) with a row in the
 * desk's log, as a confirmation by staff would be.
 */
export async function holdRequestVisit(
  sql: Sql,
  dialect: Dialect,
  request: { id: string; ref: string },
  ask: RequestVisit,
): Promise<HeldVisit> {
  const result = await holdVisitIn(sql, dialect, { ...ask, requestId: request.id });
  if (!result.held) throw new TimeRefusedError(result.refusal);
  if (ask.status === 'confirmed') {
    const at = ask.now.toISOString();
    const { date, time } = kolkataDateTime(ask.start);
    await sql.run(
      `INSERT INTO desk_work (request_id, kind, status, updated_at) VALUES (?, 'appointment', 'confirmed', ?)
       ON CONFLICT (request_id) DO UPDATE SET status = excluded.status, updated_at = excluded.updated_at`,
      [request.id, at],
    );
    await insertAudit(sql, {
      at,
      staffId: null,
      staffName: 'Patient, online',
      action: 'confirmed',
      ref: request.ref,
      detail: `${date} ${time} ${ask.doctor.name}`,
    });
  }
  return result.visit;
}
