import { z } from 'zod';
import { bookingDateProblem } from '../common/booking-date-check';
import type { WeekdayName } from '../common/booking-dates';
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

/** Strings trimmed and in Unicode NFC (one spelling of "é", so lengths, the list and the CSV agree), numbers as text, missing as ''; other types pass through and fail z.string(). */
function asText(value: unknown): unknown {
  if (typeof value === 'string') return value.trim().normalize('NFC');
  if (typeof value === 'number' && Number.isFinite(value)) return String(value);
  if (value === undefined || value === null) return '';
  return value;
}

/**
 * Characters no field accepts (docs/decisions/0013-proxies-origins-and-clean-text.md): C0 and C1
 * controls (U+0085 included) and DEL, the line and paragraph separators U+2028/2029, the
 * text-direction controls (U+061C, U+200E/F, U+202A-202E, U+2066-2069), which can reverse text in
 * the clinic's e-mail, list and CSV, and invisible ones (zero-width space, word joiner and invisible
 * operators, BOM, Mongolian vowel separator, deprecated format controls, interlinear annotations,
 * tag characters). A one-line field also refuses tab and line breaks; a text area keeps them.
 */
// eslint-disable-next-line no-control-regex
const ONE_LINE_REFUSED = /[\u0000-\u001f\u007f-\u009f\u061c\u180e\u200b\u200e\u200f\u2028-\u202e\u2060-\u206f\ufeff\ufff9-\ufffb\u{e0000}-\u{e007f}]/u;
const MULTI_LINE_REFUSED =
  // eslint-disable-next-line no-control-regex
  /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f\u061c\u180e\u200b\u200e\u200f\u2028-\u202e\u2060-\u206f\ufeff\ufff9-\ufffb\u{e0000}-\u{e007f}]/u;
/**
 * The zero-width non-joiner and joiner (U+200C/D) are spelling in Indic and Arabic-script writing
 * (a Devanagari half form, a Malayalam chillu, a Persian word) and glue emoji sequences: they pass
 * after a combining mark, an emoji, or a letter of a script other than Latin, Greek and Cyrillic,
 * and are refused elsewhere (hidden inside "Asha").
 */
const STRAY_JOINER = new RegExp(
  String.raw`(?<![\p{M}\p{Extended_Pictographic}]|[\p{L}--[\p{Script=Latin}\p{Script=Greek}\p{Script=Cyrillic}]])[\u200c\u200d]`,
  'v',
);

/** True when free text holds none of the refused characters (line breaks allowed in a text area). */
export function isCleanText(value: string, multiLine: boolean): boolean {
  return !(multiLine ? MULTI_LINE_REFUSED : ONE_LINE_REFUSED).test(value) && !STRAY_JOINER.test(value);
}

const length = (value: string) => [...value].length;

/** An HTML pattern as the browser applies it: the whole value, `v` flag. */
const wholeMatch = (pattern: string) => new RegExp(`^(?:${pattern})$`, 'v');

/** What a filled value must look like: an e-mail address, the field's pattern, or (free text) no refused character. */
function formatOf(field: FieldSpec): { test: (value: string) => boolean; message: MessageKey } {
  if (field.type === 'email') return { test: (value) => z.regexes.email.test(value), message: field.messages.invalid! };
  if (field.pattern) {
    const pattern = wholeMatch(field.pattern);
    return { test: (value) => pattern.test(value), message: field.messages.invalid! };
  }
  const multiLine = field.type === 'textarea';
  return { test: (value) => isCleanText(value, multiLine), message: field.messages.characters! };
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
