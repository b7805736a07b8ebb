import type { ClinicPages } from '../schema/clinic-pages';

/** Words, images and links of the clinic pages: faqs. */
export const faqsPage = {
  heading: {
    eyebrow: 'Questions and answers',
    title: 'Answers to common questions',
    lead: 'About appointments, timings, reports, payments and follow-ups. Open a question to read its answer.',
  },
  askCard: {
    title: 'Still have a question?',
    text: 'Write to us or call the clinic during opening hours; we are happy to help.',
    button: { label: 'Contact Us', path: '/contact' },
  },
} satisfies ClinicPages['faqs'];
