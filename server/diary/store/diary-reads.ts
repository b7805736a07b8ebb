import type { Sql } from '../../storage/sql/database';
import { addDays, kolkataMidnightIso, kolkataDateTime } from '../../../common/booking-dates';
import { freeTimes, rangeSpan, type Span } from '../availability';
import { diaryRules, type DiaryDoctor } from '../doctors';
import { weeklyLeaveSpans } from '../weekly-leave';
import type { WeekdayName } from '../../../common/booking-dates';

const kolkataDate = (instant: number) => kolkataDateTime(instant).date;

/** Statuses of a visit still to come: a request's one visit, which a patient or the desk may move or cancel. */
export const LIVE_STATUSES = "('held', 'confirmed')";

/**
 * Statuses of a visit that hold its time: every one but cancelled. A mark made before the visit's end (an early
 * arrival, a mis-tap) does not free it; once the visit's time is over, nobody can book it anyway
 * (docs/decisions/0075-a-visit-holds-its-time-until-it-is-over.md).
 */
export const HOLDING_STATUSES = "('held', 'confirmed', 'visited', 'no-show')";

/** What keeps a doctor from a time: a closure (with its reason) or leave. */
export interface Block extends Span {
  kind: 'closure' | 'leave';
  reason: string;
}

/** The diary of one doctor over dates `from` to `to` (both included): blocks and the live visits' spans. */
export interface DiaryDays {
  blocks: Block[];
  held: Span[];
}

interface RangeRow {
  from_date: string;
  to_date: string;
  from_time?: string | null;
  until_time?: string | null;
  reason?: string;
}

interface WeeklyRow {
  doctor: string;
  weekday: WeekdayName;
  from_date: string;
  until_date: string | null;
  from_time: string | null;
  until_time: string | null;
}

/** A span a doctor is away: one entry of leave, or one day of leave every week. */
export interface LeaveSpan extends Span {
  doctor: string;
}

/**
 * The one reading of leave: every span a doctor (or, without `doctor`, any doctor) is away that touches dates `from` to
 * `to` (both included), from leave entered as one range and from leave every week (server/diary/weekly-leave.ts).
 * Free times, the hold's refusal, the reminders' check and "Visits to move" all read leave here.
 */
export async function readLeave(sql: Sql, from: string, to: string, doctor?: string): Promise<LeaveSpan[]> {
  const ofDoctor = doctor === undefined ? '' : ' AND doctor = ?';
  const doctorParam = doctor === undefined ? [] : [doctor];
  const ranges = await sql.all<RangeRow & { doctor: string }>(
    `SELECT doctor, from_date, to_date, from_time, until_time FROM doctor_leave
     WHERE from_date <= ? AND to_date >= ?${ofDoctor}`,
    [to, from, ...doctorParam],
  );
  const weekly = await sql.all<WeeklyRow>(
    `SELECT doctor, weekday, from_date, until_date, from_time, until_time FROM doctor_weekly_leave
     WHERE from_date <= ? AND (until_date IS NULL OR until_date >= ?)${ofDoctor}`,
    [to, from, ...doctorParam],
  );
  return [
    ...ranges.map((row) => ({
      doctor: row.doctor,
      ...rangeSpan({
        fromDate: row.from_date,
        toDate: row.to_date,
        fromTime: row.from_time,
        untilTime: row.until_time,
      }),
    })),
    ...weekly.flatMap((row) =>
      weeklyLeaveSpans(
        {
          weekday: row.weekday,
          fromDate: row.from_date,
          untilDate: row.until_date,
          fromTime: row.from_time,
          untilTime: row.until_time,
        },
        from,
        to,
      ).map((span) => ({ doctor: row.doctor, ...span })),
    ),
  ];
}

export async function readDiaryDays(sql: Sql, doctor: DiaryDoctor, from: string, to: string): Promise<DiaryDays> {
  const closures = await sql.all<RangeRow>(
    'SELECT from_date, to_date, reason FROM clinic_closures WHERE from_date <= ? AND to_date >= ?',
    [to, from],
  );
  const leave = await readLeave(sql, from, to, doctor.key);
  const visits = await sql.all<{ starts_at: string; ends_at: string }>(
    `SELECT starts_at, ends_at FROM visits
     WHERE doctor = ? AND status IN ${HOLDING_STATUSES} AND starts_at < ? AND ends_at > ?`,
    [doctor.key, kolkataMidnightIso(addDays(to, 1)), kolkataMidnightIso(from)],
  );
  return {
    blocks: [
      ...closures.map((row) => ({
        ...rangeSpan({ fromDate: row.from_date, toDate: row.to_date }),
        kind: 'closure' as const,
        reason: row.reason ?? '',
      })),
      ...leave.map(({ start, end }) => ({ start, end, kind: 'leave' as const, reason: '' })),
    ],
    held: visits.map((row) => ({ start: Date.parse(row.starts_at), end: Date.parse(row.ends_at) })),
  };
}

/** The closure (first) or leave of the doctor that covers any of `span`, or undefined: a visit inside it cannot be. */
export async function blockOver(sql: Sql, doctor: DiaryDoctor, span: Span): Promise<Block | undefined> {
  const [from, to] = [kolkataDate(span.start), kolkataDate(span.end - 1)];
  const { blocks } = await readDiaryDays(sql, doctor, from, to);
  const covers = (block: Block) => block.start < span.end && span.start < block.end;
  return blocks.find((block) => block.kind === 'closure' && covers(block)) ?? blocks.find(covers);
}

/** The doctor's free times from `from` to `to` (YYYY-MM-DD, both included), as the clinic's rules allow at `now`. */
export function freeTimesIn(doctor: DiaryDoctor, from: string, to: string, now: Date, days: DiaryDays): Span[] {
  return freeTimes({
    hours: doctor.hours,
    slotMinutes: doctor.slotMinutes,
    ...diaryRules,
    minimumNoticeMinutes: doctor.minimumNoticeMinutes ?? diaryRules.minimumNoticeMinutes,
    now,
    from,
    to,
    blocked: days.blocks,
    held: days.held,
  });
}

/** Reads and answers at once: the one way the service learns a doctor's free times. */
export async function readFreeTimes(sql: Sql, doctor: DiaryDoctor, from: string, to: string, now: Date) {
  return freeTimesIn(doctor, from, to, now, await readDiaryDays(sql, doctor, from, to));
}
