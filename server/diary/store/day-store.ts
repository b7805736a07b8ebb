import { addDays, kolkataMidnightIso, todayInKolkata, kolkataDateTime } from '../../../common/booking-dates';
import { insertAudit } from '../../desk/store/desk-audit';
import type { Staff } from '../../desk/store/types';
import type { Database, Sql } from '../../storage/sql/database';
import { consultingSlots, type Span } from '../availability';
import { atTheDesk, diaryDoctors, type DiaryDoctor } from '../doctors';
import { freeTimesIn, LIVE_STATUSES, readDiaryDays } from './diary-reads';
import { DiaryStore } from './diary-store';
import type { DaySlot, DayVisit, DoctorDay } from './day-types';
import type { HoldResult } from './hold-visit';
import { moveDeskVisit } from './move-visit';
import { requestSlotOf } from './request-visit';

/**
 * The front desk's day (docs/decisions/0047-the-day-at-the-desk.md): each doctor's slot grid for one date, from the one
 * availability function, with what fills each slot; booking a phone caller or walk-in through the diary's one hold;
 * marking arrivals and no-shows. Every change writes its row of the desk's log in the same transaction.
 */

/** The marks the desk sets on a visit of the day. */
export const VISIT_MARKS = ['visited', 'no-show'] as const;
export type VisitMark = (typeof VISIT_MARKS)[number];

interface VisitRow {
  id: string;
  starts_at: string;
  ends_at: string;
  status: string;
  name: string | null;
  phone: string | null;
  ref: string | null;
  updated_at: string;
  /** SQLite answers EXISTS with 0 or 1, PostgreSQL with a boolean. */
  rebooked: number | boolean;
}

/** A mark is taken back (Undo) on the day it was made, and only a mark: the day view and `mark` ask this one rule. */
function markIsRecent(visit: { status: string; updated_at: string }, now: Date): boolean {
  return (
    VISIT_MARKS.includes(visit.status as VisitMark) &&
    todayInKolkata(new Date(visit.updated_at)) === todayInKolkata(now)
  );
}

/** "Dr. Ananya Rao, 2026-11-24 10:00": a visit as the desk's log names it. */
function logDetail(row: { doctor: string; starts_at: string }): string {
  const slot = requestSlotOf({ doctor: row.doctor, startsAt: row.starts_at });
  return `${slot.doctor}, ${slot.date} ${slot.time}`;
}

/**
 * A visit of the request other than the visit named that holds a time: the desk gave the request another time. The
 * two arguments are SQL: parameters (`?`) or the columns of an outer query.
 */
const otherLiveVisit = (requestId: string, visitId: string) =>
  `EXISTS (SELECT 1 FROM visits o WHERE o.request_id = ${requestId} AND o.id <> ${visitId} AND o.status IN ${LIVE_STATUSES})`;
const OTHER_LIVE_VISIT = otherLiveVisit('?', '?');

/**
 * Sets a visit's mark (or takes it back: `confirmed`) inside the caller's transaction, and its request's record with
 * it, so the inbox, the request page and the day agree: the day view's marks and the waiting room's check-in. A
 * request the desk has since given another time reads that time's status, not an earlier visit's mark.
 */
export async function markVisitIn(
  sql: Sql,
  visit: { id: string; requestId: string | null },
  mark: VisitMark | 'confirmed',
  at: string,
): Promise<void> {
  await sql.run('UPDATE visits SET status = ?, updated_at = ? WHERE id = ?', [mark, at, visit.id]);
  if (visit.requestId)
    await sql.run(
      `UPDATE desk_work SET status = ?, updated_at = ? WHERE request_id = ? AND status IN ${mark === 'confirmed' ? "('visited', 'no-show')" : "('confirmed', 'visited', 'no-show')"}
         AND NOT ${OTHER_LIVE_VISIT}`,
      [mark, at, visit.requestId, visit.requestId, visit.id],
    );
}

export class DayStore {
  private readonly diary: DiaryStore;
  constructor(readonly db: Database) {
    this.diary = new DiaryStore(db);
  }

  /** Each doctor's slots on `date`: held (with the visit), free to book now, closed, away, or no longer bookable. */
  async day(date: string, now: Date): Promise<DoctorDay[]> {
    return Promise.all(diaryDoctors.map((doctor) => this.doctorDay(doctor, date, now)));
  }

  private async doctorDay(doctor: DiaryDoctor, date: string, now: Date): Promise<DoctorDay> {
    const days = await readDiaryDays(this.db, doctor, date, date);
    const free = new Set(freeTimesIn(atTheDesk(doctor), date, date, now, days).map((span) => span.start));
    const rows = await this.db.all<VisitRow>(
      `SELECT v.id, v.starts_at, v.ends_at, v.status, COALESCE(v.patient_name, a.patient_name, a.name) AS name,
              COALESCE(v.patient_phone, a.phone) AS phone, a.ref, v.updated_at,
              ${otherLiveVisit('v.request_id', 'v.id')} AS rebooked
       FROM visits v LEFT JOIN appointments a ON a.id = v.request_id
       WHERE v.doctor = ? AND v.status <> 'cancelled' AND v.starts_at < ? AND v.ends_at > ?
         AND NOT EXISTS (SELECT 1 FROM queue_tokens q WHERE q.visit_id = v.id AND q.kind = 'walk-in')
       ORDER BY v.starts_at`,
      [doctor.key, kolkataMidnightIso(addDays(date, 1)), kolkataMidnightIso(date)],
    );
    const visits: Array<DayVisit & Span> = rows.map((row) => ({
      id: row.id,
      startsAt: row.starts_at,
      endsAt: row.ends_at,
      status: row.status,
      name: row.name ?? '',
      phone: row.phone ?? '',
      ref: row.ref,
      undoable: markIsRecent(row, now) && !row.rebooked,
      start: Date.parse(row.starts_at),
      end: Date.parse(row.ends_at),
    }));
    const touches = (slot: Span) => (span: Span) => span.start < slot.end && slot.start < span.end;
    const slots = consultingSlots(doctor.hours, doctor.slotMinutes, date).map((slot): DaySlot => {
      const { time } = kolkataDateTime(slot.start);
      const found = visits.find(touches(slot));
      if (found) {
        const { start: _start, end: _end, ...visit } = found;
        return { ...slot, time, state: 'held', visit, reason: null };
      }
      const block = days.blocks.find(touches(slot));
      if (block)
        return {
          ...slot,
          time,
          state: block.kind === 'closure' ? 'closed' : 'away',
          visit: null,
          reason: block.reason || null,
        };
      return { ...slot, time, state: free.has(slot.start) ? 'free' : 'unavailable', visit: null, reason: null };
    });
    return { doctor, slots };
  }

