import { type ComponentProps, useEffect, useState } from 'react';
import { bookingRange, closedDayMessage } from '~/lib/booking-dates';

type BookingDateInputProps = Omit<ComponentProps<'input'>, 'type' | 'min' | 'max'> & { name: 'booking_date' | 'appoinment_date' };

/**
 * A required date from today to a year ahead on an open day. The range is set after hydration
 * (the prerendered HTML was made on another day); the service checks the same rules again.
 */
export function BookingDateInput(props: BookingDateInputProps) {
  const [range, setRange] = useState<{ min?: string; max?: string }>({});
  useEffect(() => setRange(bookingRange()), []);
  return (
    <input
      {...props}
      type="date"
      required
      min={range.min}
      max={range.max}
      onChange={(event) => {
        event.currentTarget.setCustomValidity(closedDayMessage(event.currentTarget.value));
        props.onChange?.(event);
      }}
      className="field"
    />
  );
}
