import { addDays, parseCalendarDate, todayInKolkata, weekdayOf } from '../../common/booking-dates';
import { site } from '../content';
import { formatIst } from '../mail/compose';
import type { Visit } from './store/types';

/**
 * Whether a visit can be given: a real date from today (India) on, not a time already past, a time the clinic is open
 * that day and the doctor consults (content/site.ts's openingHours and consultingHours). Patients must never be sent to
 * a closed door or a doctor who is not there. The answer is the reason, or null.
 */

const TIME = /^([01]\d|2[0-3]):[0-5]\d$/;

/** "HH:MM" in India now. */
const kolkataTime = (now: Date) => formatIst(now.toISOString()).slice(11, 16);

export function visitProblem(visit: Visit, now: Date): string | null {
  if (parseCalendarDate(visit.date) === null) return 'The date is not a calendar date (YYYY-MM-DD).';
  if (visit.date < todayInKolkata(now)) return 'The date is in the past.';
  if (visit.date > addDays(todayInKolkata(now), 366)) return 'The date is more than a year ahead.';
  if (!TIME.test(visit.time)) return 'The time must be HH:MM, 24-hour.';
  if (visit.date === todayInKolkata(now) && visit.time <= kolkataTime(now)) return 'That time today has passed.';
  const weekday = weekdayOf(visit.date);
  const day = `${weekday.charAt(0).toUpperCase()}${weekday.slice(1)}`;
  const open = site.openingHours.find((entry) => entry.day === weekday);
  if (!open?.opens || !open.closes) return `The clinic is closed on ${day}s.`;
  if (visit.time < open.opens || visit.time >= open.closes)
    return `On ${day}s the clinic is open ${open.opens} to ${open.closes}.`;
  const doctor = site.doctors.find((entry) => entry.name === visit.doctor);
  if (!doctor) return 'Choose one of the clinic’s doctors.';
  const hours = doctor.consultingHours.find((entry) => entry.day === weekday);
  if (!hours) return `${doctor.name} does not consult on ${day}s.`;
  if (visit.time < hours.from || visit.time >= hours.until)
    return `On ${day}s ${doctor.name} consults ${hours.from} to ${hours.until}.`;
  return null;
}
