/**
 * What a patient reads once a form's request is stored: in place (with JavaScript), in the form
 * service's JSON answer, and on the page a form without JavaScript lands on (/thank-you?form=<kind>).
 * One text per form kind, read by all three.
 */
const appointmentReceived =
  'Thank you. Your request has reached the clinic; we will call you to confirm the time. This is not a confirmed appointment.';
const updatesReceived = 'Thank you. You will receive the clinic’s health updates by e-mail.';

export const formAnswers = {
  success: {
    'appointment-a': appointmentReceived,
    'appointment-b': appointmentReceived,
    contact:
      'Thank you. Your message has reached the clinic; we answer during opening hours, usually within one working day.',
    comment: 'Thank you. Your comment will appear once the clinic has read it.',
    newsletter: updatesReceived,
    'get-update': updatesReceived,
  },
  /**
   * What a booking form shows once its request is stored: in place of the form with JavaScript, and on
   * the page the service answers a native post with (/request-received). {phone} is the number the
   * patient gave; {hours} one `callPeriod` per run of days open at the same sessions (content/site.ts opening hours),
   * joined by `callJoin`; its {times} one `callTime` per session, joined by `callTimeJoin`; {opens} and {closes} as
   * "9:00" and "16:00".
   */
  booking: {
    heading: 'Your appointment request has reached the clinic',
    date: 'Preferred date',
    doctor: 'Doctor',
    service: 'Service',
    noPreference: 'No preference',
    /**
     * The short reference the patient's e-mail carries and the clinic finds the request by (page without JavaScript).
     */
    reference: 'Reference',
    notConfirmed: 'This is a request, not yet a confirmed appointment.',
    call: 'We will call you on {phone} to agree the time, {hours}.',
    callPeriod: '{times}, {days}',
    callTime: 'between {opens} and {closes}',
    callTimeJoin: ' or ',
    callJoin: ', or ',
    days: '{first} to {last}',
    another: 'Request another appointment',
    pageTitle: 'Request received',
  },
  /** The rest of the thank-you page. */
  thankYou: {
    lead: 'Your request has reached the clinic.',
    fallback: 'Thank you. The clinic has received what you sent.',
    emergency: 'If this is an emergency, call {phone} or {ambulance} for an ambulance now.',
    home: 'Back To Home',
    services: 'Read about our services',
  },
};
