import { formText } from '@content/forms';
import { CalendarCheck } from 'lucide-react';
import { EmergencyLine } from './ConsentNotice';
import { TableForm } from './TableForm';

/** A booking form (A or B: the spec's two sets of field names), posted to the form service's /api/appointments. */
export function AppointmentForm({ kind, compact = false }: { kind: 'appointment-a' | 'appointment-b'; compact?: boolean }) {
  const text = formText.forms[kind];
  return (
    <TableForm
      kind={kind}
      label={text.label}
      submit={text.submit}
      icon={CalendarCheck}
      lead={<EmergencyLine />}
      gridClassName={`grid gap-4 ${compact ? '' : 'sm:grid-cols-2'}`}
      buttonClassName="btn btn-primary w-full sm:w-auto"
    />
  );
}
