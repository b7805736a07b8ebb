import { fill } from '../ui';
import type { FieldRefusals } from './kinds';
import { LIMITS } from './limits';

/**
 * What the form service says when it refuses a field (docs/form-service.md), and the page it
 * answers a form posted without JavaScript with. Each message speaks to the patient and names
 * what to do. `{maxName}`-style slots are the limits of content/forms/kinds.ts.
 */
export const formMessages = {
  unknownForm: 'This form cannot be sent to this address. Please use the form on our website.',
  nameRequired: 'Please enter your name.',
  nameTooLong: 'Please shorten your name to {maxName} characters or fewer.',
  patientNameTooLong: 'Please shorten the name of the person you book for to {maxName} characters or fewer.',
  patientNameCharacters:
    'The name of the person you book for contains a character that is not allowed here: a line break, or an invisible mark that changes the direction or spacing of text. Please type it again.',
  emailRequired: 'Please enter your e-mail address.',
  emailInvalid: 'Please enter a valid e-mail address, like name@example.com.',
  emailTooLong: 'Please shorten your e-mail address to {maxEmail} characters or fewer.',
  mobileRequired: 'Please enter your mobile number.',
  phoneInvalid: 'Please enter a phone number of 7 to 15 digits. You may start with + and use spaces or dashes.',
  stateRequired: 'Please enter your state.',
  stateTooLong: 'Please shorten the state to {maxState} characters or fewer.',
  subjectTooLong: 'Please shorten the subject to {maxSubject} characters or fewer.',
  messageRequired: 'Please write your message.',
  messageTooLong: 'Please shorten your message to {maxMessage} characters or fewer.',
  dateRequired: 'Please choose a date for your appointment.',
  dateInvalid: 'Please enter a real calendar date as year-month-day (YYYY-MM-DD).',
  /** {today} and {last}: dates in Indian order (common/forms/booking-date-rule.ts). */
  datePast: 'Please choose today ({today}) or a later date.',
  dateTooFar: 'Please choose a date up to {last}, within the next {bookingWindowDays} days.',
  /** {day}: the day's name; {openDays}: as content/forms/open-days.ts says them. */
  dateClosed: 'We are closed on {day}s. Please choose a day {openDays}.',
  /** A date the clinic's sessions do not run (a week its rule leaves out): {date} as "Saturday, 12 December". */
  dateClosedOn: 'We are closed on {date}. Please choose a day {openDays}.',
  /** Today, once the clinic's last session has ended. */
  dateClosedToday: 'We have closed for today. Please choose a later day {openDays}.',
  /**
   * {doctor}: the chosen doctor's name; {date}: the date chosen ("Saturday, 12 December"); {next}: the next days the
   * doctor consults (common/forms/doctor-rule.ts).
   */
  dateDoctorAway:
    '{doctor} does not consult on {date}. Next consulting days: {next}. Please choose one of them, or another doctor.',
  /** Today, once the doctor's last session has ended: {doctor}, {next} as above. */
  dateDoctorDone:
    '{doctor} sees no more patients today. Next consulting days: {next}. Please choose one of them, or another doctor.',
  /** {doctor}: the chosen doctor's name; {service}: the chosen service. */
  doctorService: '{doctor} does not see patients for {service}. Please choose another doctor, or another service.',
  /** As `doctorService`; {doctors}: the doctors who do, "Dr. A or Dr. B" (content/forms/open-days.ts). */
  doctorServiceOthers:
    '{doctor} does not see patients for {service}. For {service}, please choose {doctors}, or choose another service.',
  timeInvalid: 'Please choose one of the times offered, or leave the time empty.',
  timeNeedsDoctor: 'Please choose a doctor to pick a time, or leave the time empty.',
  /** {now}: the time now in India, HH:MM. */
  timePast: 'That time has passed (it is {now} now). Please choose a later time.',
  service: 'Please choose a service from the list.',
  doctor: 'Please choose a doctor from the list.',
  country: 'Please choose a country from the list.',
  consent: 'Please tick the box to agree to the privacy notice.',
  nameCharacters:
    'Your name contains a character that is not allowed here: a line break, or an invisible mark that changes the direction or spacing of text. Please type your name again.',
  stateCharacters:
    'The state contains a character that is not allowed here: a line break, or an invisible mark that changes the direction or spacing of text. Please type it again.',
  subjectCharacters:
    'The subject contains a character that is not allowed here: a line break, or an invisible mark that changes the direction or spacing of text. Please type it again.',
  messageCharacters:
    'Your message contains an invisible character that is not allowed, such as a mark that changes the direction of text. Line breaks are fine. Please type or paste it again as plain text.',
  commentCharacters:
    'Your comment contains an invisible character that is not allowed, such as a mark that changes the direction of text. Line breaks are fine. Please type or paste it again as plain text.',
  postSlug: 'This comment is not linked to a blog post. Please send it from the post’s page.',
  replyTo: 'The comment you reply to was not found. Please reply from the post’s page.',
};

