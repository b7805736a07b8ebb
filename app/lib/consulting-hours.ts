import type { ConsultingHours, Weekday } from '@content/schema/site';
import { ui } from '@content/ui';

const weekOrder: Weekday[] = ['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday'];

export interface ConsultingPeriod {
  /** "Monday - Friday", or "Monday, Wednesday, Friday" when the days are not in a row. */
  days: string;
  /** "09:00 - 13:00" */
  hours: string;
}

/** Days written as runs: three or more days in a row become "first - last", the others are listed. */
function dayText(days: Weekday[]): string {
  const sorted = [...days].sort((a, b) => weekOrder.indexOf(a) - weekOrder.indexOf(b));
  const runs: Weekday[][] = [];
  for (const day of sorted) {
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
 * A doctor's consulting hours grouped by the hours: "Monday, Wednesday, Friday" at "13:00 - 16:00", in the order of the
 * week.
 */
export function consultingPeriods(hours: ConsultingHours[]): ConsultingPeriod[] {
  const byHours = new Map<string, Weekday[]>();
  const inWeekOrder = [...hours].sort((a, b) => weekOrder.indexOf(a.day) - weekOrder.indexOf(b.day));
  for (const entry of inWeekOrder) {
    const key = `${entry.from} - ${entry.until}`;
    byHours.set(key, [...(byHours.get(key) ?? []), entry.day]);
  }
  return [...byHours].map(([text, days]) => ({ days: dayText(days), hours: text }));
}
