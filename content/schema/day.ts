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
  booked: words,
  marked: words,
  nearest: words,
  problems: z.object({ name: words, slot: words, date: words, visit: words }),
});
