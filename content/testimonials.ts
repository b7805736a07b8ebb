import type { Partner, Testimonial } from './schema/people';

/**
 * Patients' words, each once. Shown only while site.features.showTestimonials is on.
 * SAMPLE testimonials: replace with real ones the patients agreed to publish.
 */
export const testimonials: Testimonial[] = [
  {
    name: 'Lakshmi R.',
    designation: 'Diabetes patient',
    text: 'The doctor took the time to explain my sugar reports line by line and wrote down a plan I could actually follow at home. The follow-up calls kept me on track.',
    photo: 'patients/patient-1.svg',
    photoAlt: 'Illustrated portrait of an older woman in a saree',
    rating: 5,
    monthsAgo: 2,
  },
  {
    name: 'Ramesh K.',
    designation: 'Blood pressure patient',
    text: 'I was taking seven different tablets from three doctors. Our clinical pharmacologist reviewed every one of them with me, and now I take fewer medicines and understand why I take each.',
    photo: 'patients/patient-2.svg',
    photoAlt: 'Illustrated portrait of an older man with glasses',
    rating: 5,
    monthsAgo: 4,
  },
  {
    name: 'Ayesha S.',
    designation: 'Thyroid patient',
    text: 'Booking was simple, the clinic called back the same afternoon, and the doctor listened without rushing me. My reports came by e-mail two days later.',
    photo: 'patients/patient-3.svg',
    photoAlt: 'Illustrated portrait of a young woman in a kurta',
    rating: 5,
    monthsAgo: 1,
  },
  {
    name: 'Prakash N.',
    designation: 'Annual check-up',
    text: 'The health check was well organised and the doctor explained which tests I needed and which I did not. No pressure to do extra packages.',
    photo: 'patients/patient-4.svg',
    photoAlt: 'Illustrated portrait of a middle-aged man with a beard',
    rating: 4,
    monthsAgo: 6,
  },
  {
    name: 'Sunita M.',
    designation: 'Daughter of a patient',
    text: 'After my father’s stroke, the clinic coordinated his follow-up and physiotherapy and always made time for our questions as a family.',
    photo: 'patients/patient-5.svg',
    photoAlt: 'Illustrated portrait of a woman with glasses in a kurta',
    rating: 5,
    monthsAgo: 3,
  },
  {
    name: 'Kiran D.',
    designation: 'Fever during the monsoon',
    text: 'I came in with a high fever in July. The tests were done the same day and the doctor told me clearly which warning signs meant I should go to hospital.',
    photo: 'patients/patient-6.svg',
    photoAlt: 'Illustrated portrait of a young man with curly hair',
    rating: 5,
    monthsAgo: 5,
  },
];

/**
 * Laboratories and hospitals the clinic works with (brand-logo carousels). SAMPLE names of fictional partners (`npm run
 * preflight` lists them).
 */
export const partners: Partner[] = [
  { name: 'Arogya Diagnostics', logo: 'brands/partner-1.svg' },
  { name: 'Hridaya Heart Institute', logo: 'brands/partner-2.svg' },
  { name: 'Kaveri Care Hospital', logo: 'brands/partner-3.svg' },
  { name: 'Drishti Imaging Centre', logo: 'brands/partner-4.svg' },
  { name: 'Nidana Pathology Laboratory', logo: 'brands/partner-5.svg' },
];
