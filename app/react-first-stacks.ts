/**
 * Error.stackTraceLimit as the page had it, read before React DOM's module code runs and put back by
 * app/react-first.ts once it has run (docs/decisions/0090-every-page-s-code-evaluated-in-three-tasks.md).
 *
 * React DOM makes five `Error`s as it loads (its internal signals: SuspenseException and the like, thrown and caught
 * inside React, never shown). With an inspector attached (Lighthouse, the bench, DevTools) V8 records where each was
 * made, and for that re-parses every function then running: React DOM's 200 KB factory and its whole chunk, about
 * 80 ms at 4x CPU on the main thread. A limit that is not a number makes V8 record no stack at all, for that moment.
 */
export const stackTraceLimit = Error.stackTraceLimit;

(Error as { stackTraceLimit?: number }).stackTraceLimit = undefined;
