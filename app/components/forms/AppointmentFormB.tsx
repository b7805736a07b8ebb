import { AppointmentForm } from './AppointmentForm';

/** Booking form B (services and project pages): countryname, state, number, name, email, `appoinment_date` spelt so. */
export function AppointmentFormB() {
  return <AppointmentForm kind="appointment-b" />;
}
