import type { OpeningHours, Weekday, WeeksRule } from '../content/schema/site';
import { clinicSessions } from '../content/opening-hours';
import { site } from '../content/site';
import { addDays, daysBetween, parseCalendarDate, weekdayOf } from './booking-dates';

/**
 * Which dates the week of content/site.ts runs on (docs/decisions/0076-the-clinics-week.md): a session runs on its
 * weekday in the weeks its rule names (every week; the nth weekdays of the month; every other week from a date), and
 * a doctor consults in a session only while the clinic is open. The one reading behind the free times
 * (server/diary/availability.ts), the booking rules both sides run (common/forms/doctor-rule.ts), the desk's rules
 * and the waiting room. Pure: no DOM, no Node, no clock.
 */

/** A session on a date. */
export interface SessionTimes {
  /** HH:MM, Asia/Kolkata: the first visit's start. */
  from: string;
  /** HH:MM: when the session's last visit ends. */
  until: string;
}

/** A session as content/site.ts writes one. */
export interface WeekSession {
  day: Weekday;
  from: string;
  until: string;
  weeks?: WeeksRule;
}

/** Whether a session of `date`'s weekday runs on `date` under its weeks rule. */
export function runsOn(weeks: WeeksRule | undefined, date: string): boolean {
  if (!weeks) return true;
  if ('everyOtherWeekFrom' in weeks) {
    const days = daysBetween(weeks.everyOtherWeekFrom, date);
    return days >= 0 && days % 14 === 0;
  }
  const dayOfMonth = Number(date.slice(8, 10));
  const nth = Math.ceil(dayOfMonth / 7);
  const last = addDays(date, 7).slice(5, 7) !== date.slice(5, 7);
  return weeks.ofMonth.some((week) => (week === 'last' ? last : week === nth));
}

/** The sessions of `sessions` that run on `date`, in time order. */
export function sessionsOn(sessions: readonly WeekSession[], date: string): SessionTimes[] {
  if (parseCalendarDate(date) === null) return [];
  const weekday = weekdayOf(date);
  const running: SessionTimes[] = [];
  for (const session of sessions)
    if (session.day === weekday && runsOn(session.weeks, date))
      running.push({ from: session.from, until: session.until });
  return running.length > 1 ? running.sort((a, b) => a.from.localeCompare(b.from)) : running;
}

/** The clinic's opening hours read as sessions once per list (the free times ask it for every date of a range). */
const clinicSessionsOf = new WeakMap<readonly OpeningHours[], WeekSession[]>();

/** The clinic's sessions on a date (none: the clinic does not open that day). */
export function clinicSessionsOn(
  date: string,
  openingHours: readonly OpeningHours[] = site.openingHours,
): SessionTimes[] {
  let sessions = clinicSessionsOf.get(openingHours);
  if (!sessions) clinicSessionsOf.set(openingHours, (sessions = clinicSessions(openingHours)));
  return sessionsOn(sessions, date);
}

/**
 * The sessions doctor D consults on date X, in time order: the doctor's sessions that run that date, each within a
 * session the clinic keeps that date. None: the doctor does not consult that day (the desk's leave and closures are
 * the diary's, server/diary/, and are not read here).
 */
export function consultingSessionsOn(
  doctor: { consultingHours: readonly WeekSession[] },
  date: string,
  openingHours: readonly OpeningHours[] = site.openingHours,
): SessionTimes[] {
  const open = clinicSessionsOn(date, openingHours);
  return sessionsOn(doctor.consultingHours, date).filter((session) =>
    open.some((clinic) => session.from >= clinic.from && session.until <= clinic.until),
  );
}

/** Up to `count` dates from `from` (included) to `last` (included) on which the doctor consults. */
export function nextConsultingDates(
  doctor: { consultingHours: readonly WeekSession[] },
  from: string,
  last: string,
  count: number,
  openingHours: readonly OpeningHours[] = site.openingHours,
): string[] {
  const dates: string[] = [];
  for (let date = from; date <= last && dates.length < count; date = addDays(date, 1))
    if (consultingSessionsOn(doctor, date, openingHours).length > 0) dates.push(date);
  return dates;
}
