import type { ClinicPages } from '../schema/clinic-pages';

/** The fixture clinic's team page: its own words for its team of three. */
export const teamPage = {
  heading: {
    eyebrow: 'Our Team',
    title: 'Three people, one clinic',
    lead: 'Our two physicians, and the colleague who takes your blood samples and has your reports ready.',
  },
} satisfies ClinicPages['team'];
