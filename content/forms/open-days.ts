/*
 * Apart from content/forms/words.ts: the booking-date rules (common/booking-dates.ts) and the doctor's
 * (common/forms/doctor-rule.ts), which the check before sending loads too, need these words and not the forms' others.
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
  /** The doctors who treat a service, when the chosen one does not: {names}, the others, comma-separated. */
  doctorChoices: '{names} or {last}',
};
