import type { ClinicPages } from '../schema/clinic-pages';

/**
 * The fixture clinic's team page: its own words for its team of three, naming facts as any content file may, without
 * withFacts (the build resolves them).
 */
export const teamPage = {
  heading: {
    eyebrow: 'Our Team',
    title: 'Three people, one clinic',
    lead: 'Our two physicians in {{clinic.city}}, {{doctor.physician.formal}} and {{doctor.pharmacologist.name}}, and the colleague who takes your blood samples and has your reports ready.',
  },
} satisfies ClinicPages['team'];
