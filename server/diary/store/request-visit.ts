import type { Sql } from '../../storage/sql/database';
import type { Dialect } from '../../storage/sql/dialect';
import { kolkataDateTime, kolkataInstant } from '../availability';
import { atTheDesk, diaryDoctors, type DiaryDoctor } from '../doctors';
import { LIVE_STATUSES } from './diary-reads';
import { holdVisitIn, type HoldResult, type VisitStatus } from './hold-visit';

/**
 * A request's visit in the diary: the one row of `visits` with its request_id that is live (held or confirmed). The
 * desk's work on a request (server/desk/store/desk-work.ts changeWork) moves it in the same transaction as the
 * request's status, its log row and its e-mail, so the desk's answer and the free times never disagree.
 */

/** A request's time as the desk reads it: the clinic's date and HH:MM, the doctor's name (as desk_work keeps it). */
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

/** A live visit as the desk shows it. */
export function requestSlotOf(visit: Pick<LiveVisit, 'doctor' | 'startsAt'>): RequestSlot {
  const { date, time } = kolkataDateTime(Date.parse(visit.startsAt));
  return { date, time, doctor: diaryDoctors.find((one) => one.key === visit.doctor)?.name ?? visit.doctor };
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
