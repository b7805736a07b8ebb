import { site } from '@content/site';
import { serviceOptions } from '~/content/service-options';
import { fieldHint } from '@common/booking-dates';
import { doctorSchedules, narrowedOptions } from '@common/forms/doctor-rule';
import type { OptionList } from '@content/forms/kinds';
import { formWords } from '@content/forms/words';
import { fill } from '@content/ui';
import { BookingDateInput } from './BookingDateInput';
import type { FieldExtras } from './TableFields';

/**
 * The selects' lists (the check before sending takes them too), the booking-date input, and the fields' hints with the
 * open days filled in.
 */
export const fieldExtras = {
  options: {
    services: serviceOptions.map((service) => service.label),
    doctors: site.doctors.map((doctor) => doctor.name),
    countries: site.countries,
  },
  DateInput: BookingDateInput,
  hint: fieldHint,
} satisfies FieldExtras;

const schedules = doctorSchedules(site.doctors);

/**
 * A booking's doctor narrows the services offered, and its service the doctors (common/forms/doctor-rule.ts); the
 * narrowed select's hint says so, which a screen reader reads with it.
 */
export const bookingChoices = (chosen: Partial<Record<OptionList, string>>): Pick<FieldExtras, 'options' | 'hint'> => ({
  options: narrowedOptions(fieldExtras.options, chosen, schedules),
  hint: (field) => {
    if (field.options === 'services' && chosen.doctors)
      return fill(formWords.narrowed.services, { doctor: chosen.doctors });
    if (field.options === 'doctors' && chosen.services)
      return fill(formWords.narrowed.doctors, { service: chosen.services });
    return fieldHint(field);
  },
});
