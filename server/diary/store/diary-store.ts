import { randomUUID } from 'node:crypto';
import { diary } from '../../../content/diary';
import { kolkataMidnightIso, kolkataDateTime } from '../../../common/booking-dates';
import { insertAudit } from '../../desk/store/desk-audit';
import type { Database, Sql } from '../../storage/sql/database';
import { rangeSpan, type Span } from '../availability';
import type { DiaryDoctor } from '../doctors';
import type { WeeklyLeave } from '../weekly-leave';
import { LIVE_STATUSES, readFreeTimes, readLeave } from './diary-reads';
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
  /** The request's short reference, when the visit came from one. */
  ref: string | null;
  /** Whom to call: the patient's name and phone, from the request or as the desk took them. */
  name: string | null;
  phone: string | null;
}

/** The three kinds of entry the desk removes, and where each is kept. */
export type RangeKind = 'leave' | 'weekly leave' | 'closure';
const RANGE_TABLES: Record<RangeKind, { table: string; to: string }> = {
  leave: { table: 'doctor_leave', to: 'to_date' },
  'weekly leave': { table: 'doctor_weekly_leave', to: 'until_date' },
  closure: { table: 'clinic_closures', to: 'to_date' },
};

/** Who enters or removes a range: the desk's log names them. */
export interface RangeAuthor {
  staffId: string | null;
  staffName: string;
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

  /** Enters a doctor's leave as one range, with its row in the desk's log, in one transaction. */
  async addLeave(leave: Omit<DoctorLeave, 'id'>, by: RangeAuthor, now: Date): Promise<DoctorLeave> {
    const row = { id: randomUUID(), ...leave };
    const at = now.toISOString();
    const times = leave.fromTime || leave.untilTime ? ` ${leave.fromTime ?? ''}-${leave.untilTime ?? ''}` : '';
    await this.db.tx(async (sql) => {
      await sql.run(
        `INSERT INTO doctor_leave (id, doctor, from_date, to_date, from_time, until_time, created_at, created_by)
         VALUES (?, ?, ?, ?, ?, ?, ?, ?)`,
        [row.id, row.doctor, row.fromDate, row.toDate, row.fromTime, row.untilTime, at, by.staffName],
      );
      await insertAudit(sql, {
        at,
        ...by,
        action: 'leave added',
        ref: null,
        detail: `${leave.doctor} ${leave.fromDate} to ${leave.toDate}${times}`,
      });
    });
    return row;
  }

  /** Enters a doctor's leave every week, once, with its row in the desk's log, in one transaction. */
  async addWeeklyLeave(leave: Omit<WeeklyLeave, 'id'>, by: RangeAuthor, now: Date): Promise<WeeklyLeave> {
    const row = { id: randomUUID(), ...leave };
    const at = now.toISOString();
    const times = leave.fromTime || leave.untilTime ? ` ${leave.fromTime ?? ''}-${leave.untilTime ?? ''}` : '';
    await this.db.tx(async (sql) => {
      await sql.run(
        `INSERT INTO doctor_weekly_leave
           (id, doctor, weekday, from_date, until_date, from_time, until_time, created_at, created_by)
         VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)`,
        [row.id, row.doctor, row.weekday, row.fromDate, row.untilDate, row.fromTime, row.untilTime, at, by.staffName],
      );
      await insertAudit(sql, {
        at,
        ...by,
        action: 'weekly leave added',
        ref: null,
        detail: `${leave.doctor} every ${leave.weekday}${times} from ${leave.fromDate}${leave.untilDate ? ` to ${leave.untilDate}` : ''}`,
      });
    });
    return row;
  }

  /** Enters a clinic closure as one range, with its row in the desk's log, in one transaction. */
  async addClosure(closure: Omit<ClinicClosure, 'id'>, by: RangeAuthor, now: Date): Promise<ClinicClosure> {
    const row = { id: randomUUID(), ...closure };
    const at = now.toISOString();
    await this.db.tx(async (sql) => {
      await sql.run(
        'INSERT INTO clinic_closures (id, from_date, to_date, reason, created_at, created_by) VALUES (?, ?, ?, ?, ?, ?)',
        [row.id, row.fromDate, row.toDate, row.reason, at, by.staffName],
      );
      await insertAudit(sql, {
        at,
        ...by,
        action: 'closure added',
        ref: null,
        detail: `${closure.fromDate} to ${closure.toDate}: ${closure.reason}`,
      });
    });
    return row;
  }

  /** Leave, leave every week and closures that end on or after `today` (or never), soonest first. */
  async upcomingRanges(
    today: string,
  ): Promise<{ leave: DoctorLeave[]; weekly: WeeklyLeave[]; closures: ClinicClosure[] }> {
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
    const weekly = await this.db.all<WeeklyLeave>(
      `SELECT id, doctor, weekday, from_date AS "fromDate", until_date AS "untilDate", from_time AS "fromTime",
              until_time AS "untilTime"
       FROM doctor_weekly_leave WHERE until_date IS NULL OR until_date >= ? ORDER BY from_date, doctor, weekday`,
      [today],
    );
    return { leave, weekly, closures };
  }

  /** Removes a leave or closure; the times it blocked are free again at once. Resolves false if there was none. */
  async removeRange(kind: RangeKind, id: string, by: RangeAuthor, now: Date): Promise<boolean> {
    const { table, to } = RANGE_TABLES[kind];
    return this.db.tx(async (sql) => {
      const removed = await sql.get<{ from_date: string; to_date: string | null }>(
        `DELETE FROM ${table} WHERE id = ? RETURNING from_date, ${to} AS to_date`,
        [id],
      );
      if (!removed) return false;
      const detail = `${removed.from_date} to ${removed.to_date ?? 'no end'}`;
      await insertAudit(sql, { at: now.toISOString(), ...by, action: `${kind} removed`, ref: null, detail });
      return true;
    });
  }

  /** Live visits from `today` on that a closure or a doctor's leave (once or every week) now covers, soonest first. */
  async visitsToMove(today: string): Promise<VisitToMove[]> {
    const from = kolkataMidnightIso(today);
    const visits = await this.db.all<VisitToMove>(
      `SELECT visits.id, visits.doctor, visits.starts_at AS "startsAt", visits.ends_at AS "endsAt", visits.status,
              appointments.ref,
              COALESCE(NULLIF(appointments.patient_name, ''), appointments.name, visits.patient_name) AS name,
              COALESCE(appointments.phone, visits.patient_phone) AS phone
       FROM visits LEFT JOIN appointments ON appointments.id = visits.request_id
       WHERE visits.status IN ${LIVE_STATUSES} AND visits.ends_at > ? ORDER BY visits.starts_at`,
      [from],
    );
    if (visits.length === 0) return [];
    const lastDate = kolkataDateTime(Math.max(...visits.map((visit) => Date.parse(visit.endsAt))) - 1).date;
    const { closures } = await this.upcomingRanges(today);
    const leave = await readLeave(this.db, today, lastDate < today ? today : lastDate);
    const covered = (visit: VisitToMove, span: Span) =>
      span.start < Date.parse(visit.endsAt) && Date.parse(visit.startsAt) < span.end;
    return visits.filter(
      (visit) =>
        closures.some((closure) => covered(visit, rangeSpan(closure))) ||
        leave.some((span) => span.doctor === visit.doctor && covered(visit, span)),
    );
  }
}
