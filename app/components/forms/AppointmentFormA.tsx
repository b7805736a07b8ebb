import { formText } from '@content/forms';
import { site } from '@content/site';
import { fill } from '@content/ui';
import { CalendarCheck } from 'lucide-react';
import { useId } from 'react';
import { serviceOptions } from '~/content/service-options';
import { openDaysText } from '~/lib/booking-dates';
import { BookingDateInput } from './BookingDateInput';
import { ConsentNotice, EmergencyLine } from './ConsentNotice';
import { EnhancedForm } from './EnhancedForm';
import { FormField } from './FormField';

/** Booking form A (appointment page, home testimonials box): the spec's field names, posted to the form service. */
export function AppointmentFormA({ compact = false }: { compact?: boolean }) {
  const id = useId();
  const text = formText.appointmentA;
  return (
    <EnhancedForm action={site.formActions.appointments} kind="appointment-a" label={text.label} successMessage={text.success} className="space-y-4">
      <EmergencyLine />
      <div className={`grid gap-4 ${compact ? '' : 'sm:grid-cols-2'}`}>
        <FormField name="name" id={`${id}-name`} label={text.name.label}>
          {(control) => <input {...control} name="name" type="text" required maxLength={100} autoComplete="name" placeholder={text.name.placeholder} className="field" />}
        </FormField>
        <FormField name="email" id={`${id}-email`} label={text.email.label}>
          {(control) => <input {...control} name="email" type="email" required maxLength={254} autoComplete="email" placeholder={text.email.placeholder} className="field" />}
        </FormField>
        <FormField name="serviceName" id={`${id}-service`} label={text.service.label}>
          {(control) => (
            <select {...control} name="serviceName" defaultValue="subject" className="field">
              <option value="subject">{text.service.placeholder}</option>
              {serviceOptions.map((service) => (
                <option key={service.slug} value={service.label}>
                  {service.label}
                </option>
              ))}
            </select>
          )}
        </FormField>
        <FormField name="select" id={`${id}-doctor`} label={text.doctor.label}>
          {(control) => (
            <select {...control} name="select" defaultValue="subject" className="field">
              <option value="subject">{text.doctor.placeholder}</option>
              {site.doctors.map((doctor) => (
                <option key={doctor.slug} value={doctor.name}>
                  {doctor.name}
                </option>
              ))}
            </select>
          )}
        </FormField>
        <FormField name="number" id={`${id}-number`} label={text.number.label}>
          {(control) => (
            <input
              {...control}
              name="number"
              type="tel"
              required
              minLength={7}
              maxLength={20}
              pattern="\+?[0-9][0-9 \-]{5,18}[0-9]"
              autoComplete="tel"
              inputMode="tel"
              placeholder={text.number.placeholder}
              className="field"
            />
          )}
        </FormField>
        <FormField name="booking_date" id={`${id}-date`} label={text.date.label} hint={fill(text.date.hint, { openDays: openDaysText() })}>
          {(control) => <BookingDateInput {...control} name="booking_date" />}
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
