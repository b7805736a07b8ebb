import { kolkataDateTime, kolkataInstant } from '../../common/booking-dates';
import { consultingSessionsOn } from '../../common/clinic-week';
import { site } from '../../content/site';

/**
 * The sessions of a doctor on a date, from the clinic's week (common/clinic-week.ts consultingSessionsOn: several a
 * day, such as 09:00-13:00 and 17:00-20:00, each on the weeks its rule names). The queue reads a doctor's sessions here
 * and nowhere else.
 */
export interface Session {
  doctor: string;
  /** YYYY-MM-DD, Asia/Kolkata. */
  date: string;
  /** HH:MM, Asia/Kolkata: the session's start names it within its day. */
  from: string;
  until: string;
  /** UTC instants in milliseconds. */
  start: number;
  end: number;
}

export function sessionsOf(doctorKey: string, date: string): Session[] {
  const doctor = site.doctors.find((one) => one.key === doctorKey);
  if (!doctor) return [];
  return consultingSessionsOn(doctor, date)
    .map((entry) => ({
      doctor: doctorKey,
      date,
      from: entry.from,
      until: entry.until,
      start: kolkataInstant(date, entry.from),
      end: kolkataInstant(date, entry.until),
    }))
    .sort((a, b) => a.start - b.start);
}

/** The session a patient arriving at `at` joins: the one under way, else the next of that day; none after the last. */
export function sessionAt(doctorKey: string, at: number): Session | undefined {
  return sessionsOf(doctorKey, kolkataDateTime(at).date).find((session) => at < session.end);
}

/** The session a booked visit starting at `start` belongs to: the one its time falls in, else the next of its day. */
export function sessionOfVisit(doctorKey: string, start: number): Session | undefined {
  return sessionAt(doctorKey, start);
}
