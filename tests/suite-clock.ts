import { execFileSync } from 'node:child_process';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { kolkataDateTime, todayInKolkata, weekdayOf, type WeekdayName } from '../common/booking-dates';
import { NOW } from './fixed-clock';

/**
 * A browser suite's clock, the one its service, its specs and their pages (tests/suite-test.ts) read: it reads the
 * suite's start (tests/fixed-clock.ts) when the run begins and flows in real time from there, and a spec moves it (the
 * suite's clock file, 0 when its server starts). No spec reads the real date; a variable of the suite's starts it
 * elsewhere, to show that. The desk's suite makes one (tests/e2e-desk/suite-clock.ts), the site's and the fixture
 * clinic's another (tests/e2e/suite-clock.ts).
 */
export interface SuiteClockSettings {
  /** The variable that starts the clock on another instant (e.g. DESK_E2E_START=2027-03-15T09:30+05:30). */
  startVariable: string;
  /**
   * The variable holding the real instant, in milliseconds, the run began: set once by the suite's config, which the
   * runner loads first, and inherited by its server and workers, so all read one clock.
   */
  startedAtVariable: string;
  /** The file that holds how far the specs moved the clock, in milliseconds: absolute, the server may run elsewhere. */
  clockFile: string;
  /** The weekday in India a start must fall on, for a suite whose specs lay out their days from it. */
  startsOn?: WeekdayName;
}

export interface SuiteClock {
  /** The suite's start as India reads it: its date and its time of day (HH:MM). */
  SUITE_START: { date: string; time: string };
  /** The suite's now, its service's too. */
  suiteNow(): Date;
  /** Today's date in India on the suite's clock, YYYY-MM-DD. */
  suiteToday(): string;
  /** Moves the suite's clock to `time` (HH:MM) in India on `date`; it flows on from there. */
  setSuiteClock(date: string, time: string): void;
  /** Puts the suite's clock back where it would be unmoved: its start, plus the time the run has taken. */
  resetSuiteClock(): void;
}

const capitalised = (word: string) => word[0]!.toUpperCase() + word.slice(1);

export function suiteClock(settings: SuiteClockSettings): SuiteClock {
  const startText = process.env[settings.startVariable];
  const start = startText ? Date.parse(startText) : NOW.getTime();
  if (!Number.isFinite(start)) throw new Error(`${settings.startVariable} is not an instant: ${startText}`);
  if (settings.startsOn && weekdayOf(todayInKolkata(new Date(start))) !== settings.startsOn)
    throw new Error(
      `${settings.startVariable} is not an instant on a ${capitalised(settings.startsOn)} in India: ${startText}`,
    );
  const startedAt = Number(process.env[settings.startedAtVariable]);
  if (!Number.isFinite(startedAt))
    throw new Error(`${settings.startedAtVariable} is not set: the suite's config sets it before anything reads it`);

  const movedMs = () => {
    try {
      return Number(readFileSync(settings.clockFile, 'utf8')) || 0;
    } catch {
      return 0;
    }
  };
  const writeMovedMs = (ms: number) => {
    mkdirSync(path.dirname(settings.clockFile), { recursive: true });
    writeFileSync(settings.clockFile, String(ms));
  };
  const unmoved = () => start + (Date.now() - startedAt);
  const suiteNow = () => new Date(unmoved() + movedMs());

  return {
    SUITE_START: kolkataDateTime(start),
    suiteNow,
    suiteToday: () => todayInKolkata(suiteNow()),
    setSuiteClock(date, time) {
      writeMovedMs(Date.parse(`${date}T${time}:00+05:30`) - unmoved());
    },
    resetSuiteClock() {
      writeMovedMs(0);
    },
  };
}

/**
 * Runs a staff command line (`server/cli.ts`, `server/staff-cli.ts`) with `args` on a suite's clock, `now` its now
 * (tests/command-on-suite-clock.ts), with the variables of `env` beside the runner's; returns what it printed.
 */
export function runCommandOnSuiteClock(now: Date, command: string, args: string[], env: NodeJS.ProcessEnv): string {
  return execFileSync('node_modules/.bin/tsx', ['tests/command-on-suite-clock.ts', command, ...args], {
    env: { ...process.env, ...env, SUITE_NOW: now.toISOString() },
    encoding: 'utf8',
  });
}
