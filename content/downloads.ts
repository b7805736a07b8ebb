import type { ServiceReportSections } from './schema/clinic-pages';

/**
 * The sections of the 'Service Report' PDF of the project details page, printed after the page's own
 * words (scripts/build-downloads.ts). Kept apart from content/clinic-pages/project-details.ts, so the
 * page's JavaScript does not carry words only the PDF prints.
 */
export const serviceReportSections = [
  {
    title: 'Who the programme is for',
    text: 'Adults over forty, and younger adults with a family history of diabetes, heart disease or high blood pressure, who feel well and want to stay so.',
  },
  {
    title: 'First visit',
    text: 'A consultation of about thirty minutes with one of our physicians, a full examination, blood pressure, weight and waist measurement, an ECG and a blood draw. Please come fasting for ten to twelve hours; water is allowed.',
  },
  {
    title: 'Tests',
    text: 'Fasting blood sugar and HbA1c, lipid profile, kidney and liver function, thyroid function, complete blood count and urine examination. Further tests only when your history or examination calls for them.',
  },
  {
    title: 'Review visit',
    text: 'Usually within a week, in person or by video. Your doctor explains every result and writes a plan: any treatment, lifestyle changes, vaccinations and the date of your next check.',
  },
  // SAMPLE fee: replace it with the clinic's own before going live.
  {
    title: 'Fee',
    text: 'The programme costs ₹2,500, with the tests listed above and the review visit included. Any further test your doctor advises is charged separately, and we tell you its cost first.',
  },
  {
    title: 'What the programme is not',
    text: 'It is not an emergency service and does not replace a visit for new symptoms. If you feel unwell, book a consultation; in an emergency, call 112 or 108 for an ambulance; do not travel to the clinic.',
  },
] satisfies ServiceReportSections;
