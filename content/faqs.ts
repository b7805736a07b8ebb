/**
 * Frequently asked questions shown on the FAQ page (the health programme page has its own, content/project-faqs.ts).
 * Plain text only: answers are one to three sentences, with no Markdown or HTML.
 */
import { withFacts } from './facts';
import type { FaqGroup, FaqItem } from './schema/clinic-pages';

export type { FaqGroup, FaqItem };

export const faqGroups: FaqGroup[] = withFacts<FaqGroup[]>(
  [
    {
      title: 'General Questions',
      items: [
        {
          question: 'How do I book an appointment?',
          answer:
            'You can send an appointment request through this website, by phone or by WhatsApp. A request is not yet a booking: our front desk will call you to confirm the date and time, usually within one working day.',
        },
        {
          question: 'What are the clinic timings?',
          answer: 'The clinic is {{clinic.hours}}.',
        },
        {
          question: 'What should I bring to my first visit?',
          answer:
            'Please bring your previous reports, discharge summaries and prescriptions, and a list or the strips of every medicine and supplement you take. If you check your blood pressure or blood sugar at home, bring those readings too.',
        },
      ],
    },
    {
      title: "Other's Questions",
      items: [
        {
          question: 'When and how will I receive my test reports?',
          answer:
            'Most routine blood and urine reports are ready within one to two working days, while some specialised tests and imaging take longer. We will tell you when to expect each report, and your doctor goes through the results with you at a follow-up visit or teleconsultation; a copy is given to you or sent by e-mail if you ask.',
        },
        {
          question: 'Which payment methods do you accept?',
          answer:
            'We accept cash, UPI and debit or credit cards. We do not offer cashless insurance claims, but we give itemised receipts and copies of reports that you can submit to your insurer for reimbursement.',
        },
        {
          question: 'How often will I need follow-up visits?',
          answer:
            'It depends on your condition and how stable it is: some patients need a review within a few weeks, others every three to six months. Your doctor will write the date of your next visit in your treatment plan.',
        },
      ],
    },
    {
      title: 'Happy to Answer All Your Questions',
      items: [
        {
          question: 'Do you offer teleconsultations?',
          answer:
            "Yes, we offer video follow-ups for patients who have already been seen at the clinic, in line with India's Telemedicine Practice Guidelines. New problems and anything that needs an examination or a test are seen in person.",
        },
        {
          question: 'What should I do in an emergency?',
          answer:
            'Call 112, the national emergency number, or 108 for an ambulance, at once. Our clinic is not an emergency hospital, so please do not come to the clinic or wait for a call back if you have chest pain, signs of a stroke, severe breathlessness or someone has collapsed.',
        },
        {
          question: 'Can a family member come with me or speak to the doctor?',
          answer:
            'Yes, a family member or caregiver is welcome at any visit, and this is especially helpful for older patients. With your permission, the doctor can also discuss your care with a relative by phone or video.',
        },
      ],
    },
  ],
  'content/faqs.ts',
);
