import { LIMITS, type FieldSpec } from '../content/forms/kinds';
import { bookingDayText } from '../content/forms/open-days';
import { site } from '../content/site';
import { fill, ui } from '../content/ui';

/**
 * The calendar of a booking, read by the date input (its range and hint) and by the booking-date rule both sides run
 * (common/forms/booking-date-rule.ts): a real date from today to `LIMITS.bookingWindowDays` ahead, on a day the clinic
 * opens (content/site.ts opening hours). "Today" is the date in Asia/Kolkata (UTC+05:30 all year, no daylight saving
 * time), wherever the visitor is. Pure: no DOM, no Node.
 */

export const WEEKDAYS = ['sunday', 'monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday'] as const;
export type WeekdayName = (typeof WEEKDAYS)[number];

/**
 * India time, written once (issue 44): India keeps one offset all year (UTC+05:30, no daylight saving time), so an
 * instant is UTC and its date and time of day are read by adding the offset. Every date, time and instant helper of
 * the site, the service and the desk is here.
 */
const KOLKATA_OFFSET_MS = (5 * 60 + 30) * 60 * 1000;
const DAY_MS = 24 * 60 * 60 * 1000;
const MINUTE_MS = 60 * 1000;

/** An instant as India reads it: YYYY-MM-DDTHH:MM… of the shifted ISO text. */
const indiaIso = (instant: number) => new Date(instant + KOLKATA_OFFSET_MS).toISOString();

/** Today's date in Asia/Kolkata as YYYY-MM-DD. */
export function todayInKolkata(now: Date = new Date()): string {
  return indiaIso(now.getTime()).slice(0, 10);
}

/** The time of day in Asia/Kolkata, HH:MM. */
export function kolkataTimeOfDay(now: Date): string {
  return indiaIso(now.getTime()).slice(11, 16);
}

/** The Asia/Kolkata date and HH:MM of a UTC instant. */
export function kolkataDateTime(instant: number): { date: string; time: string } {
  const local = indiaIso(instant);
  return { date: local.slice(0, 10), time: local.slice(11, 16) };
}

/**
 * The years a date or instant from outside may name (a query, a form, JSON): anything beyond is refused as input
 * rather than carried into the calendar arithmetic, where a year-9999 date's next day or a `+275760` instant cannot
 * be written back as a date (docs/decisions/0059-the-diarys-doors-under-abuse.md).
 */
export const CALENDAR_YEARS = { first: 1900, last: 2199 } as const;

const saneYear = (year: number) => year >= CALENDAR_YEARS.first && year <= CALENDAR_YEARS.last;

/** Parses YYYY-MM-DD into a UTC midnight timestamp, or null if it is not a real calendar date of CALENDAR_YEARS. */
export function parseCalendarDate(value: string): number | null {
  const time = calendarTime(value);
  return time !== null && saneYear(new Date(time).getUTCFullYear()) ? time : null;
}

/** YYYY-MM-DD as a UTC midnight timestamp, any four-digit year (the arithmetic's own reading). */
function calendarTime(value: string): number | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!match) return null;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const time = Date.UTC(year, month - 1, day);
  const date = new Date(time);
  if (date.getUTCFullYear() !== year || date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day) return null;
  return time;
}

/**
 * An instant written in ISO 8601 with its zone ("2026-11-24T04:15:00.000Z", "2026-11-24T09:45+05:30") as UTC
 * milliseconds, or null when it is not one or falls outside CALENDAR_YEARS.
 */
export function parseInstant(value: string): number | null {
  if (!/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(?::\d{2}(?:\.\d{1,3})?)?(?:Z|[+-]\d{2}:\d{2})$/.test(value)) return null;
  const time = Date.parse(value);
  return Number.isFinite(time) && saneYear(new Date(time).getUTCFullYear()) ? time : null;
}

function realDate(value: string, caller: string): number {
  const time = calendarTime(value);
  if (time === null) throw new Error(`${caller} needs a real date, not ${value}`);
  return time;
}

/** Whole days from `from` to `to`, both YYYY-MM-DD (negative when `to` is earlier). */
export function daysBetween(from: string, to: string): number {
  return Math.round((realDate(to, 'daysBetween') - realDate(from, 'daysBetween')) / DAY_MS);
}

export function weekdayOf(date: string): WeekdayName {
  return WEEKDAYS[new Date(realDate(date, 'weekdayOf')).getUTCDay()]!;
}

/** Adds days to a YYYY-MM-DD date. */
export function addDays(date: string, days: number): string {
  return new Date(realDate(date, 'addDays') + days * DAY_MS).toISOString().slice(0, 10);
}

/**
 * Midnight at the start of a YYYY-MM-DD date in Asia/Kolkata, as a UTC ISO timestamp
 * ("2026-11-01" -> "2026-10-31T18:30:00.000Z"); staff give dates in local time.
 */
export function kolkataMidnightIso(date: string): string {
  return new Date(realDate(date, 'kolkataMidnightIso') - KOLKATA_OFFSET_MS).toISOString();
}

/** The UTC instant of an Asia/Kolkata date and HH:MM time (24:00 is the next midnight). */
export function kolkataInstant(date: string, time: string): number {
  const midnight = parseCalendarDate(date);
  if (midnight === null) throw new Error(`kolkataInstant needs a real date, not ${date}`);
  const [hours, minutes] = time.split(':').map(Number);
  return midnight - KOLKATA_OFFSET_MS + (hours! * 60 + minutes!) * MINUTE_MS;
}

/** The open days of the week from opening hours entries: a day is open when it has both times. */
export function openDaysFrom(hours: ReadonlyArray<{ day: string; opens?: string; closes?: string }>): Set<WeekdayName> {
  const open = new Set<WeekdayName>();
  for (const entry of hours) {
    if (entry.opens && entry.closes && (WEEKDAYS as readonly string[]).includes(entry.day))
      open.add(entry.day as WeekdayName);
  }
  return open;
}

/** The days the clinic opens (content/site.ts). */
export const clinicOpenDays: ReadonlySet<WeekdayName> = openDaysFrom(site.openingHours);

const MONDAY_FIRST: WeekdayName[] = ['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday'];

/** "from Monday to Friday", "on Monday, Wednesday or Friday", "on Tuesday". Days in week order. */
export function describeOpenDays(openDays: ReadonlySet<WeekdayName> = clinicOpenDays): string {
  const days = MONDAY_FIRST.filter((day) => openDays.has(day));
  const text = bookingDayText.openDays;
  if (days.length === 0) return '';
  if (days.length === 7) return text.everyDay;
  const names = days.map((day) => ui.days[day]);
  const indexes = days.map((day) => MONDAY_FIRST.indexOf(day));
  const contiguous = indexes.every((index, i) => i === 0 || index === indexes[i - 1]! + 1);
  if (days.length >= 3 && contiguous) return fill(text.run, { first: names[0]!, last: names[names.length - 1]! });
  if (names.length === 1) return fill(text.one, { day: names[0]! });
  return fill(text.several, { days: names.slice(0, -1).join(', '), last: names[names.length - 1]! });
}

/** A field's hint with the open days filled in ("We are open from Monday to Friday."). */
export function fieldHint(field: FieldSpec, openDays: ReadonlySet<WeekdayName> = clinicOpenDays): string | undefined {
  return field.hint && fill(field.hint, { openDays: describeOpenDays(openDays) });
}

/** The dates a booking may take from today in India: the date input's min and max. */
export function bookingRange(now: Date = new Date()): { min: string; max: string } {
  const min = todayInKolkata(now);
  return { min, max: addDays(min, LIMITS.bookingWindowDays) };
}
