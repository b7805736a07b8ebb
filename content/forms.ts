/** Labels, placeholders and messages of the site's forms. Field names are fixed by the spec and not here. */
export const formText = {
  appointmentA: {
    label: 'Appointment request',
    name: { label: 'Your name', placeholder: 'Enter Name*' },
    email: { label: 'E-mail', placeholder: 'Enter E-Mail*' },
    service: { label: 'Service', placeholder: 'Select Services' },
    doctor: { label: 'Doctor', placeholder: 'Select Doctors' },
    number: { label: 'Mobile number', placeholder: 'Enter Mobile Number*' },
    date: { label: 'Preferred date', hint: 'We are open {openDays}. The clinic calls you to confirm the time.' },
    submit: 'Book Appointment',
    success: 'Thank you. Your request has reached the clinic; we will call you to confirm the time.',
  },
  appointmentB: {
    label: 'Make an appointment',
    country: { label: 'Country', placeholder: 'Country Origin' },
    state: { label: 'State', placeholder: 'Enter State*' },
    number: { label: 'Mobile number', placeholder: 'Enter Mobile Number*' },
    name: { label: 'Your name', placeholder: 'Enter Name*' },
    email: { label: 'E-mail', placeholder: 'Enter E-Mail*' },
    date: { label: 'Preferred date', hint: 'We are open {openDays}.' },
    submit: 'Make Appointment',
    success: 'Thank you. Your request has reached the clinic; we will call you to confirm the time.',
  },
  contact: {
    label: 'Send us a message',
    name: { label: 'Your name', placeholder: 'Enter Name*' },
    email: { label: 'E-mail', placeholder: 'Enter E-Mail*' },
    phone: { label: 'Phone (optional)', placeholder: 'Enter Phone Number' },
    message: { label: 'Message', placeholder: 'How can we help?*' },
    submit: 'Send Message',
    success: 'Thank you. Your message has reached the clinic; we answer during opening hours.',
  },
  /** The page a form without JavaScript lands on after a successful post (/thank-you?form=...). */
  thankYou: {
    lead: 'Your request has reached the clinic.',
    byForm: {
      'appointment-a': 'Thank you for your appointment request. The clinic will call you to confirm the time. This is not yet a confirmed appointment.',
      'appointment-b': 'Thank you for your appointment request. The clinic will call you to confirm the time. This is not yet a confirmed appointment.',
      contact: 'Thank you for your message. We answer during opening hours, usually within one working day.',
      comment: 'Thank you for your comment. The clinic reads every comment and may reply to you by e-mail.',
      newsletter: 'Thank you. You will receive the clinic’s health updates by e-mail.',
      'get-update': 'Thank you. You will receive the clinic’s health updates by e-mail.',
    } as Record<string, string>,
    fallback: 'Thank you. The clinic has received what you sent.',
    emergency: 'If this is an emergency, call {phone} now.',
    home: 'Back To Home',
    services: 'Read about our services',
  },
  /** Shown by the browser when a closed day is picked; {day} and {openDays} are filled in. */
  closedDay: 'We are closed on {day}s. Please choose a day from {openDays}.',
};
