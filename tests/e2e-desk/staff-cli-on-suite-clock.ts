import { suiteNow } from './suite-clock';

/**
 * server/staff-cli.ts on the desk suite's clock (tests/e2e-desk/suite-clock.ts): the command line dates an invite by
 * `new Date()`, and the service that takes the invite (tests/e2e-desk/desk-server.ts) reads the suite's clock, so
 * an invite's 24 hours are counted on one clock. Date is shifted to the suite's now, then the command line runs with
 * the arguments given here. Test harness only.
 */

const shiftMs = suiteNow().getTime() - Date.now();
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
await import('../../server/staff-cli');
