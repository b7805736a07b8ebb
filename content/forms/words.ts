/**
 * The words of the site's forms: each field's label, placeholder and hint, each form's name and
 * button. Which fields a form has, in which order and with which limits: content/forms/table.ts;
 * what a patient reads once a request is stored: content/forms/answers.ts.
 */

/** A field's words, by field name; a form may word a field its own way (see `comment`). */
const fields = {
  name: { label: 'Your name', placeholder: 'Enter Name*' },
  patient_name: {
    label: 'Booking for someone else? Their name (optional)',
    hint: 'Leave it empty if the appointment is for you.',
  },
  email: { label: 'E-mail', placeholder: 'Enter E-Mail*' },
  serviceName: { label: 'Service', placeholder: 'Select Services' },
  select: { label: 'Doctor', placeholder: 'Select Doctors' },
  number: { label: 'Mobile number', placeholder: 'Enter Mobile Number*' },
  booking_date: { label: 'Preferred date', hint: 'We are open {openDays}. The clinic calls you to confirm the time.' },
  /** The optional time (content/forms/booking-time.ts has the picker's own words). */
  booking_time: { label: 'Time (optional)' },
  countryname: { label: 'Country', placeholder: 'Country Origin' },
  state: { label: 'State', placeholder: 'Enter State*' },
  appoinment_date: { label: 'Preferred date', hint: 'We are open {openDays}.' },
  phone: { label: 'Phone (optional)', placeholder: 'Enter Phone Number' },
  subject: { label: 'Subject (optional)', placeholder: 'Enter Subject' },
  message: { label: 'Message', placeholder: 'How can we help?*' },
};

export const formWords = {
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
  /** Under a booking's select its other choice narrowed (with JavaScript): {doctor}, {service}, the choice. */
  narrowed: {
    services: 'Only the services {doctor} sees are listed.',
    doctors: 'Only the doctors who see patients for {service} are listed.',
  },
};

/**
 * How the clinic names a field in a request's e-mail and on the front desk, where not by its label
 * (server/storage/stored-fields.ts); not loaded by the site's pages.
 */
export const staffLabels: Record<string, string> = {
  name: 'Name',
  patient_name: 'Booked for',
  email: 'E-mail',
  phone: 'Phone',
  subject: 'Subject',
  message: 'Message',
  postSlug: 'Post',
  replyTo: 'In reply to',
};
