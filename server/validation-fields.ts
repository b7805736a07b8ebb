import { z } from 'zod';
import { closedDayMessage, daysBetween, parseCalendarDate, todayInKolkata, weekdayOf, type WeekdayName } from './dates';

/**
 * The field rules of the form service (used by server/validation.ts): each turns a raw value
 * (string from a form post, or a JSON value) into a clean one, or into one message for the patient.
 */

export const MESSAGES = {
  unknownForm: 'This form cannot be sent to this address. Please use the form on our website.',
  nameRequired: 'Please enter your name.',
  nameTooLong: 'Please shorten your name to 100 characters or fewer.',
  emailRequired: 'Please enter your e-mail address.',
  emailInvalid: 'Please enter a valid e-mail address, like name@example.com.',
  emailTooLong: 'Please shorten your e-mail address to 254 characters or fewer.',
  mobileRequired: 'Please enter your mobile number.',
  phoneInvalid: 'Please enter a phone number of 7 to 15 digits. You may start with + and use spaces or dashes.',
  stateRequired: 'Please enter your state.',
  stateTooLong: 'Please shorten the state to 100 characters or fewer.',
  subjectTooLong: 'Please shorten the subject to 200 characters or fewer.',
  messageRequired: 'Please write your message.',
  messageTooLong: 'Please shorten your message to 2000 characters or fewer.',
  dateRequired: 'Please choose a date for your appointment.',
  dateInvalid: 'Please enter a real calendar date as year-month-day (YYYY-MM-DD).',
  datePast: 'Please choose today or a later date.',
  dateTooFar: 'Please choose a date within the next 365 days.',
  service: 'Please choose a service from the list.',
  doctor: 'Please choose a doctor from the list.',
  country: 'Please choose a country from the list.',
  consent: 'Please tick the box to agree to the privacy notice.',
  controlCharacters: 'Please remove special characters such as line breaks from this field.',
  postSlug: 'This comment is not linked to a blog post. Please send it from the post’s page.',
  replyTo: 'The comment you reply to was not found. Please reply from the post’s page.',
} as const;

/** Strings trimmed, numbers as text, missing as ''; other types pass through and fail z.string(). */
function asText(value: unknown): unknown {
  if (typeof value === 'string') return value.trim();
  if (typeof value === 'number' && Number.isFinite(value)) return String(value);
  if (value === undefined || value === null) return '';
  return value;
}

// Control characters are exactly what these patterns look for.
// eslint-disable-next-line no-control-regex
const SINGLE_LINE_CONTROL = /[\u0000-\u001f\u007f]/;
// eslint-disable-next-line no-control-regex
const MULTI_LINE_CONTROL = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/;
const length = (value: string) => [...value].length;

export function requiredText(required: string, max: number, tooLong: string, multiline = false) {
  return z.preprocess(
    asText,
    z
      .string({ error: required })
      .min(1, { error: required, abort: true })
      .refine((v) => length(v) <= max, { error: tooLong, abort: true })
      .refine((v) => !(multiline ? MULTI_LINE_CONTROL : SINGLE_LINE_CONTROL).test(v), { error: MESSAGES.controlCharacters }),
  );
}

export function optionalText(max: number, tooLong: string, invalid: string = tooLong) {
  return z.preprocess(
    asText,
    z
      .string({ error: invalid })
      .refine((v) => length(v) <= max, { error: tooLong, abort: true })
      .refine((v) => !SINGLE_LINE_CONTROL.test(v), { error: MESSAGES.controlCharacters })
      .transform((v) => (v === '' ? null : v)),
  );
}

export const email = z.preprocess(
  asText,
  z
    .string({ error: MESSAGES.emailRequired })
    .min(1, { error: MESSAGES.emailRequired, abort: true })
    .max(254, { error: MESSAGES.emailTooLong, abort: true })
    .regex(z.regexes.email, { error: MESSAGES.emailInvalid }),
);

function isPhone(value: string): boolean {
  if (value.length > 30 || !/^\+?[0-9][0-9 -]*$/.test(value)) return false;
  const digits = value.replace(/\D/g, '').length;
  return digits >= 7 && digits <= 15;
}
export const phone = z.preprocess(
  asText,
  z
    .string({ error: MESSAGES.mobileRequired })
    .min(1, { error: MESSAGES.mobileRequired, abort: true })
    .refine(isPhone, { error: MESSAGES.phoneInvalid }),
);
export const optionalPhone = z.preprocess(
  asText,
  z
    .string({ error: MESSAGES.phoneInvalid })
    .refine((v) => v === '' || isPhone(v), { error: MESSAGES.phoneInvalid })
    .transform((v) => (v === '' ? null : v)),
);

/** A select: '' or the placeholder value 'subject' means none; otherwise one of the list (any case). */
export function choice(list: readonly string[], message: string) {
  const byLower = new Map(list.map((item) => [item.toLowerCase(), item]));
  return z.preprocess(
    asText,
    z
      .string({ error: message })
      .refine((v) => v === '' || v.toLowerCase() === 'subject' || byLower.has(v.toLowerCase()), { error: message })
      .transform((v) => byLower.get(v.toLowerCase()) ?? null),
  );
}

const TRUE_WORDS = new Set(['yes', 'on', 'true']);
const isTicked = (value: unknown) => value === true || (typeof value === 'string' && TRUE_WORDS.has(value.trim().toLowerCase()));
export const consent = z.preprocess(isTicked, z.literal(true, { error: MESSAGES.consent }));
export const optionalTick = z.preprocess(isTicked, z.boolean());

export function bookingDate(lists: { openDays: ReadonlySet<WeekdayName>; now: () => Date }) {
  return z.preprocess(
    asText,
    z
      .string({ error: MESSAGES.dateRequired })
      .min(1, { error: MESSAGES.dateRequired, abort: true })
      .refine((v) => parseCalendarDate(v) !== null, { error: MESSAGES.dateInvalid, abort: true })
      .superRefine((value, ctx) => {
        const ahead = daysBetween(todayInKolkata(lists.now()), value);
        if (ahead < 0) ctx.addIssue({ code: 'custom', message: MESSAGES.datePast });
        else if (ahead > 365) ctx.addIssue({ code: 'custom', message: MESSAGES.dateTooFar });
        else {
          const day = weekdayOf(value);
          if (!lists.openDays.has(day)) ctx.addIssue({ code: 'custom', message: closedDayMessage(day, lists.openDays) });
        }
      }),
  );
}

export const slug = (message: string, required: boolean) =>
  z.preprocess(
    asText,
    z
      .string({ error: message })
      .refine((v) => (v === '' ? !required : /^[A-Za-z0-9()_/-]{1,200}$/.test(v)), { error: message })
      .transform((v) => (v === '' ? null : v)),
  );

export const name = requiredText(MESSAGES.nameRequired, 100, MESSAGES.nameTooLong);
export const message = requiredText(MESSAGES.messageRequired, 2000, MESSAGES.messageTooLong, true);
