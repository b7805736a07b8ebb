import type { ClinicPages } from '../schema/clinic-pages';

/** Words, images and links of the clinic pages: teamDetails. */
export const teamDetailsPage = {
  intro: {
    heading: { eyebrow: 'Team Details', title: 'A small team that works as one' },
    paragraphs: [
      'Everyone at the clinic has a part in your care, and we meet every morning before opening to go through the day’s patients together. That way, the nurse who takes your blood pressure knows what your doctor is watching for, and the pharmacist knows why a medicine was changed.',
      'Our two physicians lead every patient’s care. Around them, nurses, a pharmacist, a laboratory technician and a physiotherapist take care of the tests, medicines, exercises and follow-up calls that make a treatment plan work at home.',
    ],
    image: { src: 'clinic/reception.jpg', alt: 'The clinic’s reception desk with a waiting area and plants' },
  },
  roles: {
    heading: { eyebrow: 'Who does what', title: 'Each role in your care' },
    items: [
      {
        title: 'Physicians',
        text: 'Examine you, decide on tests and treatment, explain results and write your plan. You see the same doctor at each visit whenever possible.',
      },
      {
        title: 'Nursing team',
        text: 'Record your vital signs, draw blood, do ECGs, dress wounds, give vaccinations, and call you with reminders before a review.',
      },
      {
        title: 'Clinical pharmacist',
        text: 'Goes through every medicine and supplement you take, looks for interactions, and shows you how and when to take each one.',
      },
      {
        title: 'Laboratory technician',
        text: 'Collects and labels samples, sends them to the partner laboratory, and makes sure every report reaches your doctor.',
      },
      {
        title: 'Physiotherapist',
        text: 'Helps with joint pain, stiffness, balance and recovery after illness, with exercises planned for your home and your day.',
      },
    ],
  },
  doctors: {
    eyebrow: 'Our physicians',
    title: 'The doctors who lead your care',
    lead: 'Read each doctor’s profile: experience, the conditions they treat, and how to reach them.',
  },
  consultants: {
    eyebrow: 'Visiting consultants',
    title: 'Specialists we work with',
    lead: 'When you need a specialist, we refer you to consultants we know and trust, and send your history with you.',
  },
  commitments: {
    title: 'Our commitments to you',
    items: [
      'We introduce ourselves and explain what we are doing and why.',
      'We keep your records and conversations confidential.',
      'We welcome a family member or caregiver at any visit.',
      'We tell you clearly when you need a hospital or a specialist.',
    ],
  },
  cta: {
    title: 'See one of our doctors',
    text: 'Request an appointment and the clinic will call you to confirm a time with the doctor of your choice.',
    button: { label: 'Book Appointment', path: '/appointment' },
  },
} satisfies ClinicPages['teamDetails'];
