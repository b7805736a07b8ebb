import { formText } from '@content/forms';
import { site } from '@content/site';
import { fill } from '@content/ui';
import { CalendarCheck } from 'lucide-react';
import { useId } from 'react';
import { openDaysText } from '~/lib/booking-dates';
import { BookingDateInput } from './BookingDateInput';
import { ConsentNotice, EmergencyLine } from './ConsentNotice';
import { EnhancedForm } from './EnhancedForm';
import { FormField } from './FormField';

/** Booking form B (services and project pages): the spec's field names, `appoinment_date` spelt so. */
export function AppointmentFormB() {
  const id = useId();
  const text = formText.appointmentB;
  return (
    <EnhancedForm action={site.formActions.appointments} kind="appointment-b" label={text.label} successMessage={text.success} className="space-y-4">
      <EmergencyLine />
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField name="countryname" id={`${id}-country`} label={text.country.label}>
          {(control) => (
            <select {...control} name="countryname" defaultValue="subject" className="field">
              <option value="subject">{text.country.placeholder}</option>
              {site.countries.map((country) => (
                <option key={country} value={country}>
                  {country}
                </option>
              ))}
            </select>
          )}
        </FormField>
        <FormField name="state" id={`${id}-state`} label={text.state.label}>
          {(control) => <input {...control} name="state" type="text" required maxLength={100} autoComplete="address-level1" placeholder={text.state.placeholder} className="field" />}
        </FormField>
        <FormField name="number" id={`${id}-number`} label={text.number.label}>
          {(control) => (
            <input {...control} name="number" type="text" required maxLength={20} autoComplete="tel" inputMode="tel" placeholder={text.number.placeholder} className="field" />
          )}
        </FormField>
        <FormField name="name" id={`${id}-name`} label={text.name.label}>
          {(control) => <input {...control} name="name" type="text" required maxLength={100} autoComplete="name" placeholder={text.name.placeholder} className="field" />}
        </FormField>
        <FormField name="email" id={`${id}-email`} label={text.email.label}>
          {(control) => <input {...control} name="email" type="email" required maxLength={254} autoComplete="email" placeholder={text.email.placeholder} className="field" />}
        </FormField>
        <FormField name="appoinment_date" id={`${id}-date`} label={text.date.label} hint={fill(text.date.hint, { openDays: openDaysText() })}>
          {(control) => <BookingDateInput {...control} name="appoinment_date" />}
        </FormField>
      </div>
      <ConsentNotice id={id} />
      <button type="submit" className="btn btn-primary w-full sm:w-auto">
        <CalendarCheck aria-hidden="true" className="size-5" />
        {text.submit}
      </button>
    </EnhancedForm>
  );
}
