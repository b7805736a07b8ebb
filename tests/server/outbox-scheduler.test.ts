import { pino } from 'pino';
import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import { OutboxScheduler, type OutboxSchedulerOptions, retryBackoff } from '../../server/outbox-scheduler';
import { NOW } from '../fixed-clock';

/**
 * When the outbox workers look at their outbox (server/outbox-scheduler.ts), on a fake clock: the times of the runs.
 * What the runs send is the workers' tests (outbox*.test.ts, whatsapp-*.test.ts, crash*.test.ts).
 */

const START = NOW.getTime();
let scheduler: OutboxScheduler | undefined;

beforeEach(() => {
  vi.useFakeTimers({ now: START });
});
afterEach(async () => {
  await scheduler?.stop();
  scheduler = undefined;
  vi.useRealTimers();
});

/** A scheduler whose runs last `runMs` each, recorded in whole seconds since START (a 0 ms timer fires after 1 ms). */
function recorded(options: Partial<OutboxSchedulerOptions> & { runMs?: number } = {}) {
  const runs: number[] = [];
  const { runMs = 0, ...rest } = options;
  scheduler = new OutboxScheduler({
    name: 'test',
    items: 'items',
    log: pino({ enabled: false }),
    now: () => new Date(),
    pollMs: 60_000,
    run: async () => {
      runs.push(Math.floor((Date.now() - START) / 1000));
      await new Promise((resolve) => setTimeout(resolve, runMs));
    },
    nextDue: async () => null,
    ...rest,
  });
  return { scheduler, runs };
}

it('runs at once when woken, then every pollMs while nothing is due', async () => {
  const { scheduler, runs } = recorded();
  scheduler.wake();
  await vi.advanceTimersByTimeAsync(150_000);
  expect(runs).toEqual([0, 60, 120]);
});

it('runs once more right after a run that was woken during, however often', async () => {
  const { scheduler, runs } = recorded({ runMs: 10_000 });
  scheduler.wake();
  await vi.advanceTimersByTimeAsync(1_000);
  for (let wake = 0; wake < 3; wake++) scheduler.wake();
  await vi.advanceTimersByTimeAsync(30_000);
  expect(runs).toEqual([0, 10]);
});

it('runs when the next item is due, before pollMs', async () => {
  const due = START + 5_000;
  const { scheduler, runs } = recorded({
    nextDue: async () => (Date.now() < due ? new Date(due).toISOString() : null),
  });
  scheduler.wake();
  await vi.advanceTimersByTimeAsync(70_000);
  expect(runs).toEqual([0, 5, 65]);
});

it('keeps to a hold even when woken, and waits at least the least wait whatever is due', async () => {
  const hold = { ms: 2_000 as number | null };
  const { scheduler, runs } = recorded({
    runMs: 1_000,
    holdMs: () => hold.ms,
    nextDue: async () => new Date(START).toISOString(),
    leastWaitMs: () => 20_000,
  });
  scheduler.wake();
  await vi.advanceTimersByTimeAsync(500);
  scheduler.wake();
  await vi.advanceTimersByTimeAsync(3_000);
  expect(runs).toEqual([0, 3]);
  hold.ms = null;
  await vi.advanceTimersByTimeAsync(30_000);
  // Woken during the first run: at once after the held one; then the least wait, though an item is due.
  expect(runs).toEqual([0, 3, 4, 25]);
});

it('logs a run that fails and a due time it cannot read, and goes on polling', async () => {
  const log = pino({ enabled: false });
  const errors: unknown[] = [];
  log.error = ((...args: unknown[]) => errors.push(args.at(-1))) as typeof log.error;
  const { scheduler, runs } = recorded({
    log,
    run: async () => {
      runs.push(Math.floor((Date.now() - START) / 1000));
      throw new Error('disk full');
    },
    nextDue: () => Promise.reject(new Error('no connection')),
  });
  scheduler.wake();
  await vi.advanceTimersByTimeAsync(61_000);
  expect(runs).toEqual([0, 60]);
  expect(errors.slice(0, 2)).toEqual(['test: run failed', 'test: cannot read pending items']);
});

it('stops: waits for the run in progress, and runs nothing after, even when woken', async () => {
  const { scheduler, runs } = recorded({ runMs: 5_000 });
  scheduler.wake();
  await vi.advanceTimersByTimeAsync(1_000);
  scheduler.wake();
  const stopped = scheduler.stop();
  await vi.advanceTimersByTimeAsync(5_000);
  await stopped;
  scheduler.wake();
  await vi.advanceTimersByTimeAsync(120_000);
  expect([runs, scheduler.stopped]).toEqual([[0], true]);
});

it('backs off from the base, doubling, up to the most', () => {
  expect([0, 1, 2, 3, 4, 10].map((failures) => retryBackoff(failures, 1_000, 10_000))).toEqual([
    1_000, 1_000, 2_000, 4_000, 8_000, 10_000,
  ]);
});
