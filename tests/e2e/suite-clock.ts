import path from 'node:path';
import { addDays } from '../../common/booking-dates';
import { suiteClock } from '../suite-clock';

/**
 * The clock of the site's browser suite (playwright.config.ts) and of the fixture clinic's
 * (playwright.fixture.config.ts), as tests/suite-clock.ts keeps it: the one their service (tests/e2e/site-server.ts),
 * the staff command line (tests/command-on-suite-clock.ts), their specs and their pages (tests/e2e/suite-test.ts)
 * read. The configs set E2E_STARTED_AT; E2E_START (an instant, e.g. 2027-12-27T09:30+05:30) starts it elsewhere than
 * tests/fixed-clock.ts, to show no spec reads today's date.
 * No spec moves it yet (the desk's journeys move theirs with setSuiteClock).
 */
export const { suiteNow, suiteToday, resetSuiteClock } = suiteClock({
  startVariable: 'E2E_START',
  startedAtVariable: 'E2E_STARTED_AT',
  // Beside the service's data (playwright.config.ts), named from here: the fixture clinic's server runs in its copy.
  clockFile: path.resolve(import.meta.dirname, '../../test-results/e2e-clock-moved-ms'),
});

/**
 * The first date from two days ahead (the clinic's notice) on the suite's clock that passes `wanted`, looking `days`
 * ahead at most; undefined when none does.
 */
export function firstDateAhead(wanted: (date: string) => boolean, days = 366): string | undefined {
  for (let ahead = 2; ahead < days; ahead++) {
    const date = addDays(suiteToday(), ahead);
    if (wanted(date)) return date;
  }
  return undefined;
}
