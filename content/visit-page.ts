import { visitPageSchema } from './schema/visit-page';

/**
 * The patient's own page of a visit (docs/decisions/0050-the-visit-link.md): what it says, and the e-mails a change
 * made there sends. {placeholders} are filled by the service. Validated at import.
 */
export const visitPage = visitPageSchema.parse({
  path: '/visit',
  title: 'Your visit',
  byPatient: 'the patient, by their link',
  details: {
    reference: 'Reference',
    doctor: 'Doctor',
    date: 'Date',
    time: 'Time',
    dayAsked: 'Day asked for',
    status: 'Status',
    anyDoctor: 'Any doctor',
  },
  states: {
    confirmed: 'Confirmed by the clinic.',
    held: 'This time is kept for you; the clinic will confirm it.',
    offered: 'The clinic offers you this time. Take it below, pick another time, or cancel.',
    noTime: 'The clinic will call you to agree a time, or you can pick a free time below.',
  },
  accept: {
    heading: 'Take the time offered',
    intro: 'If this time suits you, take it: your visit is then confirmed, and we send you its calendar entry.',
    submit: 'Yes, I will come at this time',
    notOffered: 'This time is no longer an offer waiting for your answer, so nothing was changed.',
  },
  pastDeadline:
    'Your visit is less than {hours} hours away, so it can no longer be changed here. To move or cancel it, please call the clinic on {phone}.',
  noDoctor:
    'You did not choose a doctor, so the clinic will call you to agree a doctor and a time. You can also call the clinic on {phone}.',
  move: {
    heading: 'Move your visit',
    pickHeading: 'Pick a time',
    intro: 'Choose a day to see the doctor’s free times.',
    dateLabel: 'Day',
    dateHint: 'The free times of that day are shown next.',
    showTimes: 'Show free times',
    timesLegend: 'Free times on {date}',
    noTimes: 'No free time on {date}. Please choose another day.',
    submit: 'Move my visit to this time',
    pickSubmit: 'Take this time',
    badDate: 'Please give a real date.',
    noTimeChosen: 'Please choose one of the times.',
    nearest: 'The nearest free times',
  },
  cancel: {
    heading: 'Cancel your visit',
    link: 'Cancel this visit',
    confirm: 'Cancel your visit on {when}? The time is given to another patient at once.',
    submit: 'Yes, cancel my visit',
    keep: 'No, keep it',
  },
  done: {
    movedTitle: 'Your visit is moved',
    moved: 'Your visit with {doctor} is now on {date} at {time}.',
    cancelledTitle: 'Your visit is cancelled',
    cancelled: 'Your visit is cancelled, and its time is free for another patient.',
    acceptedTitle: 'Your visit is confirmed',
    accepted: 'Thank you: your visit with {doctor} on {date} at {time} is confirmed.',
    mailNote: 'We have sent you an e-mail about it.',
  },
  ended: {
    title: 'This link no longer works',
    text: 'This link ended with the visit it was for: the visit is over, cancelled, or its request was deleted. To book again, use the appointment form, or call the clinic on {phone}.',
  },
  home: 'Back to the home page',
  mail: {
    linkLine: 'To see, move or cancel your visit: {link}',
    movedSubject: 'Your visit is moved to {date}, {time} - {practice}',
    moved: 'As you asked, your visit with {doctor} is now on {date} at {time}{for}.',
    cancelledSubject: 'Your visit is cancelled - {practice}',
    cancelled: 'As you asked, your visit with {doctor} on {date} is cancelled. Its time is free for another patient.',
  },
  /** The clinic's note of a change the patient made alone: {ref}, {name}, {what} ("2026-11-30 10:15, Dr. X"). */
  clinicNotice: {
    subject: 'Patient change {ref}: {name}',
    moved: '{name} ({ref}) moved their visit on their own page: {what}.',
    cancelled: '{name} ({ref}) cancelled their visit on their own page: {what}. The time is free again.',
    picked: '{name} ({ref}) picked a time after sending the request: {what}. Confirm it in the front desk.',
    accepted: '{name} ({ref}) took the time the clinic offered, on their own page: {what}. The visit is confirmed.',
    open: 'Open it in the front desk: {link}',
  },
});
