import { daySchema } from './schema/day';

/**
 * The front desk's day view (/desk/day): one column per doctor, each slot free or held. Validated here, at import, so a
 * wrong word stops the service's start. {placeholders} are filled by the service.
 */
export const day = daySchema.parse({
  title: 'The day',
  nav: 'Day',
  dayHeading: '{date}',
  previousDay: 'Previous day',
  nextDay: 'Next day',
  previousWeek: 'Week before',
  nextWeek: 'Week after',
  today: 'Today',
  goTo: 'Go to a date',
  show: 'Show',
  noHours: 'Does not consult on this day.',
  states: {
    free: 'Free',
    closed: 'Clinic closed',
    away: 'Doctor away',
    unavailable: 'Not bookable',
  },
  statuses: {
    held: 'Waiting for confirmation',
    confirmed: 'Confirmed',
    visited: 'Arrived',
    'no-show': 'Did not come',
  },
  book: 'Book',
  bookFor: 'Book {time} with {doctor}',
  name: 'Patient name',
  phone: 'Phone',
  arrived: 'Arrived',
  noShow: 'Did not come',
  undoMark: 'Undo',
  cancelVisit: 'Cancel visit',
  booked: 'Booked {time} with {doctor} for {name}.',
  marked: 'Saved.',
  nearest: 'Nearest free times:',
  problems: {
    name: 'Write the patient’s name.',
    slot: 'That is not a time of this doctor. Choose a free time from the day.',
    date: 'That is not a date. Choose one as YYYY-MM-DD.',
    visit: 'That visit is cancelled or no longer exists.',
    undo: 'A mark can be undone only on the day it was made.',
    held: 'This time is waiting for confirmation: open the request and confirm it first, then mark it.',
  },
  week: {
    title: 'The week',
    link: 'Week',
    heading: '{from} to {to}',
    previousWeek: 'Week before',
    thisWeek: 'This week',
    nextWeek: 'Week after',
    doctor: 'Doctor',
    allDoctors: 'All doctors',
    show: 'Show',
    free: '{count} of {total} free',
    noVisits: 'No visits.',
    openDay: '(open the day)',
  },
});
