import type { ClinicPages } from '../schema/clinic-pages';

/** Words, images and links of the clinic pages: serviceDetails. */
export const serviceDetailsPage = {
  intro: {
    heading: {
      eyebrow: 'Our departments',
      title: 'Consultation, diagnostics and follow-up under one roof',
    },
    paragraphs: [
      'A clinic works best when the doctor who examines you is also the one who reads your tests and sees you again. At our clinic, consultation, diagnostics and follow-up are not separate departments that pass you along: they are three steps of one plan, led by the same physician.',
      'Your doctor decides which tests you need, our team collects the samples or books the scan, and the results come back to the same doctor. Between visits, the nurse and the pharmacist keep in touch with you, so that small problems are caught before they become large ones.',
    ],
    image: {
      src: 'clinic/consultation-room.jpg',
      alt: 'A consultation room with an examination couch and a doctor’s desk',
    },
  },
  pathway: {
    heading: { eyebrow: 'Your visit', title: 'How the three steps fit together' },
    steps: [
      {
        title: 'Consultation',
        text: 'Your physician takes a full history, examines you and goes through the reports and medicines you bring. You leave with a clear idea of what may be wrong and what happens next.',
      },
      {
        title: 'Diagnostics',
        text: 'Blood and urine samples are taken at the clinic; X-rays, ultrasound and scans are booked at partner centres nearby. Only the tests that will change your treatment are ordered.',
      },
      {
        title: 'Treatment plan',
        text: 'Once the results are in, your doctor explains them in plain language and writes a treatment plan with you: medicines, diet and activity, warning signs, and the date of your review.',
      },
      {
        title: 'Follow-up',
        text: 'The front desk reminds you of your review, the pharmacist checks your medicines, and follow-up visits can be held by video once you have been seen in person.',
      },
    ],
  },
  departments: {
    heading: { eyebrow: 'Who does what', title: 'The parts of the clinic' },
    items: [
      {
        title: 'Internal medicine',
        text: 'Our two physicians see adults with new symptoms and long-term conditions such as diabetes, blood pressure, thyroid disease and infections.',
      },
      {
        title: 'Sample collection and ECG',
        text: 'The nursing team draws blood, records ECGs and checks blood pressure, sugar and weight at every visit.',
      },
      {
        title: 'Pharmacy review',
        text: 'Our clinical pharmacist reviews every medicine you take, explains how to take it, and watches for interactions.',
      },
      {
        title: 'Physiotherapy',
        text: 'For joint pain, recovery after illness and balance problems in older adults, our physiotherapist plans exercises you can do at home.',
      },
    ],
  },
  emergencyNote: {
    title: 'In an emergency',
    text: 'The clinic is not an emergency hospital. For chest pain, signs of a stroke, severe breathlessness, poisoning or a collapse, call 112 or 108 for an ambulance at once. Do not travel to the clinic.',
  },
  cta: {
    title: 'Start with a consultation',
    text: 'Request an appointment and the clinic will call you to confirm a time that suits you.',
    button: { label: 'Book Appointment', path: '/appointment' },
  },
} satisfies ClinicPages['serviceDetails'];
