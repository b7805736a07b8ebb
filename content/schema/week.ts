import { z } from 'zod';

/**
 * The clinic's week as content/site.ts writes it (docs/decisions/0076-the-clinics-week.md): the sessions of the clinic
 * (`openingHours`) and of each doctor (`consultingHours`), several a day, each on the weeks its rule names; and the
 * checks that keep them apart and a doctor's inside the clinic's, naming the field.
 */

export const weekdaySchema = z.enum(['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday']);

const timeSchema = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'must be HH:MM, 24-hour');

/**
 * Which weeks a session runs (docs/decisions/0076-the-clinics-week.md). Left out: every week.
 * - `{ ofMonth: [1, 3] }`: the first and third such weekday of the month; `'last'` is the month's last one
 *   (`{ ofMonth: ['last'] }`: the last Sunday).
 * - `{ everyOtherWeekFrom: '2026-12-05' }`: that date (on the session's weekday), then every second week.
 */
export const weeksSchema = z.union([
  z.strictObject({
    ofMonth: z
      .array(z.union([z.number().int().min(1).max(5), z.literal('last')]))
      .min(1)
      .refine((weeks) => new Set(weeks).size === weeks.length, 'a week is listed twice'),
  }),
  z.strictObject({
    everyOtherWeekFrom: z
      .string()
      .regex(/^\d{4}-\d{2}-\d{2}$/, 'must be a date, YYYY-MM-DD')
      .refine((date) => !Number.isNaN(Date.parse(`${date}T00:00:00Z`)), 'must be a real calendar date'),
  }),
]);

/**
 * One session of the clinic on a day of the week. A day may have several (09:00-13:00 and 17:00-20:00); a closed day
 * has one entry without times.
 */
export const openingHoursSchema = z.object({
  /** Day of the week. Every day appears at least once; a closed day once, without times. */
  day: weekdaySchema,
  /** Opening time, 24-hour HH:MM; omit both times for a closed day. */
  opens: timeSchema.optional(),
  /** Closing time, 24-hour HH:MM. */
  closes: timeSchema.optional(),
  /** Which weeks this session runs; left out, every week. */
  weeks: weeksSchema.optional(),
});

/**
 * One session a doctor sees patients on a day of the week: inside one of the clinic's sessions of that day (checked in
 * siteSchema). A day may have several (a morning and an evening); they may not overlap.
 */
export const consultingHoursSchema = z.object({
  /** Day of the week. */
  day: weekdaySchema,
  /** First appointment time, 24-hour HH:MM. */
  from: timeSchema,
  /** When the doctor's last consultation ends, 24-hour HH:MM, after `from`. */
  until: timeSchema,
  /** Which weeks this session runs; left out, every week (a visiting consultant: `{ ofMonth: [1, 3] }`). */
  weeks: weeksSchema.optional(),
});

/** A session's week rule must name the session's own weekday (every other week from a Saturday runs on Saturdays). */
function checkWeekRule(
  session: { day: z.infer<typeof weekdaySchema>; weeks?: z.infer<typeof weeksSchema> },
  path: Array<string | number>,
  context: z.RefinementCtx,
) {
  if (!session.weeks || !('everyOtherWeekFrom' in session.weeks)) return;
  const date = session.weeks.everyOtherWeekFrom;
  const weekday = weekdaySchema.options[(new Date(`${date}T00:00:00Z`).getUTCDay() + 6) % 7];
  if (weekday !== session.day)
    context.addIssue({
      code: 'custom',
      path: [...path, 'weeks', 'everyOtherWeekFrom'],
      message: `${date} is a ${weekday}, not a ${session.day}`,
    });
}

/** Every day once at least; a closed day once, without times; the sessions of a day apart (any order). */
export function checkOpeningHours(hours: ReadonlyArray<z.infer<typeof openingHoursSchema>>, context: z.RefinementCtx) {
  for (const day of weekdaySchema.options)
    if (!hours.some((entry) => entry.day === day))
      context.addIssue({
        code: 'custom',
        path: ['openingHours'],
        message: `${day} is missing (a closed day is listed without times)`,
      });
  hours.forEach((entry, index) => {
    const path = ['openingHours', index];
    const sameDay = hours.filter((other) => other.day === entry.day);
    if (!entry.opens !== !entry.closes)
      context.addIssue({
        code: 'custom',
        path,
        message: 'give both `opens` and `closes`, or neither for a closed day',
      });
    else if (!entry.opens && sameDay.length > 1)
      context.addIssue({ code: 'custom', path, message: `${entry.day} is listed closed and open` });
    else if (entry.opens && entry.closes) {
      if (entry.opens >= entry.closes)
        context.addIssue({ code: 'custom', path: [...path, 'closes'], message: 'must be after `opens`' });
      checkWeekRule(entry, path, context);
      const overlapping = hours.findIndex(
        (other, otherIndex) =>
          otherIndex < index &&
          other.day === entry.day &&
          other.opens !== undefined &&
          other.closes !== undefined &&
          other.opens < entry.closes! &&
          entry.opens! < other.closes,
      );
      if (overlapping >= 0)
        context.addIssue({
          code: 'custom',
          path,
          message: `overlaps openingHours.${overlapping} on ${entry.day}: give each session its own hours`,
        });
    }
  });
}

/** Each doctor's sessions: apart, on their rule's weekday, and inside one of the clinic's sessions of their day. */
export function checkConsultingHours(
  doctors: ReadonlyArray<{ consultingHours: ReadonlyArray<z.infer<typeof consultingHoursSchema>> }>,
  openingHours: ReadonlyArray<z.infer<typeof openingHoursSchema>>,
  context: z.RefinementCtx,
) {
  // A doctor's hours must be hours the clinic is open: a patient must never be told to come to a closed door.
  doctors.forEach((doctor, doctorIndex) => {
    doctor.consultingHours.forEach((hours, index) => {
      const path = ['doctors', doctorIndex, 'consultingHours', index];
      if (hours.from >= hours.until)
        context.addIssue({ code: 'custom', path: [...path, 'until'], message: 'must be after `from`' });
      checkWeekRule(hours, path, context);
      const overlapping = doctor.consultingHours.findIndex(
        (other, otherIndex) =>
          otherIndex < index && other.day === hours.day && other.from < hours.until && hours.from < other.until,
      );
      if (overlapping >= 0)
        context.addIssue({
          code: 'custom',
          path,
          message: `overlaps consultingHours.${overlapping} on ${hours.day}: give each session its own hours`,
        });
      const open = openingHours.filter((entry) => entry.day === hours.day && entry.opens && entry.closes);
      if (open.length === 0)
        context.addIssue({
          code: 'custom',
          path: [...path, 'day'],
          message: `the clinic is closed on ${hours.day} (openingHours)`,
        });
      else if (!open.some((entry) => hours.from >= entry.opens! && hours.until <= entry.closes!))
        context.addIssue({
          code: 'custom',
          path,
          message: `must lie within one of the clinic's sessions on ${hours.day}: ${open.map((entry) => `${entry.opens} to ${entry.closes}`).join(', ')}`,
        });
    });
  });
}
