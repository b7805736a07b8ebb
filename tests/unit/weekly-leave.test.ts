import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { addDays, daysBetween, WEEKDAYS, weekdayOf, kolkataDateTime, kolkataInstant } from '../../common/booking-dates';
import { freeTimes, type Span } from '../../server/diary/availability';
import { weeklyLeaveCovers, weeklyLeaveSpans, type WeeklyRule } from '../../server/diary/weekly-leave';

/**
 * Leave every week (docs/decisions/0080-leave-every-week.md): the expansion of a rule into the spans it blocks agrees
 * with a naive check of each day, and the free times it leaves, at any clock, are the free times without it minus
 * the slots the naive check finds on leave.
 */

const BASE = '2026-01-01';
const date = fc.integer({ min: 0, max: 730 }).map((days) => addDays(BASE, days));
const quarter = (n: number) => `${String(Math.floor(n / 4)).padStart(2, '0')}:${String((n % 4) * 15).padStart(2, '0')}`;
const times = fc.oneof(
  fc.constant({ fromTime: null, untilTime: null }),
  fc.integer({ min: 1, max: 95 }).map((n) => ({ fromTime: quarter(n), untilTime: null })),
  fc.integer({ min: 1, max: 95 }).map((n) => ({ fromTime: null, untilTime: quarter(n) })),
  fc
    .tuple(fc.integer({ min: 0, max: 95 }), fc.integer({ min: 1, max: 96 - 1 }))
    .filter(([from, length]) => from + length <= 96)
    .map(([from, length]) => ({
      fromTime: quarter(from),
      untilTime: from + length === 96 ? null : quarter(from + length),
    })),
);
const rule: fc.Arbitrary<WeeklyRule> = fc
  .record({
    weekday: fc.constantFrom(...WEEKDAYS),
    fromDate: date,
    lasts: fc.option(fc.integer({ min: 0, max: 200 }), { nil: null }),
    times,
  })
  .map(({ weekday, fromDate, lasts, times }) => ({
    weekday,
    fromDate,
    untilDate: lasts === null ? null : addDays(fromDate, lasts),
    ...times,
  }));
const window = fc
  .tuple(date, fc.integer({ min: 0, max: 60 }))
  .map(([from, days]) => ({ from, to: addDays(from, days) }));

/** The naive reading: is `day` one of the rule's days? */
const onLeave = (leave: WeeklyRule, day: string) =>
  weekdayOf(day) === leave.weekday && day >= leave.fromDate && (leave.untilDate === null || day <= leave.untilDate);

describe('leave every week', () => {
  it('blocks, day by day, exactly the rule’s days, from its time away to its time back', () => {
    fc.assert(
      fc.property(rule, window, (leave, { from, to }) => {
        const naive: Span[] = [];
        for (let offset = 0; offset <= daysBetween(from, to); offset++) {
          const day = addDays(from, offset);
          if (onLeave(leave, day))
            naive.push({
              start: kolkataInstant(day, leave.fromTime ?? '00:00'),
              end: kolkataInstant(day, leave.untilTime ?? '24:00'),
            });
        }
        expect(weeklyLeaveSpans(leave, from, to)).toEqual(naive);
      }),
      { numRuns: 500 },
    );
  });

  it('leaves, at any clock, the free times without it minus the slots the naive check finds on leave (and covers those)', () => {
    const hours = WEEKDAYS.map((day) => ({ day, from: '08:00', until: '20:00' }));
    const clock = fc
      .integer({ min: 0, max: 730 * 24 * 60 })
      .map((minutes) => new Date(Date.parse(`${BASE}T00:00:00Z`) + minutes * 60_000));
    fc.assert(
      fc.property(rule, window, clock, (leave, { from, to }, now) => {
        const question = {
          hours,
          slotMinutes: 30,
          minimumNoticeMinutes: 120,
          horizonDays: 365,
          now,
          from,
          to,
          held: [],
        };
        const withLeave = freeTimes({ ...question, blocked: weeklyLeaveSpans(leave, from, to) });
        const naive = freeTimes({ ...question, blocked: [] }).filter((slot) => {
          const start = kolkataDateTime(slot.start);
          const end = kolkataDateTime(slot.end).time;
          const away = (leave.fromTime ?? '00:00') < end && start.time < (leave.untilTime ?? '24:00');
          return !(onLeave(leave, start.date) && away);
        });
        expect(withLeave).toEqual(naive);
        for (const slot of freeTimes({ ...question, blocked: [] }))
          expect(weeklyLeaveCovers(leave, slot)).toBe(!withLeave.some((free) => free.start === slot.start));
      }),
      { numRuns: 300 },
    );
  });
});
