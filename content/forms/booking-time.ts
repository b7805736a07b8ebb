/**
 * The words of a booking's time (the form table's optional `booking_time`): the step the form service draws for a
 * booking sent without JavaScript, and what a patient reads once a time is held (the picker's own words:
 * content/forms/time-picker.ts). Apart from content/forms/words.ts so a page's first load carries none of it. Why a
 * time is refused (taken, not offered, closed, away) is the diary's to say: content/diary.ts `messages`.
 */
export const bookingTimeWords = {
  /** A refused time's nearest free times, after the diary's message: {times}, "Thursday, 26 November 10:15, …". */
  alternatives: 'Free times nearest to it: {times}.',
  /** The confirmation's row and its words once a time is held. */
  time: 'Time',
  held: 'Your time is held for you. The clinic confirms it by e-mail, usually the same day.',
  confirmed: 'Your appointment is confirmed. A confirmation e-mail with a calendar file is on its way.',
  /** The JSON answer's message, with {time} and {date}. */
  heldAnswer: 'Thank you. {time} on {date} is held for you; the clinic confirms it by e-mail.',
  confirmedAnswer:
    'Thank you. Your appointment at {time} on {date} is confirmed; an e-mail with a calendar file follows.',
  /** The acknowledgment's sentence when a time is held: {date}, {time}, {choices} (" (Diabetes, Dr. Ananya Rao)"). */
  heldMail:
    'We received your request for an appointment on {date} at {time}{choices}; the time is held for you, and the clinic confirms it by e-mail.',
  /**
   * The clinic's notification of a booking with a picked time: its subject ({date}, {time}) and first paragraph, by
   * what the clinic's setting made of the time (content/diary.ts `confirmation`).
   */
  clinicMail: {
    subject: 'New appointment request for {date} at {time}',
    held: 'A new appointment request arrived on the website. The patient picked {time}, and it is held for them: confirm it in the front desk, or call the patient to agree another time. Reply to this e-mail to write to them.',
    confirmed:
      'A new appointment was booked on the website for {time}. It is confirmed, and the patient was sent the confirmation with its calendar file. Reply to this e-mail to write to them.',
    /** The time's row among the request's fields: {time} and its state. */
    row: { held: '{time} (held, to confirm)', confirmed: '{time} (confirmed)' },
  },
  /** The service's step after a booking sent without JavaScript (server/forms/time-step.tsx). */
  step: {
    heading: 'Pick a time now (optional)',
    intro: '{doctor} has these free times on {date}. Pick one to hold it, or do nothing and the clinic calls you.',
    pick: 'Hold {time}',
    taken: 'This request already has a time.',
    /** A pick for a request the patient cancelled or the clinic declined (or whose visit is over): heading, words. */
    closedHeading: 'This request is closed',
    closed:
      'This request is closed, so no time can be held for it. To see a doctor, please book again or call the clinic.',
    gone: 'This page has expired. Please call the clinic to agree a time.',
  },
};
