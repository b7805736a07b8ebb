import { kolkataTimeOfDay, todayInKolkata } from '../booking-dates';
import type { CheckedValue, Refusal } from './rules';

/**
 * The booking-time rules of the form rules (common/forms/rules.ts), both sides: an optional HH:MM, only with a doctor
 * (a time is the doctor's), never already past in India. Whether the time is one of the doctor's free times (not taken,
 * not closed, not on leave) only the service can know: it holds the time in the request's transaction and says why it
 * cannot (server/diary/store/hold-visit.ts), in the diary's words.
 */

const HH_MM = /^(?:[01]\d|2[0-3]):[0-5]\d$/;

/** The field's own rule: '' is none, else a real HH:MM. */
export const isTimeOfDay = (value: string) => HH_MM.test(value);

/**
 * The refusals of a time once each field's own rule passed: no doctor chosen (`timeNeedsDoctor`), or today and already
 * past (`timePast`, with the time now).
 */
export function bookingTimeRefusals(
  names: { time?: string; doctor?: string; date?: string },
  values: Record<string, CheckedValue>,
  now: Date,
): Array<{ name: string; refusal: Refusal }> {
  const time = names.time && values[names.time];
  if (typeof time !== 'string') return [];
  if (typeof (names.doctor && values[names.doctor]) !== 'string')
    return [{ name: names.time!, refusal: { key: 'timeNeedsDoctor' } }];
  const date = names.date && values[names.date];
  const nowTime = kolkataTimeOfDay(now);
  if (date === todayInKolkata(now) && time <= nowTime)
    return [{ name: names.time!, refusal: { key: 'timePast', slots: { now: nowTime } } }];
  return [];
}
