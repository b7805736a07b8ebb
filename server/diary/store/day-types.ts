import type { Span } from '../availability';
import type { DiaryDoctor } from '../doctors';

/** The desk's day as the day view and the week view draw it (day-store.ts reads it). */

/** A visit as the day view shows it: its patient's name and phone from its request, or as the desk took them. */
export interface DayVisit {
  id: string;
  startsAt: string;
  endsAt: string;
  status: string;
  name: string;
  phone: string;
  /** The request's short reference, for a visit booked from a request. */
  ref: string | null;
  /**
   * Its mark can be taken back: it was made today, and the request has not since been given another time (the day
   * view offers Undo only then; day-store.ts `mark` refuses it otherwise).
   */
  undoable: boolean;
}

export type SlotState = 'held' | 'free' | 'closed' | 'away' | 'unavailable';

export interface DaySlot extends Span {
  /** HH:MM, Asia/Kolkata. */
  time: string;
  state: SlotState;
  visit: DayVisit | null;
  /** A closure's reason. */
  reason: string | null;
}

export interface DoctorDay {
  doctor: DiaryDoctor;
  slots: DaySlot[];
}
