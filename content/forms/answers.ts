/**
 * What a patient reads once a form's request is stored: in place (with JavaScript), in the form
 * service's JSON answer, and on the page a form without JavaScript lands on (/thank-you?form=<kind>).
 * One text per form kind, read by all three.
 */
const appointmentReceived = 'Thank you. Your request has reached the clinic; we will call you to confirm the time. This is not a confirmed appointment.';
const updatesReceived = 'Thank you. You will receive the clinic’s health updates by e-mail.';

export const formAnswers = {
  success: {
    'appointment-a': appointmentReceived,
    'appointment-b': appointmentReceived,
    contact: 'Thank you. Your message has reached the clinic; we answer during opening hours, usually within one working day.',
    comment: 'Thank you. Your comment will appear once the clinic has read it.',
    newsletter: updatesReceived,
    'get-update': updatesReceived,
  },
  /** The rest of the thank-you page. */
  thankYou: {
    lead: 'Your request has reached the clinic.',
    fallback: 'Thank you. The clinic has received what you sent.',
    emergency: 'If this is an emergency, call {phone} now.',
    home: 'Back To Home',
    services: 'Read about our services',
  },
};
