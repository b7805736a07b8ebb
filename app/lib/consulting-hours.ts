import { consultingRuns, sessionsText } from '@content/opening-hours';
import type { ConsultingHours, Weekday } from '@content/schema/site';
import { ui } from '@content/ui';

const weekOrder: Weekday[] = ['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday'];

export interface ConsultingPeriod {
  /** "Monday - Friday", or "Monday, Wednesday, Friday" when the days are not in a row. */
  days: string;
  /** "09:00 - 13:00, 17:00 - 20:00"; on chosen weeks, with them: "10:00 - 13:00 (1st and 3rd of the month)". */
  hours: string;
}

/** Days written as runs: three or more days in a row become "first - last", the others are listed. */
function dayText(days: Weekday[]): string {
  const runs: Weekday[][] = [];
  for (const day of days) {
    const run = runs[runs.length - 1];
    if (run && weekOrder.indexOf(day) === weekOrder.indexOf(run[run.length - 1]!) + 1) run.push(day);
    else runs.push([day]);
  }
  return runs
    .flatMap((run) =>
      run.length >= 3 ? [`${ui.days[run[0]!]} - ${ui.days[run[run.length - 1]!]}`] : run.map((day) => ui.days[day]),
    )
    .join(', ');
}

/**
 * A doctor's consulting sessions grouped by a day's sessions (content/opening-hours.ts): "Monday, Wednesday, Friday"
 * at "13:00 - 16:00", in the order of the week.
 */
export function consultingPeriods(hours: readonly ConsultingHours[]): ConsultingPeriod[] {
  return consultingRuns(hours).map((run) => ({ days: dayText(run.days), hours: sessionsText(run.sessions) }));
}
