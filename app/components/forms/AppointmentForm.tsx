import { formWords } from '@content/forms/words';
import { CalendarCheck } from 'lucide-react';
import { EmergencyLine } from '@common/forms/ConsentNotice';
import { bookingChoices, fieldExtras } from './field-extras';
import { TableForm } from './TableForm';

/** A booking form (A or B: the spec's two sets of field names), posted to the form service's /api/appointments. */
function AppointmentForm({ kind, compact = false }: { kind: 'appointment-a' | 'appointment-b'; compact?: boolean }) {
  const text = formWords.forms[kind];
  return (
    <TableForm
      kind={kind}
      label={text.label}
      submit={text.submit}
      icon={CalendarCheck}
      extras={fieldExtras}
      narrow={bookingChoices}
      lead={<EmergencyLine />}
      gridClassName={`grid gap-4 ${compact ? '' : 'sm:grid-cols-2'}`}
      buttonClassName="btn btn-primary w-full sm:w-auto"
    />
  );
}

/** Booking form A (appointment page, home testimonials box): name, email, serviceName, select, number, booking_date. */
export function AppointmentFormA({ compact = false }: { compact?: boolean }) {
  return <AppointmentForm kind="appointment-a" compact={compact} />;
}

/** Booking form B (services and project pages): countryname, state, number, name, email, `appoinment_date` spelt so. */
export function AppointmentFormB() {
  return <AppointmentForm kind="appointment-b" />;
}
