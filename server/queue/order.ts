import { queue } from '../../content/queue';

/**
 * Where a patient joining a doctor's session goes in its line (content/queue.ts `order`): a place, a number the line
 * is sorted by (then the token). Walk-ins take the time they arrive; a booked patient their booked time unless late;
 * an emergency goes right after the last emergency waiting in the line, or at its head.
 */
export interface Joining {
  /** Milliseconds from the session's start, as every place. */
  arrivedAt: number;
  /** The booked visit's start (from the session's start), for a booked patient. */
  bookedAt: number | null;
  emergency: boolean;
}

export interface Waiting {
  place: number;
  emergency: boolean;
}

const MINUTE_MS = 60_000;

/**
 * Tokens below this keep places apart: a place of anyone but an emergency is a time plus token / TOKEN_TIE, so the
 * token breaks a tie of two patients who came at the same instant; an emergency last in the line sits half a step on.
 */
export const TOKEN_TIE = 10_000;
const HALF_TIE = 0.5 / TOKEN_TIE;

/** `waiting` is the session's line of waiting patients, in its order. */
export function placeOf(joining: Joining, waiting: readonly Waiting[], rule = queue.order): number {
  const own =
    joining.bookedAt !== null &&
    rule.booked === 'at-their-time' &&
    joining.arrivedAt <= joining.bookedAt + rule.lateAfterMinutes * MINUTE_MS
      ? joining.bookedAt
      : joining.arrivedAt;
  if (!joining.emergency || !rule.emergencyFirst || waiting.length === 0) return own;
  const lastEmergency = waiting.findLastIndex((one) => one.emergency);
  if (lastEmergency === -1) return Math.min(own, waiting[0]!.place - 1);
  const after = waiting[lastEmergency]!.place;
  const before = waiting[lastEmergency + 1]?.place;
  return before === undefined ? Math.max(own, after) + HALF_TIE : (after + before) / 2;
}
