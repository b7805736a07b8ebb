import { LIMITS } from '../content/forms/kinds';
import { fieldMessages } from '../content/forms/messages';
import { fill } from '../content/ui';
import { addDays, closedDayProblem, daysBetween, parseCalendarDate, todayInKolkata, type WeekdayName } from './booking-dates';
import { numericDate } from './date-text';

/**
 * The form service's check of a booking date's value (server/validation-fields.ts): a real
 * YYYY-MM-DD from today in India to the booking window, on a day the clinic opens; the dates a
 * message names in Indian order. The browser reaches the same words from the date input's min, max
 * and closed-day message, which common/booking-dates.ts sets (app/components/forms/form-feedback.tsx).
 */

export function bookingDateProblem(value: string, now: Date, openDays: ReadonlySet<WeekdayName>): string | null {
  if (parseCalendarDate(value) === null) return fieldMessages.dateInvalid;
  const today = todayInKolkata(now);
  const ahead = daysBetween(today, value);
  if (ahead < 0) return fill(fieldMessages.datePast, { today: numericDate(today) });
  if (ahead > LIMITS.bookingWindowDays) return fill(fieldMessages.dateTooFar, { last: numericDate(addDays(today, LIMITS.bookingWindowDays)) });
  return closedDayProblem(value, openDays);
}
