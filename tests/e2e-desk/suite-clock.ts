import { suiteClock } from '../suite-clock';
import { DESK_E2E } from './paths';

/**
 * The desk suite's clock (tests/suite-clock.ts), the one its service (tests/e2e-desk/desk-server.ts), the staff
 * command line (tests/command-on-suite-clock.ts), its specs and their pages (tests/e2e-desk/suite-test.ts)
 * read. DESK_E2E_START (an instant on a Monday in India, e.g. 2027-03-15T09:30+05:30) starts it elsewhere; the
 * journeys lay out their days from a Monday: the walk-ins' Tuesday, the visits' Wednesday and Thursday.
 */
export const { SUITE_START, suiteNow, suiteToday, setSuiteClock, resetSuiteClock } = suiteClock({
  startVariable: 'DESK_E2E_START',
  startedAtVariable: 'DESK_E2E_STARTED_AT',
  clockFile: DESK_E2E.clockFile,
  startsOn: 'monday',
});
