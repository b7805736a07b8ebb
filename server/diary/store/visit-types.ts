import type { DiaryDoctor } from '../doctors';

/**
 * The visit's types that the request store carries (server/storage/types.ts: a booking with its picked time), apart
 * from the diary's code, so the store's types need none of it.
 */

export type VisitStatus = 'held' | 'confirmed';

export interface HeldVisit {
  id: string;
  doctor: string;
  startsAt: string;
  endsAt: string;
  status: VisitStatus;
}

/**
 * The time a patient picked on a booking form, held in the request's own transaction (server/storage/request-insert.ts,
 * the step after a booking sent without JavaScript): the request and its visit are stored together, or neither.
 */
export interface RequestVisit {
  doctor: DiaryDoctor;
  /** The slot's start, a UTC instant in milliseconds. */
  start: number;
  /** `held` for the desk to confirm (the clinic's `review`), `confirmed` at once (`instant`): content/diary.ts. */
  status: VisitStatus;
  now: Date;
}
