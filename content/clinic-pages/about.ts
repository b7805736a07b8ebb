import { withFacts } from '../facts';
import type { ClinicPages } from '../schema/clinic-pages';

/** Words, images and links of the clinic pages: about. */
export const aboutPage = withFacts(
  {
    story: {
      heading: {
        eyebrow: 'About Us',
        title: 'A neighbourhood clinic for careful, unhurried medicine',
        lead: 'Two physicians, one small team, and the time to listen.',
      },
      paragraphs: [
        'The clinic opened in {locality} in {foundingYear} with a simple idea: that adults with puzzling symptoms or long-term illnesses deserve a doctor who has time to listen, examine them properly and explain what is going on. It has grown since then, but it is still a two-doctor internal medicine practice where you see the same physician from one visit to the next.',
        'Our physicians look after diabetes, high blood pressure, thyroid and other hormone problems, infections, and the many conditions that become common with age. We order only the tests that will change what we do next, explain the results in plain language, and write a treatment plan together with you and, if you wish, your family.',
        'Between visits we stay in touch: the front desk calls to remind you of reviews, our pharmacist goes through your medicines with you, and we work with trusted laboratories, imaging centres and hospitals nearby when you need more than a clinic can offer.',
      ],
      image: { src: 'clinic/reception.jpg', alt: 'The clinic’s reception desk with a waiting area and plants' },
      secondImage: {
        src: 'clinic/consultation-room.jpg',
        alt: 'A consultation room with an examination couch and a doctor’s desk',
      },
      facts: [
        'Caring for {{clinic.city}} families since {foundingYear}',
        'Two physicians in internal medicine',
        'Reports explained in plain language',
        'The same physician from one visit to the next',
      ],
      contactButton: { label: 'Contact Us', path: '/contact' },
    },
    statisticsTitle: 'The clinic in numbers',
    values: {
      heading: { eyebrow: 'How we work', title: 'What you can expect from us' },
      items: [
        {
          title: 'Time to listen',
          text: 'A first consultation is booked for thirty minutes, so that your history, your worries and your questions all get heard.',
        },
        {
          title: 'Only useful tests',
          text: 'We explain why each test is needed and what it will change. You will never be pushed into a package you do not need.',
        },
        {
          title: 'A written plan',
          text: 'You leave with a written plan: your medicines, what to watch for at home, and the date of your next review.',
        },
        {
          title: 'Honest referrals',
          text: 'When you need a specialist or a hospital, we tell you so clearly, send a summary with you, and stay in touch.',
        },
      ],
    },
  } satisfies ClinicPages['about'],
  'content/clinic-pages/about.ts',
);
