import { doctorPortrait } from './helpers';
import type { TeamMember } from './schema/people';
import type { Doctor } from './schema/site';
import { site } from './site';

const [ananya, vikram] = site.doctors;

/** A doctor of content/site.ts as a team card: its profile page and registration come along. */
function doctorCard(doctor: Doctor): TeamMember {
  const { name, title, slug, social, registration } = doctor;
  return { name, role: title, ...doctorPortrait(doctor), profilePath: `/${slug}`, social, registration };
}

/** Dr. Meera Krishnan is in the team grid and in the visiting consultants' sidebar: one person, one title. */
const meeraKrishnan: TeamMember = {
  name: 'Dr. Meera Krishnan',
  role: 'Psychologist',
  photo: 'team/member-3.svg',
  photoAlt: 'Illustrated portrait of Dr. Meera Krishnan, a senior doctor with glasses',
  social: [],
};

/** The clinic's team, in the order of the team grid (eight members). SAMPLE names. */
export const team: TeamMember[] = [
  doctorCard(ananya!),
  doctorCard(vikram!),
  {
    name: 'Sr. Mary Thomas',
    role: 'Nursing In-charge',
    photo: 'team/member-1.svg',
    photoAlt: 'Illustrated portrait of Sister Mary Thomas in teal scrubs',
    social: [],
  },
  {
    name: 'Mr. Imran Qureshi',
    role: 'Clinical Pharmacist',
    photo: 'team/member-2.svg',
    photoAlt: 'Illustrated portrait of Imran Qureshi in a white coat and glasses',
    social: [],
  },
  meeraKrishnan,
  {
    name: 'Mr. Arjun Shetty',
    role: 'Laboratory Technician',
    photo: 'team/member-4.svg',
    photoAlt: 'Illustrated portrait of Arjun Shetty in scrubs holding a tablet',
    social: [],
  },
  {
    name: 'Ms. Deepa Joseph',
    role: 'Physiotherapist',
    photo: 'team/member-7.svg',
    photoAlt: 'Illustrated portrait of Deepa Joseph in light scrubs',
    social: [],
  },
  {
    name: 'Mr. Suresh Babu',
    role: 'Staff Nurse',
    photo: 'team/member-8.svg',
    photoAlt: 'Illustrated portrait of Suresh Babu in scrubs holding a clipboard',
    social: [],
  },
];

/** Visiting consultants the clinic refers to (project details sidebar). SAMPLE names. */
export const visitingConsultants: TeamMember[] = [
  {
    name: 'Dr. Raghavan Iyer',
    role: 'Surgeon',
    photo: 'team/member-6.svg',
    photoAlt: 'Illustrated portrait of Dr. Raghavan Iyer, a senior doctor with a tablet',
    social: [],
  },
  {
    name: 'Dr. Sneha Kulkarni',
    role: 'Dentist',
    photo: 'team/member-5.svg',
    photoAlt: 'Illustrated portrait of Dr. Sneha Kulkarni in a white coat with a stethoscope',
    social: [],
  },
  meeraKrishnan,
  {
    name: 'Ms. Deepa Joseph',
    role: 'Therapist',
    photo: 'team/member-7.svg',
    photoAlt: 'Illustrated portrait of Deepa Joseph in light scrubs',
    social: [],
  },
];
