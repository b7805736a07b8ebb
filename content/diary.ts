import { diarySchemaFor } from './schema/diary';
import { site } from './site';
import { visitLengths } from './visit-lengths';

/**
 * The diary: real appointment times computed from each doctor's consulting hours (content/site.ts), the desk's leave
 * and closures, and the visits already held. Validated here, at import, so a wrong value (a length for a key that is
 * no doctor's too) stops the build and the service's start.
 */
export const diary = diarySchemaFor(site.doctors.map((doctor) => doctor.key)).parse({
  slotMinutes: 15,
  slotMinutesByDoctor: visitLengths,
  minimumNoticeMinutes: 120,
  confirmation: 'review',
  changeDeadlineMinutes: 120,
  maxRangeDays: 31,
  messages: {
    justTaken: 'That time was just taken by another patient. Please choose another time.',
    notOffered: 'That time is not one of the free times of the doctor. Please choose one of the times offered.',
    clinicClosed: 'The clinic is closed on that date: {reason}. Please choose another date.',
    doctorAway: '{doctor} is away on that date. Please choose another date or doctor.',
    nextFreeDays: 'The next days with free times with {doctor}: {dates}.',
  },
  holdExpiry: {
    holdHours: 24,
    endsMinutesBeforeVisit: 60,
    byClinic: 'the clinic, automatically',
    logAction: 'held time ended',
    mail: {
      subject: 'The time held for you has ended - {practice}',
      ended:
        'The time held for your visit with {doctor} on {date} at {time} was not confirmed in time, so it is free again for other patients.',
      pickAgain: 'To pick a time again, open your own page: {link}\nOr call us on {phone}.',
    },
  },
  blockedVisit: {
    subject: 'Your visit on {date} at {time} cannot take place - {practice}',
    closed:
      'We are sorry: the clinic is closed on {date} ({reason}), so your visit with {doctor} at {time} cannot take place.',
    away: 'We are sorry: {doctor} is away on {date}, so your visit at {time} cannot take place.',
    pickAgain:
      'Please pick another time on your own page: {link}\nOr call us on {phone} and we will find one with you.',
    logAction: 'patient told of closure or leave',
  },
  desk: {
    title: 'Leave and closures',
    navLink: 'Leave and closures',
    toMove: 'Visits to move',
    toMoveIntro:
      'These visits fall inside leave or a closure entered after they were booked. Call each patient to agree a new time.',
    noneToMove: 'No visit falls inside leave or a closure.',
    addLeave: 'Doctor away',
    addClosure: 'Clinic closed',
    doctor: 'Doctor',
    fromDate: 'From (date)',
    toDate: 'To (date, included)',
    fromTime: 'Away from (time on the first day, optional)',
    untilTime: 'Back at (time on the last day, optional)',
    timesHint: 'Leave the times empty for whole days.',
    reason: 'Reason, as patients will read it',
    reasonHint: 'For example: Diwali, or the clinic is being repaired.',
    leaveList: 'Doctors away',
    closureList: 'Clinic closed',
    noRanges: 'Nothing entered from today on.',
    wholeDay: 'whole day',
    remove: 'Remove',
    problems: {
      doctor: 'Choose one of the clinic’s doctors.',
      date: 'Give both dates as real calendar dates.',
      order: 'The last date must be the same as the first or later.',
      past: 'The last date is in the past.',
      time: 'Give times as HH:MM, or leave them empty.',
      timeOrder: 'On a single day, the time back must be after the time away.',
      reason: 'Write the reason patients will read (2 to 120 characters).',
      gone: 'That entry was already removed.',
    },
    weekly: {
      add: 'Away every week',
      weekday: 'Day of the week',
      fromDate: 'From (date)',
      untilDate: 'Until (date, included, optional)',
      untilHint: 'Leave the last date empty while it goes on.',
      fromTime: 'Away from (time each week, optional)',
      untilTime: 'Back at (time each week, optional)',
      timesHint: 'The same times every week; leave them empty for the whole day.',
      every: 'every {day}',
      from: 'from {date}',
      until: 'until {date}',
      list: 'Doctors away every week',
      problems: {
        weekday: 'Choose a day of the week.',
        timeOrder: 'The time back must be after the time away.',
        none: 'That day of the week does not fall between the two dates.',
      },
    },
  },
});
