import { livePath } from '../showcase';
import type { ClinicPages } from '../schema/clinic-pages';

/** Words, images and links of the clinic pages: services. */
export const servicesPage = {
  heading: {
    eyebrow: 'Our Services',
    title: 'Tests done close to your doctor',
    lead: 'Most of the tests your doctor asks for can be done the same day, at the clinic or at a partner centre nearby, and your doctor reads every result.',
  },
  cards: [
    {
      subtitle: 'Laboratory',
      title: 'Pathology',
      description:
        'Blood and urine samples are collected at the clinic every weekday morning and tested by an accredited partner laboratory. Your doctor reviews each report and calls you if something needs attention.',
      image: { src: 'services/pathology.svg', alt: 'Illustration of a microscope beside blood sample tubes' },
      includes: [
        'Blood counts, sugar and HbA1c',
        'Kidney, liver and thyroid tests',
        'Cholesterol and lipid profile',
        'Urine and stool tests',
      ],
    },
    {
      subtitle: 'Imaging',
      title: 'Radiology',
      description:
        'When you need an X-ray, ultrasound or scan, we book it at a trusted imaging centre nearby and send your history with you. The report comes back to your doctor, who explains it at your next visit.',
      image: { src: 'services/radiology.svg', alt: 'Illustration of a chest X-ray on a light box' },
      includes: [
        'Digital X-ray',
        'Ultrasound of the abdomen and neck',
        'ECG at the clinic',
        'CT and MRI at partner centres',
      ],
    },
  ],
  readMore: { label: 'Read More', path: livePath('/service_details') },
  form: {
    eyebrow: 'Make Appointment',
    title: 'Book a consultation',
    lead: 'Send us your details and preferred date; the clinic calls you to confirm the time.',
  },
} satisfies ClinicPages['services'];
