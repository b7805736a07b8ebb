import {
  addDays,
  WEEKDAYS,
  weekdayOf,
  type WeekdayName,
  kolkataDateTime,
  kolkataInstant,
} from '../../common/booking-dates';
import { type Span } from './availability';

/**
 * A doctor away on one weekday every week (every Thursday afternoon), entered once at the desk
 * (docs/decisions/0080-leave-every-week.md): from a date, until a date or for good, the same hours each time.
 */
export interface WeeklyLeave {
  id: string;
  doctor: string;
  weekday: WeekdayName;
  /** The first date it may fall on, YYYY-MM-DD (Asia/Kolkata). */
  fromDate: string;
  /** The last date it may fall on, included; none: every week from `fromDate` on. */
  untilDate: string | null;
  /** HH:MM the doctor leaves on each of its days; none: from the day's start. */
  fromTime: string | null;
  /** HH:MM the doctor is back on each of its days; none: to the day's end. */
  untilTime: string | null;
}

export type WeeklyRule = Omit<WeeklyLeave, 'id' | 'doctor'>;

/**
 * The spans the rule blocks on dates `from` to `to` (both included, Asia/Kolkata), in time order: one for each date in
 * both the window and the rule's dates that falls on its weekday.
 */
export function weeklyLeaveSpans(rule: WeeklyRule, from: string, to: string): Span[] {
  const first = rule.fromDate > from ? rule.fromDate : from;
  const last = rule.untilDate !== null && rule.untilDate < to ? rule.untilDate : to;
  if (last < first) return [];
  const ahead = (7 + WEEKDAYS.indexOf(rule.weekday) - WEEKDAYS.indexOf(weekdayOf(first))) % 7;
  const spans: Span[] = [];
  for (let date = addDays(first, ahead); date <= last; date = addDays(date, 7))
    spans.push({
      start: kolkataInstant(date, rule.fromTime ?? '00:00'),
      end: kolkataInstant(date, rule.untilTime ?? '24:00'),
    });
  return spans;
}

/** Whether the rule blocks any of `span` (a visit's start and end). */
export function weeklyLeaveCovers(rule: WeeklyRule, span: Span): boolean {
  const [from, to] = [kolkataDateTime(span.start).date, kolkataDateTime(span.end - 1).date];
  return weeklyLeaveSpans(rule, from, to).some((blocked) => blocked.start < span.end && span.start < blocked.end);
}
