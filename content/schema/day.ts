import { z } from 'zod';

const words = z.string().min(1);

/** content/day.ts: the words of the front desk's day view. */
export const daySchema = z.object({
  title: words,
  nav: words,
  /** The heading of one day: {date} is the date, written out. */
  dayHeading: words,
  previousDay: words,
  nextDay: words,
  previousWeek: words,
  nextWeek: words,
  today: words,
  goTo: words,
  show: words,
  noHours: words,
  states: z.object({ free: words, closed: words, away: words, unavailable: words }),
  statuses: z.record(z.string(), words),
  book: words,
  bookFor: words,
  name: words,
  phone: words,
  arrived: words,
  noShow: words,
  /** Takes back a mark made by mistake, the same day it was made: the visit is confirmed again. */
  undoMark: words,
  /** Cancels a visit booked at the desk (a caller or walk-in): its time is free at once. */
  cancelVisit: words,
  /** Moves a visit booked at the desk to one of its doctor's nearest free times (buttons); {name} the patient. */
  moveVisit: words,
  moveTo: words,
  booked: words,
  marked: words,
  nearest: words,
  problems: z.object({
    name: words,
    slot: words,
    date: words,
    visit: words,
    undo: words,
    undoRebooked: words,
    held: words,
  }),
  /** The week view (/desk/week): seven days, read only, each linking to its day. */
  week: z.object({
    title: words,
    /** The day view's link to the week it is in. */
    link: words,
    /** {from} and {to}: the first and last day, written out. */
    heading: words,
    previousWeek: words,
    thisWeek: words,
    nextWeek: words,
    doctor: words,
    allDoctors: words,
    show: words,
    /** {count} free slots of {total}. */
    free: words,
    noVisits: words,
    /** Hidden words after a day's link, for a screen reader: which page it opens. */
    openDay: words,
  }),
});
