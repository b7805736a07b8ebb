import type { ClinicPages } from '../schema/clinic-pages';

/** Words, images and links of the clinic pages: appointment. */
export const appointmentPage = {
  form: {
    eyebrow: 'Book Appointment',
    title: 'Request an appointment',
    lead: 'Tell us when you would like to come and whom you would like to see. This is a request, not yet a booking: the clinic calls you to confirm a time.',
  },
  nextSteps: {
    title: 'What happens next',
    steps: [
      'The front desk calls you, usually within one working day, to confirm the date and time.',
      'Bring your previous reports, prescriptions and the medicines you take.',
      'Please arrive ten minutes early for your first visit to fill in a short form.',
    ],
  },
  testimonials: { eyebrow: 'Testimonials', title: 'What our patients say' },
  image: {
    src: 'clinic/consultation-room.jpg',
    alt: 'A consultation room with an examination couch and a doctor’s desk',
  },
} satisfies ClinicPages['appointment'];
