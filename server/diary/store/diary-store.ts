import { randomUUID } from 'node:crypto';
import { diary } from '../../../content/diary';
import { kolkataMidnightIso } from '../../../common/booking-dates';
import type { Database, Sql } from '../../storage/sql/database';
import { rangeSpan, type Span } from '../availability';
import type { DiaryDoctor } from '../doctors';
import { LIVE_STATUSES, readFreeTimes } from './diary-reads';
import { alternativesTo, holdVisitIn, type HeldVisit, type HoldAsk, type HoldResult } from './hold-visit';

export interface DoctorLeave {
  id: string;
  doctor: string;
  fromDate: string;
  toDate: string;
  /** HH:MM the leave starts on its first day; none: the whole day. */
  fromTime: string | null;
  /** HH:MM the leave ends on its last day; none: the whole day. */
  untilTime: string | null;
}

export interface ClinicClosure {
  id: string;
  fromDate: string;
  toDate: string;
  reason: string;
}

/** A live visit inside a closure or leave entered after it was booked: the desk moves it. */
export interface VisitToMove {
  id: string;
  doctor: string;
  startsAt: string;
  endsAt: string;
  status: string;
  requestId: string | null;
}

/**
 * The diary over the one SQL layer (docs/decisions/0028-one-store-over-one-sql-layer.md), on the request store's own
 * database so a request and its time are one transaction: free times, holding a time, and the desk's leave and
 * closures (entered as one range each).
 */
export class DiaryStore {
  constructor(readonly db: Database) {}

  /** The doctor's free times from `from` to `to`, both included (YYYY-MM-DD, Asia/Kolkata). */
  freeTimes(doctor: DiaryDoctor, from: string, to: string, now: Date): Promise<Span[]> {
    return readFreeTimes(this.db, doctor, from, to, now);
  }

  /**
   * Holds a time in a transaction of its own; a second hold of a live time is refused "just taken". `alsoStore` writes
   * what belongs with a visit held (the desk's walk-in details, its log row) in the same transaction.
   */
  async hold(ask: HoldAsk, alsoStore?: (sql: Sql, visit: HeldVisit) => Promise<void>): Promise<HoldResult> {
    try {
      return await this.db.tx(async (sql) => {
        const result = await holdVisitIn(sql, this.db.dialect, ask);
        if (result.held && alsoStore) await alsoStore(sql, result.visit);
        return result;
      });
    } catch (error) {
      if (!this.db.dialect.isUniqueViolation(error)) throw error;
      const alternatives = await alternativesTo(this.db, ask.doctor, ask.start, ask.now);
      return { held: false, refusal: { reason: 'taken', message: diary.messages.justTaken, alternatives } };
    }
  }

  async addLeave(leave: Omit<DoctorLeave, 'id'>, by: string, now: Date): Promise<DoctorLeave> {
    const row = { id: randomUUID(), ...leave };
    await this.db.run(
      `INSERT INTO doctor_leave (id, doctor, from_date, to_date, from_time, until_time, created_at, created_by)
       VALUES (?, ?, ?, ?, ?, ?, ?, ?)`,
      [row.id, row.doctor, row.fromDate, row.toDate, row.fromTime, row.untilTime, now.toISOString(), by],
    );
    return row;
  }

  async addClosure(closure: Omit<ClinicClosure, 'id'>, by: string, now: Date): Promise<ClinicClosure> {
    const row = { id: randomUUID(), ...closure };
    await this.db.run(
      'INSERT INTO clinic_closures (id, from_date, to_date, reason, created_at, created_by) VALUES (?, ?, ?, ?, ?, ?)',
      [row.id, row.fromDate, row.toDate, row.reason, now.toISOString(), by],
    );
    return row;
  }

  /** Leave and closures that end on or after `today`, soonest first. */
  async upcomingRanges(today: string): Promise<{ leave: DoctorLeave[]; closures: ClinicClosure[] }> {
    const leave = await this.db.all<DoctorLeave>(
      `SELECT id, doctor, from_date AS "fromDate", to_date AS "toDate", from_time AS "fromTime",
              until_time AS "untilTime"
       FROM doctor_leave WHERE to_date >= ? ORDER BY from_date, doctor`,
      [today],
    );
    const closures = await this.db.all<ClinicClosure>(
      `SELECT id, from_date AS "fromDate", to_date AS "toDate", reason
       FROM clinic_closures WHERE to_date >= ? ORDER BY from_date`,
      [today],
    );
    return { leave, closures };
  }

  /** Removes a leave or closure; the times it blocked are free again at once. Resolves false if there was none. */
  async removeRange(kind: 'leave' | 'closure', id: string): Promise<boolean> {
    const table = kind === 'leave' ? 'doctor_leave' : 'clinic_closures';
    return (await this.db.run(`DELETE FROM ${table} WHERE id = ?`, [id])) > 0;
  }

  /** Live visits from `today` on that a closure or a doctor's leave now covers, soonest first. */
  async visitsToMove(today: string): Promise<VisitToMove[]> {
    const from = kolkataMidnightIso(today);
    const visits = await this.db.all<VisitToMove>(
      `SELECT id, doctor, starts_at AS "startsAt", ends_at AS "endsAt", status, request_id AS "requestId"
       FROM visits WHERE status IN ${LIVE_STATUSES} AND ends_at > ? ORDER BY starts_at`,
      [from],
    );
    const ranges = await this.upcomingRanges(today);
    const covered = (visit: VisitToMove, span: Span) =>
      span.start < Date.parse(visit.endsAt) && Date.parse(visit.startsAt) < span.end;
    return visits.filter(
      (visit) =>
        ranges.closures.some((closure) => covered(visit, rangeSpan(closure))) ||
        ranges.leave.some((leave) => leave.doctor === visit.doctor && covered(visit, rangeSpan(leave))),
    );
  }
}
