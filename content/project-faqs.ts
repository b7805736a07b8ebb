import type { FaqItem } from './schema/clinic-pages';

/**
 * The health programme page's three questions. Apart from content/faqs.ts, whose clinic-hours answer is made
 * from content/site.ts (content/facts.ts): this page does not load that.
 */
export const projectFaqs: FaqItem[] = [
  {
    question: 'What does a health programme include?',
    answer:
      'A programme includes a detailed consultation and examination, tests chosen for your age and health risks, and a review visit where the doctor explains every result. You receive a written plan covering any follow-up tests, lifestyle changes, vaccinations and when to come back.',
  },
  {
    question: 'How long does a health programme take?',
    answer:
      'The first visit, with the consultation and blood draw, usually takes one to two hours, and any imaging at a partner centre is booked separately. The review visit is held once all the reports are ready, usually within a week.',
  },
  {
    question: 'How are the reports shared with me?',
    answer:
      'Your doctor goes through all the reports with you at the review visit, in person or by video call. You receive printed copies, and we can also send them to your e-mail address if you ask.',
  },
];
