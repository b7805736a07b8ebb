import type { SiteConfig } from './schema/site';

/**
 * The clinic's identity. SAMPLE VALUES: every name, number and address below is a sample
 * (example.com e-mail, the well-known 98765 43210 dummy number, registration number 000000). Replace them all
 * before going live; `npm run preflight` lists every sample value still in place.
 */
export const site = {
  practiceName: 'Sanjeevani Internal Medicine Clinic',
  shortName: 'Sanjeevani',
  tagline:
    'A two-doctor internal medicine clinic in Bengaluru: diagnosis, treatment plans and preventive care for adults and families.',
  city: 'Bengaluru',
  foundingYear: 2007,
  siteUrl: 'https://clinic.example.com',
  doctors: [
    {
      key: 'physician',
      name: 'Dr. Ananya Rao',
      slug: 'dr-ananya-rao',
      shortName: 'Ananya',
      title: 'Diagnostic Physician',
      qualifications: 'MBBS, MD (General Medicine)',
      // The all-zero number is a placeholder: `npm run preflight` refuses it until the doctor's real number is in.
      registration: { council: 'Karnataka Medical Council', number: '000000' },
      consultingHours: [
        { day: 'monday', from: '09:00', until: '13:00' },
        { day: 'tuesday', from: '09:00', until: '13:00' },
        { day: 'wednesday', from: '09:00', until: '13:00' },
        { day: 'thursday', from: '09:00', until: '13:00' },
        { day: 'friday', from: '09:00', until: '13:00' },
      ],
      gender: 'female',
      yearsOfExperience: 16,
      biography: [
        'Dr. Ananya Rao is a diagnostic physician with an MD in General Medicine and more than fifteen years of experience in internal medicine. She sees adults with symptoms that have not yet been explained, and people living with long-term conditions such as diabetes, high blood pressure and thyroid disease.',
        'She believes a good diagnosis starts with listening: a careful history, a thorough examination, and only the tests that will change what happens next. She explains results in plain language and writes every treatment plan with the patient, not for them.',
      ],
      services: [
        'Diagnostic Tests',
        'Treatment plans',
        'Diabetes',
        'Hypertension',
        'Endocrinal Disorders',
        'Geriatric Disorders',
      ],
      photo: 'doctors/dr-ananya-rao.svg',
      photoAlt: 'Illustrated portrait of Dr. Ananya Rao in a white coat with a stethoscope',
      phone: '+91 98765 43211',
      email: 'ananya.rao@example.com',
      social: [{ network: 'x', label: 'Dr. Ananya Rao on X', url: 'https://x.com/example_ananya_rao' }],
    },
    {
      key: 'pharmacologist',
      name: 'Dr. Vikram Menon',
      slug: 'dr-vikram-menon',
      shortName: 'Vikram',
      title: 'Consultant in Clinical Pharmacology and Internal Medicine',
      qualifications: 'MBBS, MD (Pharmacology), DNB (General Medicine)',
      registration: { council: 'Karnataka Medical Council', number: '000000' },
      consultingHours: [
        { day: 'monday', from: '13:00', until: '16:00' },
        { day: 'tuesday', from: '09:00', until: '12:00' },
        { day: 'wednesday', from: '13:00', until: '16:00' },
        { day: 'thursday', from: '09:00', until: '12:00' },
        { day: 'friday', from: '13:00', until: '16:00' },
      ],
      gender: 'male',
      yearsOfExperience: 12,
      biography: [
        'Dr. Vikram Menon is a consultant in clinical pharmacology and internal medicine. He helps patients who take several medicines at once to understand each one, avoid harmful interactions and side effects, and take only what they need.',
        'He looks after older adults, people recovering from an emergency admission, and anyone with a chronic illness whose treatment needs a careful review. He works closely with families and caregivers.',
      ],
      services: [
        'Chronic Medical Illnesses',
        'Infectious Diseases',
        'Poisoning',
        'Cardiovascular Emergencies',
        'Cardiovascular Accidents',
        'Preventive care',
      ],
      photo: 'doctors/dr-vikram-menon.svg',
      photoAlt: 'Illustrated portrait of Dr. Vikram Menon in a white coat holding a clipboard',
      phone: '+91 98765 43212',
      email: 'vikram.menon@example.com',
      social: [],
    },
  ],
  contact: {
    phone: '+91 98765 43210',
    phoneAlt: '+91 80 4000 1234',
    emergencyPhone: '112',
    emergencyLabel: 'National emergency number',
    ambulancePhone: '108',
    ambulanceLabel: 'Ambulance',
    email: 'care@example.com',
    supportEmail: 'support@example.com',
    whatsappNumber: '919876543210',
    whatsappMessage:
      'Hello, I would like to book an appointment at Sanjeevani Clinic. Please let me know the available times.',
    address: {
      street: '12, 4th Cross, Dhanvantari Road',
      locality: 'Indiranagar',
      city: 'Bengaluru',
      state: 'Karnataka',
      postalCode: '560038',
      country: 'IN',
    },
    mapEmbedUrl:
      'https://www.openstreetmap.org/export/embed.html?bbox=77.6301%2C12.9656%2C77.6501%2C12.9856&layer=mapnik&marker=12.9756%2C77.6401',
    mapLinkUrl: 'https://www.openstreetmap.org/?mlat=12.9756&mlon=77.6401#map=17/12.9756/77.6401',
  },
  social: [
    {
      network: 'facebook',
      label: 'Sanjeevani Clinic on Facebook',
      url: 'https://www.facebook.com/example.sanjeevani.clinic',
    },
    {
      network: 'youtube',
      label: 'Sanjeevani Clinic on YouTube',
      url: 'https://www.youtube.com/@example-sanjeevani-clinic',
    },
    { network: 'x', label: 'Sanjeevani Clinic on X', url: 'https://x.com/example_sanjeevani' },
    {
      network: 'instagram',
      label: 'Sanjeevani Clinic on Instagram',
      url: 'https://www.instagram.com/example.sanjeevani.clinic',
    },
  ],
  openingHours: [
    { day: 'monday', opens: '09:00', closes: '16:00' },
    { day: 'tuesday', opens: '09:00', closes: '16:00' },
    { day: 'wednesday', opens: '09:00', closes: '16:00' },
    { day: 'thursday', opens: '09:00', closes: '16:00' },
    { day: 'friday', opens: '09:00', closes: '16:00' },
    { day: 'saturday' },
    { day: 'sunday' },
  ],
  statistics: {
    satisfiedPatients: { from: -11, to: 125, suffix: 'K+', label: 'Satisfied Patients' },
    satisfactionRate: { from: -11, to: 100, suffix: '%', label: 'Satisfaction Rate' },
    yearsOfExperience: { from: 0, to: 10, suffix: '+', label: 'Years Of Experiences' },
    recoveredPatients: { from: 0, to: 275, suffix: 'k', label: 'Recovered Patients' },
    aboutSatisfactionRate: { from: 0, to: 90, suffix: '%', label: 'Satisfaction Rate' },
    patientsServed: { from: 0, to: 1200, suffix: '+', label: 'Patients Served' },
    researchCenters: { from: 0, to: 30, suffix: '+', label: 'Research Center' },
  },
  features: { showTestimonials: true, showClaims: true, showLoadingOverlay: true, showcase: true },
  grievanceOfficer: { name: 'Ms. Kavya Iyer', email: 'privacy@example.com', phone: '+91 98765 43213' },
  retentionDays: 180,
  medicalDisclaimer:
    'This page is general health information, not medical advice for you. Please see a doctor about your own symptoms. In an emergency, call 112 or 108 for an ambulance at once; do not travel to the clinic.',
  formActions: {
    appointments: '/api/appointments',
    messages: '/api/messages',
    subscriptions: '/api/subscriptions',
  },
  countries: ['India'],
} satisfies SiteConfig;