/**
 * Which message refuses each field of the form table, by field name, for each way it can fail
 * (content/forms/kinds.ts `FieldRefusals`; a form may word a field its own way in its row: the
 * comment form's message). Here, not in the table, so the pages load them only when a form is sent.
 */
export const refusals: Record<string, FieldRefusals> = {
  name: { required: 'nameRequired', tooLong: 'nameTooLong', characters: 'nameCharacters' },
  patient_name: { tooLong: 'patientNameTooLong', characters: 'patientNameCharacters' },
  email: { required: 'emailRequired', tooLong: 'emailTooLong', invalid: 'emailInvalid' },
  number: { required: 'mobileRequired', tooLong: 'phoneInvalid', invalid: 'phoneInvalid' },
  phone: { tooLong: 'phoneInvalid', invalid: 'phoneInvalid' },
  serviceName: { invalid: 'service' },
  select: { invalid: 'doctor' },
  countryname: { invalid: 'country' },
  booking_date: { required: 'dateRequired', invalid: 'dateInvalid' },
  appoinment_date: { required: 'dateRequired', invalid: 'dateInvalid' },
  booking_time: { invalid: 'timeInvalid' },
  state: { required: 'stateRequired', tooLong: 'stateTooLong', characters: 'stateCharacters' },
  subject: { tooLong: 'subjectTooLong', characters: 'subjectCharacters' },
  message: { required: 'messageRequired', tooLong: 'messageTooLong', characters: 'messageCharacters' },
  postSlug: { required: 'postSlug', tooLong: 'postSlug', invalid: 'postSlug' },
  replyTo: { tooLong: 'replyTo', invalid: 'replyTo' },
  consent: { required: 'consent' },
};

/** Every message with its limits filled in, as the service answers and the browser shows it. */
export const fieldMessages = /* @__PURE__ */ withLimits(LIMITS);

/**
 * The messages with these limits filled in. The form in the browser, loaded when it is first sent,
 * calls it with the limits its page already has (app/components/forms/form-feedback.tsx), so it
 * shares no module with the page's first load (the bars of docs/design.md).
 */
export function withLimits(limits: Record<string, number>) {
  return Object.fromEntries(Object.entries(formMessages).map(([key, text]) => [key, fill(text, limits)])) as Record<
    keyof typeof formMessages,
    string
  >;
}

/** The page the service answers a form posted without JavaScript with, when a field was refused. */
export const formErrorPage = {
  headings: {
    'appointment-a': 'Please check your appointment request',
    'appointment-b': 'Please check your appointment request',
    contact: 'Please check your message',
    comment: 'Please check your comment',
    newsletter: 'Please check your e-mail address',
    'get-update': 'Please check your e-mail address',
  },
  /** Also the error summary above a form with JavaScript (app/components/forms/form-feedback.tsx). */
  summaryOne: 'Not sent yet. One field needs your attention:',
  summaryMany: 'Not sent yet. {count} fields need your attention:',
  resend: 'Send again',
  back: 'Back to the page you came from',
  home: 'Go to the home page',
};
