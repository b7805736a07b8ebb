/**
 * The words of the time picker a booking form loads once a doctor and a date are chosen
 * (app/components/forms/TimePicker.tsx): in a module of their own, so the picker's chunk is all it loads.
 */
export const timePickerWords = {
  /** The radio group's legend; {doctor}: the chosen doctor's name. */
  legend: 'Free times with {doctor} that day (optional)',
  hint: 'Pick a time to hold it now, or leave it and the clinic calls you to agree one.',
  noTime: 'No particular time',
  loading: 'Looking up the free times…',
  none: 'No free time is left online that day. Send the request for the day, or choose another date.',
  failed: 'The free times could not be loaded. You can still send the request for the day.',
};
