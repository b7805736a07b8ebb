/**
 * The lifecycle of a token in the waiting room (docs/decisions/0082-the-waiting-room-on-the-visit.md): each change the
 * desk or the doctor makes is one of these transitions, from the states it names, logged in the desk's log under its
 * action. A token is waiting when it joins (a walk-in, or a booked patient's check-in).
 */
export const QUEUE_STATES = ['waiting', 'called', 'skipped', 'done', 'left'] as const;
export type QueueState = (typeof QUEUE_STATES)[number];

export const TRANSITIONS = {
  /** The doctor calls this patient in (call next calls the first waiting). */
  call: { from: ['waiting'], to: 'called', action: 'queue: called' },
  /** The patient called did not answer: kept aside to be called again. */
  skip: { from: ['called'], to: 'skipped', action: 'queue: skipped' },
  /** A patient who did not answer is called again. */
  recall: { from: ['skipped'], to: 'called', action: 'queue: recalled' },
  /** The doctor has seen the patient. */
  done: { from: ['called'], to: 'done', action: 'queue: seen' },
  /** The patient went away before being seen. */
  left: { from: ['waiting', 'skipped'], to: 'left', action: 'queue: left without being seen' },
} as const satisfies Record<string, { from: readonly QueueState[]; to: QueueState; action: string }>;

export type QueueAction = keyof typeof TRANSITIONS;

export const QUEUE_ACTIONS = Object.keys(TRANSITIONS) as QueueAction[];

/** A call (or recall) first ends the doctor's patient in the room as seen: one patient with the doctor at a time. */
export const CALLS: readonly QueueAction[] = ['call', 'recall'];

export function allows(action: QueueAction, state: string): boolean {
  return (TRANSITIONS[action].from as readonly string[]).includes(state);
}
