import { kolkataDateTime, kolkataInstant } from '../../common/booking-dates';
import { describe, expect, it } from 'vitest';
import { freeTimes, nearestFreeTimes, rangeSpan, type AvailabilityQuestion } from '../../server/diary/availability';
import { NOW } from '../fixed-clock';

const weekdays = (from: string, until: string) =>
  (['monday', 'tuesday', 'wednesday', 'thursday', 'friday'] as const).map((day) => ({ day, from, until }));

function ask(overrides: Partial<AvailabilityQuestion>): AvailabilityQuestion {
  return {
    hours: weekdays('09:00', '13:00'),
    slotMinutes: 15,
    minimumNoticeMinutes: 120,
    horizonDays: 365,
    now: NOW,
    from: '2026-11-24',
    to: '2026-11-24',
    blocked: [],
    held: [],
    ...overrides,
  };
}

/** The free times as "YYYY-MM-DD HH:MM" in Kolkata, as a patient reads them. */
const shown = (question: AvailabilityQuestion) =>
  freeTimes(question).map((slot) => {
    const { date, time } = kolkataDateTime(slot.start);
    return `${date} ${time}`;
  });

describe('free times', () => {
  it('stores UTC and reads Kolkata: 09:00 IST is 03:30 UTC', () => {
    expect(new Date(kolkataInstant('2026-11-24', '09:00')).toISOString()).toBe('2026-11-24T03:30:00.000Z');
    expect(kolkataDateTime(Date.parse('2026-11-23T18:45:00.000Z'))).toEqual({ date: '2026-11-24', time: '00:15' });
  });

  it('offers no slot that would end after the consulting hours', () => {
    const times = shown(ask({ hours: [{ day: 'tuesday', from: '09:00', until: '10:10' }], slotMinutes: 20 }));
    expect(times).toEqual(['2026-11-24 09:00', '2026-11-24 09:20', '2026-11-24 09:40']);
  });

  it('counts minimum notice across midnight', () => {
    // Monday 22:00 in Kolkata with 12 hours' notice: Tuesday's first free time is 10:00, not 09:00.
    const now = new Date(kolkataInstant('2026-11-23', '22:00'));
    const times = shown(ask({ now, minimumNoticeMinutes: 12 * 60 }));
    expect(times[0]).toBe('2026-11-24 10:00');
    expect(times).not.toContain('2026-11-24 09:45');
    expect(times).toHaveLength(12);
  });

  it('leaves the morning free when leave starts mid-day, and the next day empty', () => {
    const leave = rangeSpan({ fromDate: '2026-11-24', fromTime: '11:00', toDate: '2026-11-25' });
    const times = shown(ask({ to: '2026-11-26', blocked: [leave] }));
    const tuesday = times.filter((time) => time.startsWith('2026-11-24'));
    expect(tuesday.at(0)).toBe('2026-11-24 09:00');
    expect(tuesday.at(-1)).toBe('2026-11-24 10:45');
    expect(tuesday).toHaveLength(8);
    expect(times.filter((time) => time.startsWith('2026-11-25'))).toEqual([]);
    expect(times.filter((time) => time.startsWith('2026-11-26'))).toHaveLength(16);
  });

  it('offers nothing beyond the 365-day horizon', () => {
    // Today is 2026-11-23; the last bookable date is 2027-11-23 (a Tuesday).
    const times = shown(ask({ from: '2027-11-22', to: '2027-11-26' }));
    expect(times.filter((time) => time.startsWith('2027-11-22'))).toHaveLength(16);
    expect(times.filter((time) => time.startsWith('2027-11-23'))).toHaveLength(16);
    expect(times.some((time) => time >= '2027-11-24')).toBe(false);
  });

  it('leaves a doctor with one consulting day no time in a week the clinic is closed that day', () => {
    const hours = [{ day: 'wednesday' as const, from: '13:00', until: '16:00' }];
    const closure = rangeSpan({ fromDate: '2026-11-25', toDate: '2026-11-25' });
    const times = shown(ask({ hours, from: '2026-11-23', to: '2026-12-02', blocked: [closure] }));
    expect(times.every((time) => time.startsWith('2026-12-02'))).toBe(true);
    expect(times).toHaveLength(12);
  });

  it('offers nothing before today or before the notice, and skips held times of any length', () => {
    const held = [{ start: kolkataInstant('2026-11-24', '09:10'), end: kolkataInstant('2026-11-24', '09:40') }];
    const times = shown(ask({ from: '2026-11-20', held }));
    // Today (Monday 09:30) with two hours' notice: from 11:30; nothing on the days before.
    expect(times[0]).toBe('2026-11-23 11:30');
    // A held 09:10-09:40 (another length) takes every 15-minute slot it touches: 09:00, 09:15, 09:30.
    expect(times.filter((time) => time.startsWith('2026-11-24')).slice(0, 2)).toEqual([
      '2026-11-24 09:45',
      '2026-11-24 10:00',
    ]);
  });

  it('names the nearest free times to one that was taken, in time order', () => {
    const free = freeTimes(ask({}));
    const wanted = kolkataInstant('2026-11-24', '10:00');
    const nearest = nearestFreeTimes(
      free.filter((slot) => slot.start !== wanted),
      wanted,
    ).map((slot) => kolkataDateTime(slot.start).time);
    expect(nearest).toEqual(['09:30', '09:45', '10:15']);
  });
});
