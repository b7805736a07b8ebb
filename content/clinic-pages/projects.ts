import type { ClinicPages } from '../schema/clinic-pages';

/** Words, images and links of the clinic pages: projects. */
export const projectsPage = {
  heading: {
    eyebrow: 'Projects',
    title: 'Health programmes in the community',
    lead: 'Screening camps, awareness sessions and check-up programmes the clinic runs with local associations.',
  },
  projects: [
    {
      subtitle: 'Health camp',
      title: 'Free health camps in the neighbourhood',
      description:
        'Blood pressure, blood sugar and weight checks at residents’ associations and temples, with advice on what the numbers mean and when to see a doctor.',
      image: {
        src: 'projects/project-1.svg',
        alt: 'Illustration of a health camp under an awning: a doctor, a nurse checking an older woman’s blood pressure, and a woman waiting her turn',
      },
    },
    {
      subtitle: 'School screening',
      title: 'Health checks at local schools',
      description:
        'Height, weight, eyesight and anaemia checks for students, with a short note for parents when something needs a doctor’s visit.',
      image: {
        src: 'projects/project-2.svg',
        alt: 'Illustration of a doctor with a tablet beside two school children, a school building and a height chart',
      },
    },
    {
      subtitle: 'Home visits',
      title: 'Home visits for older adults',
      description:
        'Visits to patients who can no longer travel easily, to review their medicines, check their blood pressure and sugar, and support their families.',
      image: {
        src: 'projects/project-3.svg',
        alt: 'Illustration of a doctor with a tablet visiting an older man sitting on a sofa at home',
      },
    },
    {
      subtitle: 'Education',
      title: 'Diabetes education classes',
      description:
        'Monthly classes for people with diabetes and their families: food, activity, medicines, sugar checks and foot care, with time for questions.',
      image: {
        src: 'projects/project-4.svg',
        alt: 'Illustration of a doctor presenting charts to a group of patients',
      },
    },
  ],
  sliderLabel: 'Our health programmes',
  viewDetails: { label: 'View Details', path: '/project_details' },
  partners: { eyebrow: 'Partners', title: 'Laboratories and hospitals we work with' },
} satisfies ClinicPages['projects'];
