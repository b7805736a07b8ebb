import type { TeamMember } from './schema/people';
import { site } from './site';

const [ananya, vikram] = site.doctors;

/** The clinic's team, in the order of the team grid (eight members). SAMPLE names. */
export const team: TeamMember[] = [
  { name: ananya!.name, role: ananya!.title, photo: ananya!.photo, photoAlt: ananya!.photoAlt, profilePath: `/${ananya!.slug}`, social: ananya!.social },
  { name: vikram!.name, role: vikram!.title, photo: vikram!.photo, photoAlt: vikram!.photoAlt, profilePath: `/${vikram!.slug}`, social: vikram!.social },
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
  {
    name: 'Dr. Meera Krishnan',
    role: 'Visiting Endocrinologist',
    photo: 'team/member-3.svg',
    photoAlt: 'Illustrated portrait of Dr. Meera Krishnan, a senior doctor with glasses',
    social: [],
  },
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
  {
    name: 'Dr. Meera Krishnan',
    role: 'Psychologist',
    photo: 'team/member-3.svg',
    photoAlt: 'Illustrated portrait of Dr. Meera Krishnan, a senior doctor with glasses',
    social: [],
  },
  { name: 'Ms. Deepa Joseph', role: 'Therapist', photo: 'team/member-7.svg', photoAlt: 'Illustrated portrait of Deepa Joseph in light scrubs', social: [] },
];
