import { z } from 'zod';
import { FORM_KINDS } from '../forms/kinds';
import { formMessages, refusals } from '../forms/messages';

/**
 * The forms: their words (content/forms/words.ts, answers.ts, messages.ts) and the table of their
 * fields (content/forms/table.ts), which the React forms, the form service's page for a form
 * posted without JavaScript and its checks all read.
 */

export const formKindSchema = z.enum(FORM_KINDS);

/**
 * A field's name, posted as is and, but for the spec's names (server/storage/stored-fields.ts), its
 * column: letters, digits and _ (the spec's `booking_date`, `serviceName`, a new `patient_name`).
 */
const fieldNameSchema = z.string().regex(/^[A-Za-z][A-Za-z0-9_]*$/, { message: 'must be letters, digits and _' });

const slotsOf = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((match) => match[1]!);
/** A text whose `{slots}` are exactly the ones its reader fills in. */
const withSlots = (slots: string[], min = 2) =>
  z
    .string()
    .min(min)
    .refine(
      (text) =>
        slotsOf(text).every((slot) => slots.includes(slot)) && slots.every((slot) => text.includes(`{${slot}}`)),
      {
        message: slots.length
          ? `must use exactly these slots: ${slots.map((slot) => `{${slot}}`).join(', ')}`
          : 'must have no {slot}',
      },
    );

/** A text that may use these `{slots}` and no other. */
const withSomeSlots = (slots: string[], min: number) =>
  z
    .string()
    .min(min)
    .refine((text) => slotsOf(text).every((slot) => slots.includes(slot)), {
      message: `may use only these slots: ${slots.map((slot) => `{${slot}}`).join(', ')}`,
    });

const fieldWordsSchema = z.object({
  /** The field's label. */
  label: withSlots([]),
  /** Inside an empty control (the spec's, with * for a required field); a select's "none" option. */
  placeholder: withSlots([], 1).optional(),
  /** Under the control; {openDays}, if used, is where the clinic's open days go ("from Monday to Friday"). */
  hint: withSomeSlots(['openDays'], 5).optional(),
});

const perKind = (text: z.ZodType<string>) => z.record(formKindSchema, text);

export const formWordsSchema = z.object({
  /** A field's words by field name. */
  fields: z.record(fieldNameSchema, fieldWordsSchema),
  /** The comment form's own words for its e-mail and message fields. */
  comment: z.object({ email: fieldWordsSchema, message: fieldWordsSchema }),
  /** Each form's accessible name and its submit button. */
  forms: z.record(
    z.enum(['appointment-a', 'appointment-b', 'contact']),
    z.object({ label: withSlots([]), submit: withSlots([]) }),
  ),
  /** Under a booking's select the other's choice narrowed (common/forms/doctor-rule.ts `narrowedOptions`). */
  narrowed: z.object({ services: withSlots(['doctor'], 10), doctors: withSlots(['service'], 10) }),
});

/** How the clinic names a field where not by its label (its e-mail, the front desk). */
export const staffLabelsSchema = z.record(fieldNameSchema, withSlots([]));

export const formAnswersSchema = z.object({
  /** What each form says once the request is stored (in place, JSON answer, thank-you page). */
  success: perKind(withSlots([], 10)),
  thankYou: z.object({
    /** Under the thank-you page's title. */
    lead: withSlots([], 5),
    /** When the page does not know which form was sent. */
    fallback: withSlots([], 10),
    /** The emergency line: {phone} is the emergency number, {ambulance} the ambulance's. */
    emergency: withSlots(['phone', 'ambulance'], 10),
    home: withSlots([]),
    services: withSlots([]),
  }),
  /** A booking's confirmation (common/booking-confirmation.ts), in place of the form and on the service's page. */
  booking: z.object({
    heading: withSlots([], 10),
    date: withSlots([]),
    doctor: withSlots([]),
    reference: withSlots([]),
    service: withSlots([]),
    noPreference: withSlots([]),
    notConfirmed: withSlots([], 10),
    /** {phone}: the number the patient gave; {hours}: the `callPeriod`s joined by `callJoin`. */
    call: withSlots(['phone', 'hours'], 10),
    callPeriod: withSlots(['times', 'days'], 10),
    /** One session of a run: {opens}, {closes}. */
    callTime: withSlots(['opens', 'closes'], 10),
    callTimeJoin: z.string().min(1),
    callJoin: z.string().min(1),
    /** A run of days: "Monday to Friday". */
    days: withSlots(['first', 'last'], 5),
    another: withSlots([], 5),
    /** The title of the service's confirmation page. */
    pageTitle: withSlots([], 5),
  }),
});

