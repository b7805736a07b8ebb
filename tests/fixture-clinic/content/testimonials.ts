import type { Partner, Testimonial } from './schema/people';

/**
 * Patients' words the fixture clinic collected before its lawyer's advice. With features.showTestimonials off
 * (content/site.ts) the build carries none of them: tests/site-checks/fixture-clinic.test.ts greps its build for each.
 */
export const testimonials: Testimonial[] = [
  {
    name: 'Padmavathi G.',
    designation: 'Thyroid follow-up',
    text: 'Dr. Ravi Teja went through three years of my thyroid reports in one sitting and finally stopped the guesswork with my dose.',
    photo: 'patients/patient-1.svg',
    photoAlt: 'Illustrated portrait of an older woman',
    rating: 5,
    monthsAgo: 3,
  },
  {
    name: 'Mohammed Yousuf',
    designation: 'Son of a patient',
    text: 'My mother takes eleven tablets a day. After one review at Deccan Family Physicians it is six, and she sleeps again.',
    photo: 'patients/patient-2.svg',
    photoAlt: 'Illustrated portrait of a man with glasses',
    rating: 5,
    monthsAgo: 2,
  },
];

/** The fixture clinic names no partner laboratories or hospitals. */
export const partners: Partner[] = [];
