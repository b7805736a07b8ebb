import { readFileSync, writeFileSync } from 'node:fs';
import { kolkataDateTime, todayInKolkata, weekdayOf } from '../../common/booking-dates';
import { NOW } from '../fixed-clock';
import { DESK_E2E } from './paths';

/**
 * The desk suite's clock, the one its service (tests/e2e-desk/desk-server.ts), the staff command line
 * (tests/e2e-desk/staff-cli-on-suite-clock.ts), its specs and their pages (tests/e2e-desk/suite-test.ts) read: it reads
 * the suite's start (tests/fixed-clock.ts) when the run begins and flows in real time from there, and a spec moves it
 * (DESK_E2E.clockFile, 0 when the server starts). No journey reads the real date. DESK_E2E_START (an instant on a
 * Monday in India, e.g. 2027-03-15T09:30+05:30) starts it elsewhere, to show that.
 */

const startText = process.env.DESK_E2E_START;
const START = startText ? Date.parse(startText) : NOW.getTime();
if (!Number.isFinite(START) || weekdayOf(todayInKolkata(new Date(START))) !== 'monday')
  // The journeys lay out their days from a Monday: the walk-ins' Tuesday, the visits' Wednesday and Thursday.
  throw new Error(`DESK_E2E_START is not an instant on a Monday in India: ${startText}`);
const startedAt = Number(process.env.DESK_E2E_STARTED_AT);

/** The suite's start as India reads it: a Monday's date and its time of day (HH:MM). */
export const SUITE_START = kolkataDateTime(START);

function movedMs(): number {
  try {
    return Number(readFileSync(DESK_E2E.clockFile, 'utf8')) || 0;
  } catch {
    return 0;
  }
}

/** The suite's now, the service's too. */
export function suiteNow(): Date {
  return new Date(START + (Date.now() - startedAt) + movedMs());
}

/** Today's date in India on the suite's clock, YYYY-MM-DD. */
export function suiteToday(): string {
  return todayInKolkata(suiteNow());
}

/** Moves the suite's clock to `time` (HH:MM) in India on `date`; it flows on from there. */
export function setSuiteClock(date: string, time: string): void {
  const unmoved = START + (Date.now() - startedAt);
  writeFileSync(DESK_E2E.clockFile, String(Date.parse(`${date}T${time}:00+05:30`) - unmoved));
}

/** Puts the suite's clock back where it would be unmoved: its start, plus the time the run has taken. */
export function resetSuiteClock(): void {
  writeFileSync(DESK_E2E.clockFile, '0');
}