/** The service's messages with their limits filled in: a slot left over means a limit nobody fills. */
export const fieldMessagesSchema = z
  .object({
    /** The booking date's own slots, filled at the check (common/forms/booking-date-rule.ts): dates in Indian order. */
    datePast: withSlots(['today'], 10),
    dateTooFar: withSlots(['last'], 10),
    /** {day}: a closed day's name; {openDays}: the open days (`bookingDayText`). */
    dateClosed: withSlots(['day', 'openDays'], 10),
    dateClosedOn: withSlots(['date', 'openDays'], 10),
    dateClosedToday: withSlots(['openDays'], 10),
    /** The chosen doctor's refusals (common/forms/doctor-rule.ts): the doctor's name, the date, the next days. */
    dateDoctorAway: withSlots(['doctor', 'date', 'next'], 10),
    dateDoctorDone: withSlots(['doctor', 'next'], 10),
    doctorService: withSlots(['doctor', 'service'], 10),
    /** As `doctorService`, with {doctors}: the doctors who do treat it. */
    doctorServiceOthers: withSlots(['doctor', 'service', 'doctors'], 10),
    /** A booking time already past today (common/forms/booking-time-rule.ts): the time now in India. */
    timePast: withSlots(['now'], 10),
  })
  .catchall(withSlots([], 10));

export const dateWordsSchema = z.object({
  /** A date in messages: "26/11/2026" (Indian order). */
  numeric: withSlots(['day', 'month', 'year'], 5),
  /** A date in a confirmation: "Thursday, 26 November". */
  long: withSlots(['weekday', 'day', 'month'], 5),
  months: z.array(z.string().min(3)).length(12),
});

export const bookingDayTextSchema = z.object({
  /** The open days, in a date field's hint and the closed-day message. */
  openDays: z.object({
    everyDay: withSlots([], 5),
    run: withSlots(['first', 'last'], 5),
    one: withSlots(['day'], 3),
    several: withSlots(['days', 'last'], 5),
  }),
  /** The doctors who treat a service, in the doctor's refusal: "Dr. A, Dr. B or Dr. C". */
  doctorChoices: withSlots(['names', 'last'], 5),
});

export const formErrorPageSchema = z.object({
  /** The page's heading, by form kind. */
  headings: perKind(withSlots([], 5)),
  /** Above the list of refused fields. */
  summaryOne: withSlots([], 5),
  summaryMany: withSlots(['count'], 5),
  /** The submit button. */
  resend: withSlots([]),
  /** Links under the form. */
  back: withSlots([]),
  home: withSlots([]),
});

const messageKeySchema = z
  .string()
  .refine((key) => key in formMessages, { message: 'must be a key of formMessages (content/forms/messages.ts)' });

/**
 * Which message refuses a field each way: content/forms/messages.ts `refusals`, the row's own words first (as
 * common/forms/rules.ts reads them).
 */
const refusalsOf = (field: { name: string; messages?: Record<string, string | undefined> }) => ({
  ...refusals[field.name],
  ...field.messages,
});

