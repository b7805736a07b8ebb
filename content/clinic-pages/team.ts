import type { ClinicPages } from '../schema/clinic-pages';

/** Words, images and links of the clinic pages: team. */
export const teamPage = {
  heading: {
    eyebrow: 'Our Team',
    title: 'The people who look after you',
    lead: 'Two physicians, nurses, a pharmacist, a laboratory technician and a physiotherapist, who know you by name.',
  },
} satisfies ClinicPages['team'];
