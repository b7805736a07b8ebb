/**
 * The words of the site's forms: each field's label, placeholder and hint, each form's name and
 * button, and what a patient reads once a request has reached the clinic. Which fields a form has,
 * in which order and with which limits is content/form-fields.ts; field names are the spec's.
 */

/** A field's words, by field name; a form may word a field its own way (see `comment`). */
const fields = {
  name: { label: 'Your name', placeholder: 'Enter Name*' },
  email: { label: 'E-mail', placeholder: 'Enter E-Mail*' },
  serviceName: { label: 'Service', placeholder: 'Select Services' },
  select: { label: 'Doctor', placeholder: 'Select Doctors' },
  number: { label: 'Mobile number', placeholder: 'Enter Mobile Number*' },
  booking_date: { label: 'Preferred date', hint: 'We are open {openDays}. The clinic calls you to confirm the time.' },
  countryname: { label: 'Country', placeholder: 'Country Origin' },
  state: { label: 'State', placeholder: 'Enter State*' },
  appoinment_date: { label: 'Preferred date', hint: 'We are open {openDays}.' },
  phone: { label: 'Phone (optional)', placeholder: 'Enter Phone Number' },
  subject: { label: 'Subject (optional)', placeholder: 'Enter Subject' },
  message: { label: 'Message', placeholder: 'How can we help?*' },
};

const appointmentReceived = 'Thank you. Your request has reached the clinic; we will call you to confirm the time. This is not a confirmed appointment.';
const updatesReceived = 'Thank you. You will receive the clinic’s health updates by e-mail.';

export const formText = {
  fields,
  /** The blog's comment form (its title and button: content/blog-page.ts). */
  comment: {
    email: { label: 'E-mail (not published)', placeholder: 'Enter E-Mail*' },
    message: { label: 'Comment', placeholder: 'Write your comment*' },
  },
  /** Each form's accessible name and its button. */
  forms: {
    'appointment-a': { label: 'Appointment request', submit: 'Book Appointment' },
    'appointment-b': { label: 'Make an appointment', submit: 'Make Appointment' },
    contact: { label: 'Send us a message', submit: 'Send Message' },
  },
  /** The label of the honeypot field, which people never see. */
  honeypot: 'Website',
  /**
   * What a form says once its request is stored: in place (with JavaScript), in the form service's
   * JSON answer, and on the page a form without JavaScript lands on (/thank-you?form=<kind>).
   */
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
