import type { ClinicPages } from '../schema/clinic-pages';

/** Words, images and links of the clinic pages: projectDetails. */
export const projectDetailsPage = {
  hero: {
    src: 'projects/project-1.svg',
    alt: 'Illustration of a health camp under an awning: a doctor, a nurse checking an older woman’s blood pressure, and a woman waiting her turn',
  },
  title: 'Health check programme for adults over forty',
  paragraphs: [
    'Many long-term conditions, such as diabetes, high blood pressure and thyroid disease, cause no symptoms for years. This programme finds them early, when simple changes and the right medicines help most. Many people first hear of it at one of our neighbourhood health camps.',
    'It starts with a detailed consultation with one of our physicians, who chooses the tests that suit your age, family history and lifestyle. When the reports are ready, the same doctor goes through every result with you and writes a plan for the year ahead.',
  ],
  includes: {
    title: 'What the programme includes',
    items: [
      'A consultation and full examination',
      'Blood sugar, HbA1c, cholesterol, kidney and thyroid tests',
      'ECG and blood pressure check',
      'Vaccination review for adults',
      'A review visit with a written plan',
    ],
  },
  actionCards: [
    {
      title: 'Make Appointment',
      text: 'Choose a day that suits you; the clinic calls to confirm the time.',
      button: { label: 'Make Appointment', path: '/appointment' },
    },
    {
      title: 'Get Consultation',
      text: 'Not sure the programme is right for you? Ask us first, by message or phone.',
      button: { label: 'Get Consultation', path: '/contact' },
    },
  ],
  faq: { heading: { eyebrow: 'Questions', title: 'About the programme' }, initiallyOpen: 2 },
  consultants: {
    title: 'Our visiting consultants',
    lead: 'Specialists we refer to when the programme finds something that needs them.',
  },
  downloads: {
    title: 'Downloads',
    serviceReport: {
      label: 'Service Report',
      path: '/downloads/service-report.pdf',
      note: 'PDF: the programme at a glance',
      documentTitle: 'Health check programme: service report',
    },
    serviceList: {
      label: 'Service Lists',
      path: '/downloads/service-list.pdf',
      note: 'PDF: all twelve services',
      documentTitle: 'Our services',
    },
  },
  callCard: { title: 'Call Us', text: 'Questions about the programme? Call the clinic during opening hours.' },
  form: {
    eyebrow: 'Make Appointment',
    title: 'Book the programme',
    lead: 'Send us your details and preferred date; the clinic calls you to confirm the time.',
  },
} satisfies ClinicPages['projectDetails'];
