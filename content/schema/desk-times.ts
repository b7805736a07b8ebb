import { z } from 'zod';

const text = z.string().min(2);
/** A sentence the clinic writes, with {slots} the service fills. */
const sentence = z.string().min(5);

/**
 * content/desk-times.ts: the desk's words for real times on a request (the free times offered, the time a patient
 * held, the nearest times after a refusal), for moving a visit to move, and for the owner's numbers.
 */
export const deskTimesSchema = z.object({
  request: z.object({
    /** Above the free times of the day: {date} is the day written out. */
    freeOn: sentence,
    /** One doctor's free times: {doctor} is the name. */
    freeWith: text,
    noFree: sentence,
    /** The time the patient picked, held for the desk to confirm. */
    heldTime: text,
    confirmHeld: text,
    /** After a refused time. */
    nearest: text,
    noHeld: sentence,
    unknownDoctor: sentence,
  }),
  move: z.object({
    /** The label of a visit's choice of new times. */
    newTime: text,
    button: text,
    noFree: sentence,
    /** A visit taken at the desk: no e-mail goes, the receptionist calls. */
    callWalkIn: sentence,
    gone: sentence,
  }),
  numbers: z.object({
    title: text,
    navLink: text,
    intro: sentence,
    /** How many weeks the page shows, the latest last. */
    weeks: z.number().int().min(1).max(104),
    /** The week column: {date} is its Monday. */
    week: text,
    weekOf: text,
    requests: text,
    booked: text,
    confirmed: text,
    visited: text,
    cancelled: text,
    noShows: text,
    noShowRate: text,
    /** The rate when nobody was due: no visited and no no-show. */
    noRate: z.string().min(1),
    definitions: z.array(sentence).min(1),
  }),
});
