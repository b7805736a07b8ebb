import { formText } from '@content/forms';
import type { Weekday } from '@content/schema/site';
import { site } from '@content/site';
import { fill, ui } from '@content/ui';
import { openingPeriods } from './contact';

/** How far ahead a booking may be: DESIGN.md, 'Bad input'. */
export const BOOKING_WINDOW_DAYS = 365;

const weekdays: Weekday[] = ['sunday', 'monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday'];

/** "Monday - Friday" (the open runs of the week). */
export function openDaysText(): string {
  return openingPeriods()
    .filter((period) => period.open)
    .map((period) => period.days)
    .join(', ');
}

/** YYYY-MM-DD of a date in the visitor's own calendar. */
export function isoDay(date: Date): string {
  return `${date.getFullYear()}-${String(date.getMonth() + 1).padStart(2, '0')}-${String(date.getDate()).padStart(2, '0')}`;
}

export function bookingRange(today = new Date()): { min: string; max: string } {
  const max = new Date(today);
  max.setDate(max.getDate() + BOOKING_WINDOW_DAYS);
  return { min: isoDay(today), max: isoDay(max) };
}

/** The message for a date on which the clinic is closed, or '' for an open day. */
export function closedDayMessage(value: string): string {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return '';
  const weekday = weekdays[new Date(`${value}T12:00:00Z`).getUTCDay()]!;
  const hours = site.openingHours.find((entry) => entry.day === weekday);
  if (hours?.opens && hours.closes) return '';
  return fill(formText.closedDay, { day: ui.days[weekday], openDays: openDaysText() });
}
