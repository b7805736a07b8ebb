import { type ComponentProps, useEffect, useState } from 'react';
import { bookingRange, closedDayProblem } from '@common/booking-dates';

type BookingDateInputProps = Omit<ComponentProps<'input'>, 'min' | 'max'> & { name: string };

/**
 * A date from today (in India) to a year ahead on an open day: the rules the service checks again
 * (common/booking-dates.ts); a closed day is refused in the service's words. The range is set
 * after hydration (the prerendered HTML was made on another day).
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
        event.currentTarget.setCustomValidity(closedDayProblem(event.currentTarget.value) ?? '');
        props.onChange?.(event);
      }}
    />
  );
}