const fieldSpecSchema = z
  .object({
    name: fieldNameSchema,
    type: z.enum(['text', 'email', 'tel', 'date', 'time', 'textarea', 'select', 'hidden', 'checkbox']),
    label: z.string(),
    placeholder: z.string().min(1).optional(),
    hint: z.string().optional(),
    required: z.boolean(),
    maxLength: z.int().positive().optional(),
    autocomplete: z.string().min(2).optional(),
    inputmode: z.enum(['tel']).optional(),
    pattern: z
      .string()
      .refine(
        (pattern) => {
          try {
            new RegExp(`^(?:${pattern})$`, 'v');
            return true;
          } catch {
            return false;
          }
        },
        { message: 'must be a valid HTML pattern (v flag)' },
      )
      .optional(),
    options: z.enum(['services', 'doctors', 'countries']).optional(),
    /** Of a select: the query parameter a link chooses its option with. */
    query: z.enum(['service', 'doctor']).optional(),
    messages: z
      .object({
        required: messageKeySchema.optional(),
        tooLong: messageKeySchema.optional(),
        invalid: messageKeySchema.optional(),
        characters: messageKeySchema.optional(),
      })
      .optional(),
  })
  .refine((field) => (field.type === 'hidden') === (field.label === ''), {
    message: 'a visible field needs a label; a hidden one has none',
  })
  .refine(
    (field) => !['text', 'email', 'tel', 'textarea', 'hidden'].includes(field.type) || field.maxLength !== undefined,
    {
      message: 'a text field needs a maxLength',
    },
  )
  .refine((field) => (field.type === 'select') === (field.options !== undefined && field.placeholder !== undefined), {
    message: 'a select, and only a select, has options and a placeholder',
  })
  .refine((field) => !field.required || refusalsOf(field).required !== undefined, {
    message: 'a required field needs its `required` message (messages.ts refusals)',
  })
  .refine((field) => field.maxLength === undefined || refusalsOf(field).tooLong !== undefined, {
    message: 'a field with a maxLength needs its `tooLong` message',
  })
  .refine(
    (field) =>
      !(field.type === 'email' || field.type === 'select' || field.pattern) || refusalsOf(field).invalid !== undefined,
    {
      message: 'an address, a pattern or a choice needs its `invalid` message',
    },
  )
  .refine(
    (field) =>
      !['text', 'textarea'].includes(field.type) ||
      field.pattern !== undefined ||
      refusalsOf(field).characters !== undefined,
    {
      message: 'a free-text field needs its `characters` message (naming the field)',
    },
  )
  .refine((field) => field.query === undefined || field.type === 'select', {
    message: 'only a select is chosen by a query parameter',
  });

const rank = (type: string) => (type === 'hidden' ? 0 : type === 'checkbox' ? 2 : 1);

/** Each kind's fields: unique names, hidden fields first and checkboxes last (the React forms lay them out so). */
export const formFieldsSchema = z.record(
  formKindSchema,
  z
    .array(fieldSpecSchema)
    .min(1)
    .refine((fields) => new Set(fields.map((field) => field.name)).size === fields.length, {
      message: 'field names must be unique',
    })
    .refine((fields) => fields.every((field, i) => i === 0 || rank(fields[i - 1]!.type) <= rank(field.type)), {
      message: 'hidden fields come first, checkboxes last',
    }),
);

/** content/forms/booking-time.ts: the words of a booking's optional time. */
export const bookingTimeWordsSchema = z.object({
  alternatives: withSlots(['times'], 5),
  time: withSlots([], 2),
  held: withSlots([], 10),
  confirmed: withSlots([], 10),
  heldAnswer: withSlots(['time', 'date'], 10),
  confirmedAnswer: withSlots(['time', 'date'], 10),
  heldMail: withSlots(['date', 'time', 'choices'], 10),
  step: z.object({
    heading: withSlots([], 5),
    intro: withSlots(['doctor', 'date'], 10),
    pick: withSlots(['time'], 3),
    taken: withSlots([], 10),
    closedHeading: withSlots([], 3),
    closed: withSlots([], 10),
    gone: withSlots([], 10),
  }),
});

/** content/forms/time-picker.ts: the booking form's time picker. */
export const timePickerWordsSchema = z.object({
  legend: withSlots(['doctor'], 10),
  hint: withSlots([], 10),
  noTime: withSlots([], 3),
  loading: withSlots([], 5),
  none: withSlots([], 10),
  failed: withSlots([], 10),
});
