import { addDays, kolkataMidnightIso, todayInKolkata, WEEKDAYS, weekdayOf } from '../../../common/booking-dates';
import type { Sql } from '../../storage/sql/database';

/**
 * The owner's numbers (/desk/numbers): per week, Monday to Sunday in Asia/Kolkata, the baseline reminders will be
 * judged against. One statement, the same SQL on SQLite and PostgreSQL
 * (docs/decisions/0028-one-store-over-one-sql-layer.md); the weeks' bounds are UTC instants computed here, so the
 * database never needs a time zone.
 *
 * - requests: appointment requests received in the week;
 * - booked: visits created in the week, a move's new visit left out (an earlier visit of the same request exists);
 * - confirmed, visited, cancelled, no-shows: the visits that start in the week, by what became of them; confirmed
 *   counts every visit that was confirmed (still confirmed, visited or not come), cancelled leaves out a visit a move
 *   replaced (a later visit of the same request exists).
 */

export interface WeekNumbers {
  /** The week's Monday, YYYY-MM-DD. */
  week: string;
  requests: number;
  booked: number;
  confirmed: number;
  visited: number;
  cancelled: number;
  noShows: number;
  /** no-shows / (visited + no-shows), or null when nobody was due. */
  noShowRate: number | null;
}

/** The Monday of the week `date` falls in. */
export function mondayOf(date: string): string {
  return addDays(date, -((WEEKDAYS.indexOf(weekdayOf(date)) + 6) % 7));
}

const inWeek = (column: string) => `${column} >= w.starts AND ${column} < w.ends`;
const EARLIER = 'SELECT 1 FROM visits o WHERE o.request_id = v.request_id AND o.created_at < v.created_at';
const LATER = 'SELECT 1 FROM visits o WHERE o.request_id = v.request_id AND o.created_at > v.created_at';
// A walk-in of the waiting room is a visit too, but not a booking (server/queue/queue-store.ts): the queue counts it.
const BOOKED = "NOT EXISTS (SELECT 1 FROM queue_tokens q WHERE q.visit_id = v.id AND q.kind = 'walk-in')";

const weeksSql = (count: number) => `
  WITH weeks (week, starts, ends) AS (VALUES ${Array(count).fill('(CAST(? AS TEXT), CAST(? AS TEXT), CAST(? AS TEXT))').join(', ')})
  SELECT w.week,
    (SELECT COUNT(*) FROM appointments a WHERE ${inWeek('a.created_at')}) AS requests,
    (SELECT COUNT(*) FROM visits v WHERE ${inWeek('v.created_at')} AND NOT EXISTS (${EARLIER}) AND ${BOOKED}) AS booked,
    (SELECT COUNT(*) FROM visits v WHERE ${inWeek('v.starts_at')} AND v.status IN ('confirmed', 'visited', 'no-show') AND ${BOOKED}) AS confirmed,
    (SELECT COUNT(*) FROM visits v WHERE ${inWeek('v.starts_at')} AND v.status = 'visited' AND ${BOOKED}) AS visited,
    (SELECT COUNT(*) FROM visits v WHERE ${inWeek('v.starts_at')} AND v.status = 'cancelled' AND NOT EXISTS (${LATER})) AS cancelled,
    (SELECT COUNT(*) FROM visits v WHERE ${inWeek('v.starts_at')} AND v.status = 'no-show') AS no_shows
  FROM weeks w ORDER BY w.week`;

type Count = number | string;
interface WeekRow {
  week: string;
  requests: Count;
  booked: Count;
  confirmed: Count;
  visited: Count;
  cancelled: Count;
  no_shows: Count;
}

/** The last `weeks` weeks up to the one `now` falls in, the latest last. */
export async function weeklyNumbers(sql: Sql, weeks: number, now: Date): Promise<WeekNumbers[]> {
  const thisMonday = mondayOf(todayInKolkata(now));
  const mondays = Array.from({ length: weeks }, (_, index) => addDays(thisMonday, -7 * (weeks - 1 - index)));
  const params = mondays.flatMap((monday) => [
    monday,
    kolkataMidnightIso(monday),
    kolkataMidnightIso(addDays(monday, 7)),
  ]);
  const rows = await sql.all<WeekRow>(weeksSql(mondays.length), params);
  return rows.map((row) => {
    const [visited, noShows] = [Number(row.visited), Number(row.no_shows)];
    return {
      week: row.week,
      requests: Number(row.requests),
      booked: Number(row.booked),
      confirmed: Number(row.confirmed),
      visited,
      cancelled: Number(row.cancelled),
      noShows,
      noShowRate: visited + noShows === 0 ? null : noShows / (visited + noShows),
    };
  });
}
