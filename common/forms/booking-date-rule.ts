import { LIMITS } from '../../content/forms/kinds';
import { ui } from '../../content/ui';
import {
  addDays,
  daysBetween,
  describeOpenDays,
  kolkataTimeOfDay,
  parseCalendarDate,
  todayInKolkata,
  weekdayOf,
  type WeekdayName,
} from '../booking-dates';
import { clinicSessionsOn } from '../clinic-week';
import { longDate, numericDate } from '../date-text';
import type { Refusal } from './rules';

/**
 * The booking-date rule of the form rules (common/forms/rules.ts): a real YYYY-MM-DD from today in
 * India to the booking window, on a day the clinic opens (a weekday of `openDays` whose sessions run that date,
 * common/clinic-week.ts), and not today once the clinic's last session has ended; the dates a message names in Indian
 * order. The browser's check and the form service both run it, each with its own clock.
 */
export function bookingDateRefusal(value: string, now: Date, openDays: ReadonlySet<WeekdayName>): Refusal | null {
  if (parseCalendarDate(value) === null) return { key: 'dateInvalid' };
  const today = todayInKolkata(now);
  const ahead = daysBetween(today, value);
  if (ahead < 0) return { key: 'datePast', slots: { today: numericDate(today) } };
  if (ahead > LIMITS.bookingWindowDays)
    return { key: 'dateTooFar', slots: { last: numericDate(addDays(today, LIMITS.bookingWindowDays)) } };
  const day = weekdayOf(value);
  if (!openDays.has(day))
    return { key: 'dateClosed', slots: { day: ui.days[day], openDays: describeOpenDays(openDays) } };
  const sessions = clinicSessionsOn(value);
  if (sessions.length === 0)
    return { key: 'dateClosedOn', slots: { date: longDate(value), openDays: describeOpenDays(openDays) } };
  if (ahead === 0 && sessions.at(-1)!.until <= kolkataTimeOfDay(now))
    return { key: 'dateClosedToday', slots: { openDays: describeOpenDays(openDays) } };
  return null;
}
