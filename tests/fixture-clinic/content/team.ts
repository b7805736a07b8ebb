import { doctorPortrait } from './helpers';
import type { TeamMember } from './schema/people';
import type { Doctor } from './schema/site';
import { site } from './site';

/** A doctor of content/site.ts as a team card: its profile page and registration come along. */
function doctorCard(doctor: Doctor): TeamMember {
  const { name, title, slug, social, registration } = doctor;
  return { name, role: title, ...doctorPortrait(doctor), profilePath: `/${slug}`, social, registration };
}

/** The fixture clinic's team of three: its two doctors and the one who takes the blood samples. */
export const team: TeamMember[] = [
  ...site.doctors.map(doctorCard),
  {
    name: 'Ms. Lavanya Reddy',
    role: 'Sample Collection',
    photo: 'team/member-7.svg',
    photoAlt: 'Illustrated portrait of Lavanya Reddy in light scrubs',
    social: [],
  },
];

/** The fixture clinic has no visiting consultants. */
export const visitingConsultants: TeamMember[] = [];
