import { site } from '@content/site';
import { serviceOptions } from '~/content/service-options';
import { fieldHint } from '@common/booking-dates';
import { BookingDateInput } from './BookingDateInput';
import type { FieldExtras } from '@common/forms/TableFields';

/** The selects' lists, and the booking-date input and its hint. */
export const fieldExtras: FieldExtras = {
  options: {
    services: serviceOptions.map((service) => service.label),
    doctors: site.doctors.map((doctor) => doctor.name),
    countries: site.countries,
  },
  DateInput: BookingDateInput,
  hint: (field) => fieldHint(field),
};
