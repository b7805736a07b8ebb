/**
 * The instant the tests' clocks read: Monday 23 November 2026, 09:30 in India. The service's tests take it as their
 * fixed clock (tests/server/helpers.ts), the desk's browser journeys as the start of theirs
 * (tests/e2e-desk/suite-clock.ts).
 */
export const NOW = new Date('2026-11-23T04:00:00.000Z');
