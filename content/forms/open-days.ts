/*
 * Apart from content/forms/words.ts: the booking-date rules (common/booking-dates.ts), which the
 * check before sending loads too, need these words and not the forms' others.
 */

/**
 * The days the clinic opens, as a date field's hint and the closed-day message (content/forms/messages.ts) say them.
 */
export const bookingDayText = {
  openDays: {
    everyDay: 'on any day of the week',
    /** Three or more days in a row. */
    run: 'from {first} to {last}',
    one: 'on {day}',
    /** {days}: the others, comma-separated. */
    several: 'on {days} or {last}',
  },
};
