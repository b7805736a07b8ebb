import path from 'node:path';
import { pathToFileURL } from 'node:url';

/**
 * A staff command line (server/cli.ts, server/staff-cli.ts) on a browser suite's clock (tests/suite-clock.ts): a
 * command dates what it writes by `new Date()` (an invite's 24 hours, an audit entry), and the service beside it reads
 * the suite's clock, so both count on one. `Date` is shifted to SUITE_NOW (the suite's now, an ISO instant), then the
 * command runs as if started itself: `tsx tests/command-on-suite-clock.ts server/cli.ts export --type messages`.
 * Test harness only: runCommandOnSuiteClock (tests/suite-clock.ts) builds that call.
 */

const [command, ...args] = process.argv.slice(2);
const suiteNow = Date.parse(process.env.SUITE_NOW ?? '');
if (!command || !Number.isFinite(suiteNow))
  throw new Error('usage: SUITE_NOW=<ISO instant> tsx tests/command-on-suite-clock.ts <command module> [arguments]');

const shiftMs = suiteNow - Date.now();
const RealDate = Date;

class SuiteDate extends RealDate {
  constructor(...args: unknown[]) {
    super(...((args.length === 0 ? [RealDate.now() + shiftMs] : args) as [number]));
  }

  static override now(): number {
    return RealDate.now() + shiftMs;
  }
}

globalThis.Date = SuiteDate as DateConstructor;
// The command reads its arguments, and server/cli.ts whether it was started itself, from process.argv.
const modulePath = path.resolve(command);
process.argv = [process.argv[0]!, modulePath, ...args];
await import(pathToFileURL(modulePath).href);
