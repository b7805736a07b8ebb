import { type ComponentProps, useEffect, useState } from 'react';
import { bookingDateProblem, bookingRange } from '~/lib/booking-dates';

type BookingDateInputProps = Omit<ComponentProps<'input'>, 'min' | 'max'> & { name: string };

/**
 * A date from today (in India) to a year ahead on an open day: the rules the service checks again
 * (app/lib/booking-dates.ts), in its words. The range is set after hydration (the prerendered HTML
 * was made on another day).
 */
export function BookingDateInput(props: BookingDateInputProps) {
  const [range, setRange] = useState<{ min?: string; max?: string }>({});
  useEffect(() => setRange(bookingRange()), []);
  return (
    <input
      {...props}
      min={range.min}
      max={range.max}
      onChange={(event) => {
        const value = event.currentTarget.value;
        event.currentTarget.setCustomValidity(value === '' ? '' : (bookingDateProblem(value, new Date()) ?? ''));
        props.onChange?.(event);
      }}
    />
  );
}
