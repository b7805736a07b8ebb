import type { SiteConfig } from './schema/site';

/**
 * The fixture clinic's identity (tests/fixture-clinic/build.ts): a two-doctor clinic in Hyderabad that keeps
 * nothing of the sample but its layout. Fictional people and numbers, none of them the sample's.
 */
export const site = {
  practiceName: 'Deccan Family Physicians',
  shortName: 'Deccan',
  tagline: 'Two physicians for adults and families in Banjara Hills: diagnosis, long-term care and prevention.',
  city: 'Hyderabad',
  foundingYear: 2019,
  siteUrl: 'https://deccan-physicians.test',
  doctors: [
    {
      key: 'physician',
      name: 'Dr. Ravi Teja Kondapalli',
      slug: 'dr-ravi-teja-kondapalli',
      shortName: 'Ravi Teja',
      title: 'Consultant Physician',
      qualifications: 'MBBS, MD (Internal Medicine)',
      registration: { council: 'Telangana State Medical Council', number: '48213' },
      // A morning and an evening session, Monday to Friday (issue 46).
      consultingHours: [
        { day: 'monday', from: '10:00', until: '13:00' },
        { day: 'monday', from: '17:00', until: '20:00' },
        { day: 'tuesday', from: '10:00', until: '13:00' },
        { day: 'tuesday', from: '17:00', until: '20:00' },
        { day: 'wednesday', from: '10:00', until: '13:00' },
        { day: 'wednesday', from: '17:00', until: '20:00' },
        { day: 'thursday', from: '10:00', until: '13:00' },
        { day: 'thursday', from: '17:00', until: '20:00' },
        { day: 'friday', from: '10:00', until: '13:00' },
        { day: 'friday', from: '17:00', until: '20:00' },
      ],
      gender: 'male',
      yearsOfExperience: 11,
      biography: [
        'Dr. Ravi Teja Kondapalli is a consultant physician who looks after adults with diabetes, high blood pressure and thyroid disorders, and anyone whose symptoms still need a name.',
        'He trained in internal medicine in Hyderabad and asks every patient to bring all their reports and medicines to the first visit.',
      ],
      services: ['Diagnostic Tests', 'Treatment plans', 'Diabetes', 'Hypertension', 'Preventive care'],
      photo: 'team/member-2.svg',
      photoAlt: 'Illustrated portrait of Dr. Ravi Teja Kondapalli in a white coat and glasses',
      phone: '+91 40 2355 4092',
      email: 'ravi.teja@deccan-physicians.test',
      social: [],
    },
    {
      key: 'pharmacologist',
      name: 'Dr. Sameera Fatima',
      slug: 'dr-sameera-fatima',
      shortName: 'Sameera',
      title: 'Physician in Clinical Pharmacology and Geriatrics',
      qualifications: 'MBBS, DNB (Family Medicine)',
      registration: { council: 'Telangana State Medical Council', number: '51977' },
      // A visiting consultant: the first and third Saturday of the month only, 30-minute visits (content/diary.ts).
      consultingHours: [{ day: 'saturday', from: '10:00', until: '13:00', weeks: { ofMonth: [1, 3] } }],
      gender: 'female',
      // No years given, and no photograph yet: the profile says neither (issue 45).
      biography: [
        'Dr. Sameera Fatima looks after older adults and people with long-term illness, and sees patients after an emergency admission until they are settled at home.',
        'She reviews every medicine a patient takes and writes the plan down for the family in Telugu, Urdu or English.',
      ],
      // Six of the sample's twelve services are the clinic's: it deleted the other six files of content/services/.
      services: ['Geriatric Disorders', 'Treatment plans', 'Hypertension'],
      // Her own field, which is no service page of the clinic.
      fieldOfCare: ['Medicine reviews for older adults'],
      phone: '+91 40 2355 4093',
      email: 'sameera.fatima@deccan-physicians.test',
      social: [],
    },
  ],
  contact: {
    phone: '+91 40 2355 4090',
    phoneAlt: '+91 40 2355 4094',
    emergencyPhone: '112',
    emergencyLabel: 'National emergency number',
    ambulancePhone: '108',
    ambulanceLabel: 'Ambulance',
    email: 'desk@deccan-physicians.test',
    supportEmail: 'help@deccan-physicians.test',
    whatsappNumber: '914023554090',
    whatsappMessage: 'Hello, I would like to book a visit at Deccan Family Physicians.',
    // No street: the locality is the whole address a patient needs.
    address: {
      locality: 'Banjara Hills',
      city: 'Hyderabad',
      state: 'Telangana',
      postalCode: '500034',
      country: 'IN',
    },
    mapEmbedUrl:
      'https://www.openstreetmap.org/export/embed.html?bbox=78.4300%2C17.4050%2C78.4500%2C17.4250&layer=mapnik&marker=17.4150%2C78.4400',
    mapLinkUrl: 'https://www.openstreetmap.org/?mlat=17.4150&mlon=78.4400#map=17/17.4150/78.4400',
  },
  social: [],
  // Two sessions a day on weekdays (issue 46), a morning on Saturday.
  openingHours: [
    { day: 'monday', opens: '10:00', closes: '13:00' },
    { day: 'monday', opens: '17:00', closes: '20:00' },
    { day: 'tuesday', opens: '10:00', closes: '13:00' },
    { day: 'tuesday', opens: '17:00', closes: '20:00' },
    { day: 'wednesday', opens: '10:00', closes: '13:00' },
    { day: 'wednesday', opens: '17:00', closes: '20:00' },
    { day: 'thursday', opens: '10:00', closes: '13:00' },
    { day: 'thursday', opens: '17:00', closes: '20:00' },
    { day: 'friday', opens: '10:00', closes: '13:00' },
    { day: 'friday', opens: '17:00', closes: '20:00' },
    { day: 'saturday', opens: '10:00', closes: '13:00' },
    { day: 'sunday' },
  ],
  // Figures the clinic wrote before its lawyer's advice: with showClaims off, the build carries none of them.
  statistics: {
    satisfiedPatients: { from: 0, to: 38, suffix: 'K+', label: 'Happy Families Treated' },
    satisfactionRate: { from: 0, to: 97, suffix: '%', label: 'Would Recommend Us' },
    yearsOfExperience: { from: 0, to: 7, suffix: '+', label: 'Years Serving Hyderabad' },
    recoveredPatients: { from: 0, to: 212, suffix: 'k', label: 'Patients Back To Health' },
    aboutSatisfactionRate: { from: 0, to: 96, suffix: '%', label: 'Would Recommend Us' },
    patientsServed: { from: 0, to: 4800, suffix: '+', label: 'Check-ups Done' },
    researchCenters: { from: 0, to: 3, suffix: '+', label: 'Research Centres Funded' },
  },
  // No newsletter and no "Second Opinion" button: the clinic sends no mail it has not been asked for.
  features: {
    showTestimonials: false,
    showClaims: false,
    showLoadingOverlay: false,
    showcase: false,
    showNewsletter: false,
    showSecondOpinion: false,
  },
  // No grievance officer of its own: the clinic answers for its data at its e-mail and main phone.
  retentionDays: 120,
  medicalDisclaimer:
    'This page is general health information, not advice for your own illness. See a doctor about your symptoms. In an emergency, call 112, or 108 for an ambulance; do not come to the clinic first.',
  formActions: {
    appointments: '/api/appointments',
    messages: '/api/messages',
    subscriptions: '/api/subscriptions',
  },
  countries: ['India'],
} satisfies SiteConfig;
