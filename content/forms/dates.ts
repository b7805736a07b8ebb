/**
 * Dates as the forms write them for patients, in Indian order (common/date-text.ts): `numeric` in
 * the service's messages ("26/11/2026"), `long` in a booking's confirmation ("Thursday, 26 November";
 * {weekday} from content/ui.ts days, {month} from `months`). Apart from content/forms/words.ts,
 * which the forms load with the page: only a sent form and the form service need these.
 */
export const dateWords = {
  numeric: '{day}/{month}/{year}',
  long: '{weekday}, {day} {month}',
  months: [
    'January',
    'February',
    'March',
    'April',
    'May',
    'June',
    'July',
    'August',
    'September',
    'October',
    'November',
    'December',
  ],
};
