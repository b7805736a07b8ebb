import { addDays, kolkataMidnightIso, kolkataDateTime } from '../../../common/booking-dates';
import type { Lookup } from '../../desk/lookup';
import { nameKey, phoneKey } from '../../storage/search-keys';
import type { Sql } from '../../storage/sql/database';
import { diaryDoctors } from '../doctors';

/**
 * Visits the desk booked for a caller or a walk-in (no request behind them: the visit keeps the name and phone) as the
 * inbox lists them beside the requests: in Today and Tomorrow, and found by the patient's name or phone (issue 44).
 */
export interface DeskBookedVisit {
  id: string;
  date: string;
  time: string;
  doctor: string;
  name: string;
  phone: string;
  status: string;
}

interface Row {
  id: string;
  doctor: string;
  starts_at: string;
  status: string;
  patient_name: string | null;
  patient_phone: string | null;
}

/** How far back a search looks: a caller asks about a coming visit, or one of the last weeks. */
const SEARCH_DAYS_BACK = 60;

function visitOf(row: Row): DeskBookedVisit {
  const { date, time } = kolkataDateTime(Date.parse(row.starts_at));
  const doctor = diaryDoctors.find((one) => one.key === row.doctor)?.name ?? row.doctor;
  return {
    id: row.id,
    date,
    time,
    doctor,
    name: row.patient_name ?? '',
    phone: row.patient_phone ?? '',
    status: row.status,
  };
}

async function deskVisitsBetween(sql: Sql, from: string, to: string): Promise<DeskBookedVisit[]> {
  const rows = await sql.all<Row>(
    `SELECT id, doctor, starts_at, status, patient_name, patient_phone FROM visits
     WHERE request_id IS NULL AND status <> 'cancelled' AND starts_at >= ? AND starts_at < ? ORDER BY starts_at`,
    [kolkataMidnightIso(from), kolkataMidnightIso(addDays(to, 1))],
  );
  return rows.map(visitOf);
}

/** The desk's own bookings on `dates` (consecutive YYYY-MM-DD, in order). */
export function deskVisitsOn(sql: Sql, dates: string[]): Promise<DeskBookedVisit[]> {
  if (dates.length === 0) return Promise.resolve([]);
  return deskVisitsBetween(sql, dates[0]!, dates[dates.length - 1]!);
}

/** The desk's own bookings whose patient the search names (name words, or a phone's digits), from two months back. */
export async function findDeskVisits(sql: Sql, lookup: Lookup, today: string): Promise<DeskBookedVisit[]> {
  if (!lookup.name && !lookup.phone) return [];
  const visits = await deskVisitsBetween(sql, addDays(today, -SEARCH_DAYS_BACK), addDays(today, 400));
  return visits.filter(
    (visit) =>
      (lookup.name !== null && nameKey(visit.name).includes(lookup.name)) ||
      (lookup.phone !== null && (phoneKey(visit.phone) ?? '').includes(lookup.phone)),
  );
}
