import { AppointmentForm } from './AppointmentForm';

/** Booking form A (appointment page, home testimonials box): name, email, serviceName, select, number, booking_date. */
export function AppointmentFormA({ compact = false }: { compact?: boolean }) {
  return <AppointmentForm kind="appointment-a" compact={compact} />;
}
