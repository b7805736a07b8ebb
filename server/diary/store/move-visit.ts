import { addDays, kolkataDateTime } from '../../../common/booking-dates';
import { insertAudit } from '../../desk/store/desk-audit';
import type { Staff } from '../../desk/store/types';
import type { Database } from '../../storage/sql/database';
import { nearestFreeTimes, type Span } from '../availability';
import { atTheDesk, diaryDoctors } from '../doctors';
import { readFreeTimes } from './diary-reads';
import type { DoctorDay } from './day-types';
import type { DiaryStore, VisitToMove } from './diary-store';
import type { HoldResult } from './hold-visit';

/**
 * Moving the visits a new leave or closure covers (/desk/diary's *to move*): each gets the nearest free times of its
 * doctor as the desk books them; a visit from a request moves through the request's own confirm (its e-mail, its
 * calendar entry moved: server/desk/work-routes.tsx), a visit taken at the desk (no e-mail) moves here.
 */

/** Days after a visit's date searched for new times. */
const SEARCH_DAYS = 14;
/** New times offered per visit. */
const CHOICES = 4;

/** The nearest free times for each visit to move, by the visit's id. */
export async function newTimesFor(db: Database, visits: VisitToMove[], now: Date): Promise<Map<string, Span[]>> {
  const choices = new Map<string, Span[]>();
  for (const visit of visits) {
    const doctor = diaryDoctors.find((one) => one.key === visit.doctor);
    if (!doctor) continue;
    const wanted = Date.parse(visit.startsAt);
    const { date } = kolkataDateTime(wanted);
    const free = await readFreeTimes(db, atTheDesk(doctor), date, addDays(date, SEARCH_DAYS), now);
    choices.set(visit.id, nearestFreeTimes(free, wanted, CHOICES));
  }
  return choices;
}

/** The nearest free times of each live visit the desk booked (no request) in a day's columns: the day view's Move. */
export async function deskVisitMoves(db: Database, doctors: DoctorDay[], now: Date): Promise<Map<string, Span[]>> {
  const visits = doctors.flatMap(({ doctor, slots }) =>
    slots.flatMap(({ visit }) =>
      visit && !visit.ref && (visit.status === 'confirmed' || visit.status === 'held')
        ? [
            {
              id: visit.id,
              doctor: doctor.key,
              startsAt: visit.startsAt,
              endsAt: visit.endsAt,
              status: visit.status,
              ref: null,
              name: visit.name,
              phone: visit.phone,
            },
          ]
        : [],
    ),
  );
  return newTimesFor(db, [...new Map(visits.map((visit) => [visit.id, visit])).values()], now);
}

/**
 * Moves a visit taken at the desk (no request) to `start`: the new time through the diary's one hold, with the
 * patient's name and phone, the old visit cancelled and the log row, in one transaction. Resolves null when the visit
 * is gone or belongs to a request.
 */
export async function moveDeskVisit(
  diary: DiaryStore,
  visitId: string,
  start: number,
  staff: Staff,
  now: Date,
): Promise<HoldResult | null> {
  const old = await diary.db.get<{ doctor: string; starts_at: string; status: 'held' | 'confirmed' }>(
    `SELECT doctor, starts_at, status FROM visits
     WHERE id = ? AND request_id IS NULL AND status IN ('held', 'confirmed')`,
    [visitId],
  );
  const doctor = old && diaryDoctors.find((one) => one.key === old.doctor);
  if (!old || !doctor) return null;
  const at = now.toISOString();
  return diary.hold(
    { doctor: atTheDesk(doctor), start, status: old.status, requestId: null, now },
    async (sql, visit) => {
      await sql.run(
        `UPDATE visits SET (patient_name, patient_phone) = (SELECT patient_name, patient_phone FROM visits WHERE id = ?)
         WHERE id = ?`,
        [visitId, visit.id],
      );
      const cancelled = await sql.run(
        `UPDATE visits SET status = 'cancelled', updated_at = ? WHERE id = ? AND status IN ('held', 'confirmed')`,
        [at, visitId],
      );
      if (cancelled === 0) throw new Error(`visit ${visitId} changed while it was moved`);
      const [from, to] = [kolkataDateTime(Date.parse(old.starts_at)), kolkataDateTime(start)];
      await insertAudit(sql, {
        at,
        staffId: staff.id,
        staffName: staff.name,
        action: 'moved',
        ref: null,
        detail: `${doctor.name}, ${from.date} ${from.time} to ${to.date} ${to.time}`,
      });
    },
  );
}
