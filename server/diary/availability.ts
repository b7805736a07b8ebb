import { addDays, daysBetween, kolkataInstant, todayInKolkata } from '../../common/booking-dates';
import { consultingSessionsOn, type WeekSession } from '../../common/clinic-week';
import type { OpeningHours } from '../../content/schema/site';

/**
 * The one answer to "the free times of doctor D between dates A and B" (docs/decisions/0042-the-diary.md): the
 * doctor's consulting hours cut into slots of the doctor's length, minus what is too soon (minimum notice), beyond the
 * booking horizon, blocked (leave, closures) or held (live visits). Pure: every input is given, the clock too.
 * Instants are UTC, hours and dates are read in Asia/Kolkata (common/booking-dates.ts, India time written once).
 */

const MINUTE_MS = 60_000;

/** A doctor's consulting session as content/site.ts writes it (HH:MM, Asia/Kolkata; the weeks it runs). */
export type WeeklyHours = WeekSession;

/** A span of time, start inclusive, end exclusive, as UTC instants in milliseconds. */
export interface Span {
  start: number;
  end: number;
}

export interface AvailabilityQuestion {
  hours: readonly WeeklyHours[];
  /** The clinic's sessions a doctor's must lie in (left out: content/site.ts's). */
  openingHours?: readonly OpeningHours[];
  slotMinutes: number;
  minimumNoticeMinutes: number;
  /** The last bookable date is today (Asia/Kolkata) plus this many days. */
  horizonDays: number;
  now: Date;
  /** First and last date asked about, YYYY-MM-DD, both included. */
  from: string;
  to: string;
  /** Leave and closures. */
  blocked: readonly Span[];
  /** Live visits of the doctor. */
  held: readonly Span[];
}

const overlaps = (a: Span, b: Span) => a.start < b.end && b.start < a.end;

/**
 * The slots of one date from the doctor's sessions that date (common/clinic-week.ts; none on a day the doctor does not
 * consult), each session cut from its own start: the grid every free time is cut from, and the desk's day view draws.
 */
export function consultingSlots(
  hours: readonly WeeklyHours[],
  slotMinutes: number,
  date: string,
  openingHours?: readonly OpeningHours[],
): Span[] {
  const slotMs = slotMinutes * MINUTE_MS;
  const slots: Span[] = [];
  for (const session of consultingSessionsOn({ consultingHours: hours }, date, openingHours)) {
    const closes = kolkataInstant(date, session.until);
    for (let start = kolkataInstant(date, session.from); start + slotMs <= closes; start += slotMs)
      slots.push({ start, end: start + slotMs });
  }
  return slots;
}

/** The free slots, in time order. A question past the horizon or before today simply has none there. */
export function freeTimes(question: AvailabilityQuestion): Span[] {
  const { now } = question;
  const earliest = now.getTime() + question.minimumNoticeMinutes * MINUTE_MS;
  const today = todayInKolkata(now);
  const lastDay = addDays(today, question.horizonDays);
  const first = question.from < today ? today : question.from;
  const last = question.to > lastDay ? lastDay : question.to;
  const taken = [...question.blocked, ...question.held];
  const free: Span[] = [];
  for (let offset = 0; first <= last && offset <= daysBetween(first, last); offset++) {
    for (const slot of consultingSlots(
      question.hours,
      question.slotMinutes,
      addDays(first, offset),
      question.openingHours,
    )) {
      if (slot.start < earliest) continue;
      if (taken.some((span) => overlaps(span, slot))) continue;
      free.push(slot);
    }
  }
  return free;
}

/** Up to `count` free slots nearest to `wanted` (the alternatives offered when a time was just taken). */
export function nearestFreeTimes(free: readonly Span[], wanted: number, count = 3): Span[] {
  return [...free]
    .sort((a, b) => Math.abs(a.start - wanted) - Math.abs(b.start - wanted) || a.start - b.start)
    .slice(0, count)
    .sort((a, b) => a.start - b.start);
}

/**
 * The span a leave or closure blocks: from its first date (at `fromTime`, or the day's start) to its last date (until
 * `untilTime`, or the day's end), both dates included. One range, however many days.
 */
export function rangeSpan(range: {
  fromDate: string;
  toDate: string;
  fromTime?: string | null;
  untilTime?: string | null;
}): Span {
  return {
    start: kolkataInstant(range.fromDate, range.fromTime ?? '00:00'),
    end: kolkataInstant(range.toDate, range.untilTime ?? '24:00'),
  };
}
