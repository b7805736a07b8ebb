import { type ComponentProps, useEffect, useState } from 'react';
import { bookingRange } from '@common/booking-dates';

type BookingDateInputProps = Omit<ComponentProps<'input'>, 'min' | 'max'> & { name: string };

/**
 * A date from today (in India) to a year ahead, the picker's range; the check before sending
 * (common/forms/rules.ts) refuses a closed day or a date out of range in the service's words. The
 * range is set after hydration (the prerendered HTML was made on another day).
 */
export function BookingDateInput(props: BookingDateInputProps) {
  const [range, setRange] = useState<{ min?: string; max?: string }>({});
  useEffect(() => setRange(bookingRange()), []);
  return <input {...props} min={range.min} max={range.max} />;
}
