import type { SiteConfig, Weekday } from './schema/site';

/** A run of consecutive open days with the same hours. */
export interface OpenHoursRun {
  first: Weekday;
  last: Weekday;
  opens: string;
  closes: string;
}

/**
 * The opening hours (content/site.ts) as runs of consecutive days open at the same hours; a closed
 * day ends a run. The one grouping behind the hours written in prose (content/facts.ts) and the
 * booking answer's call-back hours (common/booking-confirmation.ts).
 */
export function openHoursRuns(hours: SiteConfig['openingHours']): OpenHoursRun[] {
  const runs: OpenHoursRun[] = [];
  let previous: OpenHoursRun | undefined;
  for (const entry of hours) {
    if (!entry.opens || !entry.closes) {
      previous = undefined;
      continue;
    }
    if (previous && previous.opens === entry.opens && previous.closes === entry.closes) previous.last = entry.day;
    else runs.push((previous = { first: entry.day, last: entry.day, opens: entry.opens, closes: entry.closes }));
  }
  return runs;
}
