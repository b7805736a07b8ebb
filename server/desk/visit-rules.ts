import { addDays, kolkataTimeOfDay, parseCalendarDate, todayInKolkata, weekdayOf } from '../../common/booking-dates';
import { clinicSessionsOn, consultingSessionsOn } from '../../common/clinic-week';
import { sessionsText } from '../../content/opening-hours';
import { site } from '../content';
import type { Visit } from './store/types';

/**
 * Whether a visit can be given: a real date from today (India) on, not a time already past, a time the clinic is open
 * that day and the doctor consults (content/site.ts's sessions that run that date, common/clinic-week.ts). Patients
 * must never be sent to a closed door or a doctor who is not there. The answer is the reason, or null.
 */

const TIME = /^([01]\d|2[0-3]):[0-5]\d$/;
/** A session as the desk's refusals write it: "09:00 to 13:00". */
const RANGE = '{from} to {until}';

export function visitProblem(visit: Visit, now: Date): string | null {
  if (parseCalendarDate(visit.date) === null) return 'The date is not a calendar date (YYYY-MM-DD).';
  if (visit.date < todayInKolkata(now)) return 'The date is in the past.';
  if (visit.date > addDays(todayInKolkata(now), 366)) return 'The date is more than a year ahead.';
  if (!TIME.test(visit.time)) return 'The time must be HH:MM, 24-hour.';
  if (visit.date === todayInKolkata(now) && visit.time <= kolkataTimeOfDay(now)) return 'That time today has passed.';
  const weekday = weekdayOf(visit.date);
  const day = `${weekday.charAt(0).toUpperCase()}${weekday.slice(1)}`;
  const within = (sessions: ReadonlyArray<{ from: string; until: string }>) =>
    sessions.some((session) => visit.time >= session.from && visit.time < session.until);
  const open = clinicSessionsOn(visit.date);
  if (open.length === 0) return `The clinic is closed on ${day}, ${visit.date}.`;
  if (!within(open)) return `On ${day}, ${visit.date} the clinic is open ${sessionsText(open, RANGE)}.`;
  const doctor = site.doctors.find((entry) => entry.name === visit.doctor);
  if (!doctor) return 'Choose one of the clinic’s doctors.';
  const hours = consultingSessionsOn(doctor, visit.date);
  if (hours.length === 0) return `${doctor.name} does not consult on ${day}, ${visit.date}.`;
  if (!within(hours)) return `On ${day}, ${visit.date} ${doctor.name} consults ${sessionsText(hours, RANGE)}.`;
  return null;
}
