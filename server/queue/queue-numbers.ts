import { addDays, todayInKolkata } from '../../common/booking-dates';
import { diaryDoctors } from '../diary/doctors';
import type { Sql } from '../storage/sql/database';

/**
 * The owner's numbers of the waiting room (issue 47): per doctor's session of the last days, walk-ins against booked
 * patients, the waits (token to call: the median and the 90th percentile, nearest rank), patients seen per hour
 * (between the session's first call and its last patient seen), and those who left without being seen.
 */

export interface SessionNumbers {
  date: string;
  doctor: string;
  from: string;
  walkIns: number;
  booked: number;
  seen: number;
  left: number;
  /** Minutes, rounded; null when nobody was called. */
  medianWait: number | null;
  p90Wait: number | null;
  seenPerHour: number | null;
}

interface Row {
  session_date: string;
  doctor: string;
  session_from: string;
  kind: string;
  state: string;
  joined_at: string;
  called_at: string | null;
  ended_at: string | null;
}

const MINUTE_MS = 60_000;
const rank = (sorted: number[], p: number) => sorted[Math.max(0, Math.ceil(sorted.length * p) - 1)]!;

export async function queueNumbers(sql: Sql, days: number, now: Date): Promise<SessionNumbers[]> {
  const today = todayInKolkata(now);
  const rows = await sql.all<Row>(
    `SELECT session_date, doctor, session_from, kind, state, joined_at, called_at, ended_at FROM queue_tokens
     WHERE session_date >= ? AND session_date <= ? ORDER BY session_date DESC, doctor, session_from DESC`,
    [addDays(today, 1 - days), today],
  );
  const sessions = new Map<string, Row[]>();
  for (const row of rows) {
    const key = `${row.session_date} ${row.doctor} ${row.session_from}`;
    sessions.set(key, [...(sessions.get(key) ?? []), row]);
  }
  return [...sessions.values()].map((tokens) => {
    const { session_date: date, doctor, session_from: from } = tokens[0]!;
    const waits = tokens
      .flatMap((token) =>
        token.called_at ? [(Date.parse(token.called_at) - Date.parse(token.joined_at)) / MINUTE_MS] : [],
      )
      .sort((a, b) => a - b);
    const seen = tokens.filter((token) => token.state === 'done');
    const firstCall = Math.min(...tokens.flatMap((token) => (token.called_at ? [Date.parse(token.called_at)] : [])));
    const lastSeen = Math.max(...seen.flatMap((token) => (token.ended_at ? [Date.parse(token.ended_at)] : [])));
    const hours = (lastSeen - firstCall) / (60 * MINUTE_MS);
    return {
      date,
      doctor: diaryDoctors.find((one) => one.key === doctor)?.name ?? doctor,
      from,
      walkIns: tokens.filter((token) => token.kind === 'walk-in').length,
      booked: tokens.filter((token) => token.kind === 'booked').length,
      seen: seen.length,
      left: tokens.filter((token) => token.state === 'left').length,
      medianWait: waits.length ? Math.round(rank(waits, 0.5)) : null,
      p90Wait: waits.length ? Math.round(rank(waits, 0.9)) : null,
      seenPerHour: seen.length && hours > 0 ? Math.round((seen.length / hours) * 10) / 10 : null,
    };
  });
}
