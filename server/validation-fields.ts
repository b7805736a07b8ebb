import { z } from 'zod';
import { bookingDateProblem } from '../app/lib/booking-date-check';
import type { WeekdayName } from '../app/lib/booking-dates';
import { type FieldSpec, type MessageKey, type OptionList } from '../content/forms/kinds';
import { fieldMessages } from '../content/forms/messages';

/**
 * The rule of one field of the form table (content/forms/table.ts), used by server/validation.ts:
 * it turns a raw value (a string from a form post, or a JSON value) into a clean one, or into one
 * message for the patient. The limits, patterns and messages are the table's, as the browser has them.
 */

/** Every message of the service (content/forms/messages.ts, limits filled in). */
export const MESSAGES = fieldMessages;

/** What a field's rule needs besides the table: the lists a choice must be in, the open days and the clock. */
export interface FieldContext {
  lists: Record<OptionList, readonly string[]>;
  openDays: ReadonlySet<WeekdayName>;
  now: () => Date;
}

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

/** An HTML pattern as the browser applies it: the whole value, `v` flag. */
const wholeMatch = (pattern: string) => new RegExp(`^(?:${pattern})$`, 'v');

/** What a filled value must look like: an e-mail address, the field's pattern, or (free text) no control characters. */
function formatOf(field: FieldSpec): { test: (value: string) => boolean; message: MessageKey } {
  if (field.type === 'email') return { test: (value) => z.regexes.email.test(value), message: field.messages.invalid! };
  if (field.pattern) {
    const pattern = wholeMatch(field.pattern);
    return { test: (value) => pattern.test(value), message: field.messages.invalid! };
  }
  const control = field.type === 'textarea' ? MULTI_LINE_CONTROL : SINGLE_LINE_CONTROL;
  return { test: (value) => !control.test(value), message: 'controlCharacters' };
}

/** A text field: required or not, its maxLength, then its format; an empty optional field is null. */
function textRule(field: FieldSpec) {
  const { required, tooLong } = field.messages;
  const notText = field.required ? required! : (field.messages.invalid ?? tooLong!);
  const format = formatOf(field);
  let rule = z.string({ error: MESSAGES[notText] });
  if (field.required) rule = rule.min(1, { error: MESSAGES[required!], abort: true });
  const max = field.maxLength;
  if (max !== undefined) rule = rule.refine((value) => length(value) <= max, { error: MESSAGES[tooLong!], abort: true });
  rule = rule.refine((value) => value === '' || format.test(value), { error: MESSAGES[format.message] });
  return z.preprocess(asText, field.required ? rule : rule.transform((value) => (value === '' ? null : value)));
}

/** A select: '' or the placeholder value 'subject' means none; otherwise one of the list (any case). */
function choiceRule(list: readonly string[], message: string) {
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

/** A booking date: a real YYYY-MM-DD from today in India to the booking window, on an open day (the browser's date input has the same range and closed-day message). */
function bookingDateRule(field: FieldSpec, context: FieldContext) {
  return z.preprocess(
    asText,
    z
      .string({ error: MESSAGES[field.messages.required!] })
      .min(1, { error: MESSAGES[field.messages.required!], abort: true })
      .superRefine((value, ctx) => {
        const problem = bookingDateProblem(value, context.now(), context.openDays);
        if (problem) ctx.addIssue({ code: 'custom', message: problem });
      }),
  );
}

/** The rule of one field of the table. */
export function fieldRule(field: FieldSpec, context: FieldContext) {
  switch (field.type) {
    case 'checkbox':
      return field.required ? z.preprocess(isTicked, z.literal(true, { error: MESSAGES[field.messages.required!] })) : z.preprocess(isTicked, z.boolean());
    case 'select':
      return choiceRule(context.lists[field.options!], MESSAGES[field.messages.invalid!]);
    case 'date':
      return bookingDateRule(field, context);
    default:
      return textRule(field);
  }
}
