import { dateWords } from '../content/forms/dates';
import { fill, ui } from '../content/ui';

/**
 * Dates as the site writes them for patients, in Indian order, from YYYY-MM-DD. Pure and apart from
 * common/booking-dates.ts (which the date input loads with the page): what only a sent form needs
 * loads only then.
 */

const WEEK = ['sunday', 'monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday'] as const;

/** "26/11/2026". */
export function numericDate(value: string): string {
  const [year, month, day] = value.split('-');
  return fill(dateWords.numeric, { day: day!, month: month!, year: year! });
}

/** "Thursday, 26 November". */
export function longDate(value: string): string {
  const [year, month, day] = value.split('-').map(Number);
  const weekday = WEEK[new Date(Date.UTC(year!, month! - 1, day!)).getUTCDay()]!;
  return fill(dateWords.long, { weekday: ui.days[weekday], day: day!, month: dateWords.months[month! - 1]! });
}
