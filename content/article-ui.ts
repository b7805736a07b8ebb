/**
 * The words around an article: a service page, a doctor's profile, and the medical disclaimer under
 * a post. Apart from content/ui.ts (the chrome's words, on every page) so other pages do not load them.
 */
export const articleUi = {
  doctorProfile: {
    experience: '{years} years of experience',
    qualificationsLabel: 'Qualifications',
    registrationLabel: 'Medical registration',
    registration: '{council}, Reg. No. {number}',
    hoursLabel: 'Sees patients',
    servicesTitle: 'Services and departments',
    callTitle: 'Call the clinic',
    emailTitle: 'Write to {name}',
    book: 'Book an appointment',
  },
  servicePage: {
    conditionsTitle: 'Conditions we see',
    treatmentsTitle: 'Treatments and care',
    whenTitle: 'When to see a doctor',
    emergencyTitle: 'Call {phone} or {ambulance} at once if',
    emergencyText:
      'These are emergencies: call {phone} or {ambulance} for an ambulance now, any hour of the day or night. Do not travel to the clinic, wait for an appointment or use the booking form.',
    /**
     * The doctors who treat the service (content/site.ts doctors' `services`), each with a link to the profile and a
     * book button.
     */
    doctorsTitle: 'Your doctor for this',
    bookWith: 'Book with {name}',
    sidebarLabel: 'Contact and other services',
    sideCardTitle: 'Need help or advice?',
    sideCardText: 'Call the clinic or write to us; we answer during opening hours.',
    contactButton: 'Contact Us',
    otherServicesTitle: 'All services',
    ctaTitle: 'Talk to our doctors',
    ctaText: 'Request an appointment and the clinic will call you to confirm a time.',
    ctaButton: 'Book Appointment',
    disclaimerTitle: 'Medical disclaimer',
  },
} as const;
