import type { ConsultingHours, OpeningHours, Weekday, WeeksRule } from './schema/site';
import { fill, ui } from './ui';

/**
 * The week as content/site.ts writes it (the clinic's `openingHours`, each doctor's `consultingHours`: several
 * sessions a day, each with the weeks it runs), read into the one shape every hours line of the site is drawn from:
 * the header, the mobile bar, the contact table, the footer, the profiles, the prose's {{clinic.hours}}, the booking
 * answer's call-back hours (docs/decisions/0076-the-clinics-week.md). Which dates a session runs on is
 * common/clinic-week.ts's.
 */

export const WEEK_ORDER: readonly Weekday[] = [
  'monday',
  'tuesday',
  'wednesday',
  'thursday',
  'friday',
  'saturday',
  'sunday',
];

/** One session: from, until (HH:MM, Asia/Kolkata) and the weeks it runs (left out: every week). */
export interface Session {
  from: string;
  until: string;
  weeks?: WeeksRule;
}

/** A run of days with the same sessions; no sessions is a closed run. */
export interface HoursRun {
  first: Weekday;
  last: Weekday;
  /** Every day of the run, in week order (a run of consecutive days, or the days grouped by their hours). */
  days: Weekday[];
  sessions: Session[];
}

/** The clinic's sessions as sessions (`opens`/`closes` read as from/until); a closed day's entry gives none. */
export function clinicSessions(hours: readonly OpeningHours[]): Array<Session & { day: Weekday }> {
  return hours.flatMap((entry) =>
    entry.opens && entry.closes
      ? [{ day: entry.day, from: entry.opens, until: entry.closes, ...(entry.weeks ? { weeks: entry.weeks } : {}) }]
      : [],
  );
}

/** Each weekday's sessions in time order (none on a day without). */
export function sessionsByDay(sessions: ReadonlyArray<Session & { day: Weekday }>): Map<Weekday, Session[]> {
  const byDay = new Map<Weekday, Session[]>(WEEK_ORDER.map((day) => [day, []]));
  for (const { day, ...session } of sessions) byDay.get(day)!.push(session);
  for (const list of byDay.values()) list.sort((a, b) => a.from.localeCompare(b.from));
  return byDay;
}

/** A session's weeks in words: "1st and 3rd of the month", "last of the month", "every other week from 2026-12-05". */
export function weeksText(weeks: WeeksRule | undefined): string {
  const words = ui.hours;
  if (!weeks) return '';
  if ('everyOtherWeekFrom' in weeks) return fill(words.everyOtherWeek, { date: weeks.everyOtherWeekFrom });
  const names = [...weeks.ofMonth]
    .sort((a, b) => (a === 'last' ? 6 : a) - (b === 'last' ? 6 : b))
    .map((week) => words.weekOfMonth[week as keyof typeof words.weekOfMonth]);
  const list = names.length < 2 ? names[0]! : `${names.slice(0, -1).join(', ')}${words.lastJoin}${names.at(-1)}`;
  return fill(words.ofMonth, { weeks: list });
}

/** "09:00 - 13:00", with its weeks when it does not run every week: "10:00 - 13:00 (1st and 3rd of the month)". */
export function sessionText(session: Session, range: string = ui.hours.range): string {
  const hours = fill(range, { from: session.from, until: session.until });
  return session.weeks ? fill(ui.hours.withWeeks, { hours, weeks: weeksText(session.weeks) }) : hours;
}

/** A day's sessions in one line: "09:00 - 13:00, 17:00 - 20:00". */
export function sessionsText(sessions: readonly Session[], range: string = ui.hours.range): string {
  return sessions.map((session) => sessionText(session, range)).join(ui.hours.sessionJoin);
}

/**
 * The week as runs: `consecutive` (the clinic's table) joins only days in a row with the same sessions, a closed day
 * between them parts them; otherwise (a doctor's days) every day with the same sessions joins one run, and days
 * without sessions are left out.
 */
export function hoursRuns(byDay: ReadonlyMap<Weekday, readonly Session[]>, consecutive: boolean): HoursRun[] {
  const runs: HoursRun[] = [];
  const key = (sessions: readonly Session[]) => sessionsText(sessions);
  for (const day of WEEK_ORDER) {
    const sessions = [...(byDay.get(day) ?? [])];
    if (!consecutive && sessions.length === 0) continue;
    const same = consecutive ? runs.at(-1) : runs.find((run) => key(run.sessions) === key(sessions));
    if (same && key(same.sessions) === key(sessions)) {
      same.last = day;
      same.days.push(day);
    } else runs.push({ first: day, last: day, days: [day], sessions });
  }
  return runs;
}

/** The clinic's opening hours as runs of consecutive days with the same sessions, closed runs included. */
export function openHoursRuns(hours: readonly OpeningHours[]): HoursRun[] {
  return hoursRuns(sessionsByDay(clinicSessions(hours)), true);
}

/** A doctor's sessions grouped by their hours, in week order; a day the doctor does not consult is left out. */
export function consultingRuns(hours: readonly ConsultingHours[]): HoursRun[] {
  return hoursRuns(sessionsByDay(hours), false);
}
