import { deskTimesSchema } from './schema/desk-times';

/**
 * The desk's words for real times (server/desk/pages/time-choices.tsx), moving a visit (server/diary/desk/) and the
 * owner's numbers (/desk/numbers). Validated here, at import, so a wrong value stops the service's start.
 */
export const deskTimes = deskTimesSchema.parse({
  request: {
    freeOn: 'Free times on {date} (one tap confirms and e-mails the patient):',
    freeWith: '{doctor}',
    noFree: 'No free time on that day.',
    heldTime: 'Time the patient picked (held for them)',
    confirmHeld: 'Confirm this time and e-mail the patient',
    nearest: 'Nearest free times:',
    noHeld: 'This request has no time held any more. Choose a time below.',
    unknownDoctor: 'Choose one of the clinic’s doctors.',
  },
  move: {
    newTime: 'New time',
    button: 'Move and e-mail the patient',
    noFree: 'No free time in the next two weeks: call the patient.',
    callWalkIn: 'Booked at the desk without e-mail: the patient is told by phone.',
    gone: 'That visit was already moved or cancelled.',
  },
  numbers: {
    title: 'Numbers',
    navLink: 'Numbers',
    intro: 'Each week from Monday to Sunday (India time), the latest last.',
    weeks: 12,
    week: 'Week of',
    weekOf: '{date}',
    requests: 'Requests',
    booked: 'Visits booked',
    confirmed: 'Confirmed',
    visited: 'Visited',
    cancelled: 'Cancelled',
    noShows: 'Did not come',
    noShowRate: 'No-show rate',
    noRate: '–',
    definitions: [
      'Requests: appointment requests received that week, from the website.',
      'Visits booked: times held that week, by a patient or at the desk (a move books a new one).',
      'Confirmed, visited, cancelled, did not come: the visits that fall in that week, by what became of them. Confirmed counts every visit confirmed, also those that then came or did not.',
      'No-show rate: did not come ÷ (visited + did not come).',
    ],
  },
});
