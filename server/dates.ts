/**
 * Calendar arithmetic for booking dates. The clinic is in India: "today" is the date in
 * Asia/Kolkata (UTC+05:30 all year, no daylight saving time).
 */

export const WEEKDAYS = ['sunday', 'monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday'] as const;
export type WeekdayName = (typeof WEEKDAYS)[number];

const KOLKATA_OFFSET_MS = (5 * 60 + 30) * 60 * 1000;
const DAY_MS = 24 * 60 * 60 * 1000;

/** Today's date in Asia/Kolkata as YYYY-MM-DD. */
export function todayInKolkata(now: Date = new Date()): string {
  return new Date(now.getTime() + KOLKATA_OFFSET_MS).toISOString().slice(0, 10);
}

/** Parses YYYY-MM-DD into a UTC midnight timestamp, or null if it is not a real calendar date. */
export function parseCalendarDate(value: string): number | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!match) return null;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const time = Date.UTC(year, month - 1, day);
  const date = new Date(time);
  if (date.getUTCFullYear() !== year || date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day) return null;
  return time;
}

/** Whole days from `from` to `to`, both YYYY-MM-DD (negative when `to` is earlier). */
export function daysBetween(from: string, to: string): number {
  const a = parseCalendarDate(from);
  const b = parseCalendarDate(to);
  if (a === null || b === null) throw new Error('daysBetween needs two real dates');
  return Math.round((b - a) / DAY_MS);
}

export function weekdayOf(date: string): WeekdayName {
  const time = parseCalendarDate(date);
  if (time === null) throw new Error('weekdayOf needs a real date');
  return WEEKDAYS[new Date(time).getUTCDay()] as WeekdayName;
}

/** Adds days to a YYYY-MM-DD date. */
export function addDays(date: string, days: number): string {
  const time = parseCalendarDate(date);
  if (time === null) throw new Error('addDays needs a real date');
  return new Date(time + days * DAY_MS).toISOString().slice(0, 10);
}

/**
 * Midnight at the start of a YYYY-MM-DD date in Asia/Kolkata, as a UTC ISO timestamp
 * ("2026-11-01" -> "2026-10-31T18:30:00.000Z"); staff give dates in local time.
 */
export function kolkataMidnightIso(date: string): string {
  const time = parseCalendarDate(date);
  if (time === null) throw new Error(`Not a real date: ${date}`);
  return new Date(time - KOLKATA_OFFSET_MS).toISOString();
}

const MONDAY_FIRST: WeekdayName[] = ['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday'];

function capitalise(day: string): string {
  return day.charAt(0).toUpperCase() + day.slice(1);
}

/** "from Monday to Friday", "on Monday, Wednesday or Friday", "on Tuesday". Days in week order. */
export function describeOpenDays(openDays: ReadonlySet<WeekdayName>): string {
  const days = MONDAY_FIRST.filter((day) => openDays.has(day));
  if (days.length === 0) return '';
  if (days.length === 7) return 'on any day of the week';
  const indexes = days.map((day) => MONDAY_FIRST.indexOf(day));
  const contiguous = indexes.every((index, i) => i === 0 || index === (indexes[i - 1] as number) + 1);
  if (days.length >= 3 && contiguous) {
    return `from ${capitalise(days[0] as string)} to ${capitalise(days[days.length - 1] as string)}`;
  }
  const names = days.map(capitalise);
  if (names.length === 1) return `on ${names[0]}`;
  return `on ${names.slice(0, -1).join(', ')} or ${names[names.length - 1]}`;
}

/** "We are closed on Sundays. Please choose a day from Monday to Friday." */
export function closedDayMessage(day: WeekdayName, openDays: ReadonlySet<WeekdayName>): string {
  return `We are closed on ${capitalise(day)}s. Please choose a day ${describeOpenDays(openDays)}.`;
}

/** The open days of the week from opening hours entries: a day is open when it has both times. */
export function openDaysFrom(hours: ReadonlyArray<{ day: string; opens?: string; closes?: string }>): Set<WeekdayName> {
  const open = new Set<WeekdayName>();
  for (const entry of hours) {
    if (entry.opens && entry.closes && (WEEKDAYS as readonly string[]).includes(entry.day)) open.add(entry.day as WeekdayName);
  }
  return open;
}