  /**
   * Books a phone caller or walk-in into a free slot, confirmed at once, through the diary's one hold (its re-check
   * after the doctor's lock and the unique index): a taken time is refused with the nearest free ones.
   */
  book(
    booking: { doctor: DiaryDoctor; start: number; name: string; phone: string },
    staff: Staff,
    now: Date,
  ): Promise<HoldResult> {
    const { doctor, start } = booking;
    return this.diary.hold(
      { doctor: atTheDesk(doctor), start, status: 'confirmed', requestId: null, now },
      async (sql, visit) => {
        await sql.run('UPDATE visits SET patient_name = ?, patient_phone = ? WHERE id = ?', [
          booking.name,
          booking.phone,
          visit.id,
        ]);
        const { date, time } = kolkataDateTime(start);
        await insertAudit(sql, {
          at: now.toISOString(),
          staffId: staff.id,
          staffName: staff.name,
          action: 'booked at the desk',
          ref: null,
          detail: `${doctor.name}, ${date} ${time}`,
        });
      },
    );
  }

  /**
   * Marks a visit that was not cancelled as visited or not come, or takes a mark back (`confirmed`) on the day it was
   * made; the request's record follows in the same transaction, so the inbox, the request page and the day agree.
   * Resolves 'gone' when there is no such visit, 'held' for a time not yet confirmed, 'late' for an undo after the day
   * of the mark, 'rebooked' for an undo of a request the desk has since given another time.
   */
  async mark(
    visitId: string,
    mark: VisitMark | 'confirmed',
    staff: Staff,
    now: Date,
  ): Promise<'done' | 'gone' | 'held' | 'late' | 'rebooked'> {
    return this.db.tx(async (sql) => {
      const row = await sql.get<{
        doctor: string;
        starts_at: string;
        status: string;
        updated_at: string;
        request_id: string | null;
        ref: string | null;
      }>(
        `SELECT v.doctor, v.starts_at, v.status, v.updated_at, v.request_id, a.ref
         FROM visits v LEFT JOIN appointments a ON a.id = v.request_id
         WHERE v.id = ? AND v.status <> 'cancelled'`,
        [visitId],
      );
      if (!row) return 'gone';
      // A time the patient picked is confirmed first (one tap on the request): only a confirmed visit is marked.
      if (row.status === 'held') return 'held';
      const undo = mark === 'confirmed';
      if (undo && !markIsRecent(row, now)) return row.status === 'confirmed' ? 'done' : 'late';
      // Taken back, the visit would hold its time again beside the one the desk has since given the request.
      if (
        undo &&
        row.request_id &&
        (await sql.get(`SELECT 1 AS found WHERE ${OTHER_LIVE_VISIT}`, [row.request_id, visitId]))
      )
        return 'rebooked';
      const at = now.toISOString();
      await markVisitIn(sql, { id: visitId, requestId: row.request_id }, mark, at);
      await insertAudit(sql, {
        at,
        staffId: staff.id,
        staffName: staff.name,
        action: undo ? 'mark undone' : mark === 'visited' ? 'marked arrived' : 'marked no-show',
        ref: row.ref,
        detail: logDetail(row),
      });
      return 'done';
    });
  }

  /** Moves a visit booked at the desk to `start` through the diary's one hold (move-visit.ts moveDeskVisit). */
  moveDeskVisit(visitId: string, start: number, staff: Staff, now: Date): Promise<HoldResult | null> {
    return moveDeskVisit(this.diary, visitId, start, staff, now);
  }

  /**
   * Cancels a visit booked at the desk (a caller or walk-in, with no request behind it): its time is free at once. A
   * visit of a request is cancelled on the request's page, where the patient is e-mailed. False when there is none.
   */
  async cancelDeskVisit(visitId: string, staff: Staff, now: Date): Promise<boolean> {
    return this.db.tx(async (sql) => {
      const row = await sql.get<{ doctor: string; starts_at: string }>(
        `SELECT doctor, starts_at FROM visits WHERE id = ? AND request_id IS NULL AND status IN ${LIVE_STATUSES}`,
        [visitId],
      );
      if (!row) return false;
      await sql.run(`UPDATE visits SET status = 'cancelled', updated_at = ? WHERE id = ?`, [
        now.toISOString(),
        visitId,
      ]);
      await insertAudit(sql, {
        at: now.toISOString(),
        staffId: staff.id,
        staffName: staff.name,
        action: 'cancelled at the desk',
        ref: null,
        detail: logDetail(row),
      });
      return true;
    });
  }
}
