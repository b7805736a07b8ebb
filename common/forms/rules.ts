import {
  HONEYPOT_FIELD,
  type FieldRefusals,
  type FieldSpec,
  type MessageKey,
  type OptionList,
} from '../../content/forms/kinds';
import { refusals } from '../../content/forms/messages';
import { fill } from '../../content/ui';
import type { WeekdayName } from '../booking-dates';
import { bookingDateRefusal } from './booking-date-rule';
import { bookingTimeRefusals, isTimeOfDay } from './booking-time-rule';
import { doctorRefusals, type DoctorSchedule } from './doctor-rule';
import { isCleanText } from './clean-text';

/**
 * The form rules, written once: what each row of the form table (content/forms/table.ts) accepts,
 * and which message of content/forms/messages.ts refuses it. The browser runs them on what a form is
 * about to send (common/forms/check-form-element.ts, loaded when a form is first sent) and the form
 * service on what it received (server/validation.ts), so both answer alike (tests/unit/form-rules.test.tsx).
 * Pure: no DOM, no Node; the messages' words are the caller's, so the page need not load them.
 */

/** A refusal: the message's key and the values of its own slots (a date's {today}, say). */
export interface Refusal {
  key: MessageKey;
  slots?: Record<string, string>;
}

/** A checked value: text (trimmed, NFC), a checkbox's tick, or null for an empty optional field. */
export type CheckedValue = string | boolean | null;
export type FieldOutcome = { ok: true; value: CheckedValue } | { ok: false; refusal: Refusal };

/**
 * What a rule needs besides the table: the lists a choice must be in, the open days, each doctor's days and services
 * (common/forms/doctor-rule.ts) and the time now.
 */
export interface RuleContext {
  lists: Partial<Record<OptionList, readonly string[]>>;
  openDays: ReadonlySet<WeekdayName>;
  doctorSchedules: readonly DoctorSchedule[];
  now: Date;
}

/**
 * The e-mail rule (zod's `regexes.email`, which the service used before these rules): stricter than a browser's
 * `type=email`.
 */
const EMAIL = /^(?:[A-Za-z0-9_'+-]+\.)*[A-Za-z0-9_'+-]*[A-Za-z0-9_+-]@(?:[A-Za-z0-9][A-Za-z0-9-]*\.)+[A-Za-z]{2,}$/;
/** An HTML pattern as the browser applies it: the whole value, `v` flag. */
const wholeMatch = (pattern: string) => new RegExp(`^(?:${pattern})$`, 'v');
const TRUE_WORDS = new Set(['yes', 'on', 'true']);

/** A message with its slots filled; `messages` are content/forms/messages.ts's with the limits filled in. */
export function messageOf(refusal: Refusal, messages: Record<MessageKey, string>): string {
  return fill(messages[refusal.key], refusal.slots ?? {});
}

/** A ticked box: JSON `true`, or `yes`, `on`, `true` in any case. */
export function isTicked(raw: unknown): boolean {
  return raw === true || (typeof raw === 'string' && TRUE_WORDS.has(raw.trim().toLowerCase()));
}

/** The honeypot filled (a bot): the post is answered as sent and dropped. */
export function honeypotFilled(body: Record<string, unknown>): boolean {
  const value = body[HONEYPOT_FIELD];
  return typeof value === 'string' ? value.trim() !== '' : value !== undefined && value !== null && value !== false;
}

/**
 * Text trimmed and in Unicode NFC (one spelling of "é", so lengths, the list and the CSV agree), a number as text,
 * missing as ''; anything else stays as it is and is refused.
 */
function asText(raw: unknown): unknown {
  if (typeof raw === 'string') return raw.trim().normalize('NFC');
  if (typeof raw === 'number' && Number.isFinite(raw)) return String(raw);
  return raw === undefined || raw === null ? '' : raw;
}

/** Which message refuses the field each way (content/forms/messages.ts), the form's own words first. */
export const refusalsOf = (field: FieldSpec): FieldRefusals => ({ ...refusals[field.name], ...field.messages });

const ok = (value: CheckedValue): FieldOutcome => ({ ok: true, value });
const refuse = (key: MessageKey, slots?: Record<string, string>): FieldOutcome => ({
  ok: false,
  refusal: { key, slots },
});

/**
 * A text field (hidden ones too): required or not, its maxLength, then its format (an address, its pattern, or no
 * refused character).
 */
function textRule(field: FieldSpec, value: unknown): FieldOutcome {
  const { required, tooLong, invalid, characters } = refusalsOf(field);
  if (typeof value !== 'string') return refuse(field.required ? required! : (invalid ?? tooLong!));
  if (value === '') return field.required ? refuse(required!) : ok(null);
  if (field.maxLength !== undefined && [...value].length > field.maxLength) return refuse(tooLong!);
  if (field.type === 'email') return EMAIL.test(value) ? ok(value) : refuse(invalid!);
  if (field.pattern) return wholeMatch(field.pattern).test(value) ? ok(value) : refuse(invalid!);
  return isCleanText(value, field.type === 'textarea') ? ok(value) : refuse(characters!);
}

/**
 * A select: '' or the placeholder's value `subject` means none; otherwise one of the list, any case, given as the list
 * spells it.
 */
function choiceRule(field: FieldSpec, value: unknown, context: RuleContext): FieldOutcome {
  const list = context.lists[field.options!];
  if (!list) throw new Error(`The ${field.name} field needs the list ${field.options}`);
  if (typeof value !== 'string') return refuse(refusalsOf(field).invalid!);
  const wanted = value.toLowerCase();
  if (wanted === '' || wanted === 'subject') return ok(null);
  const chosen = list.find((item) => item.toLowerCase() === wanted);
  return chosen === undefined ? refuse(refusalsOf(field).invalid!) : ok(chosen);
}

/** A booking date: required, then common/forms/booking-date-rule.ts. */
function dateRule(field: FieldSpec, value: unknown, context: RuleContext): FieldOutcome {
  if (typeof value !== 'string' || value === '') return refuse(refusalsOf(field).required!);
  const refusal = bookingDateRefusal(value, context.now, context.openDays);
  return refusal ? { ok: false, refusal } : ok(value);
}

/** A booking's optional time: HH:MM or nothing; the rest follows the doctor and the date (booking-time-rule.ts). */
function timeRule(field: FieldSpec, value: unknown): FieldOutcome {
  if (value === '') return ok(null);
  return typeof value === 'string' && isTimeOfDay(value) ? ok(value) : refuse(refusalsOf(field).invalid!);
}

/** One field's rule on a raw value (a string from a form post, or a JSON value). */
export function checkField(field: FieldSpec, raw: unknown, context: RuleContext): FieldOutcome {
  switch (field.type) {
    case 'checkbox':
      return field.required && !isTicked(raw) ? refuse(refusalsOf(field).required!) : ok(isTicked(raw));
    case 'select':
      return choiceRule(field, asText(raw), context);
    case 'date':
      return dateRule(field, asText(raw), context);
    case 'time':
      return timeRule(field, asText(raw));
    default:
      return textRule(field, asText(raw));
  }
}

export type FieldsOutcome =
  | { ok: true; values: Record<string, CheckedValue> }
  | { ok: false; refusals: Array<{ name: string; refusal: Refusal }> };

/**
 * Every field of a form (its rows of the table) on a body, refusals in the table's order; fields the table lacks are
 * ignored.
 */
export function checkFields(
  fields: readonly FieldSpec[],
  body: Record<string, unknown>,
  context: RuleContext,
): FieldsOutcome {
  const values: Record<string, CheckedValue> = {};
  const refusals: Array<{ name: string; refusal: Refusal }> = [];
  for (const field of fields) {
    const outcome = checkField(field, Object.hasOwn(body, field.name) ? body[field.name] : undefined, context);
    if (outcome.ok) values[field.name] = outcome.value;
    else refusals.push({ name: field.name, refusal: outcome.refusal });
  }
  const named = (test: (field: FieldSpec) => boolean) => fields.find(test)?.name;
  const names = {
    doctor: named((field) => field.options === 'doctors'),
    service: named((field) => field.options === 'services'),
    date: named((field) => field.type === 'date'),
    time: named((field) => field.type === 'time'),
  };
  const byDoctor = [
    ...doctorRefusals(names, values, context.doctorSchedules, context.now),
    ...bookingTimeRefusals(names, values, context.now),
  ];
  if (byDoctor.length) {
    const order = (name: string) => fields.findIndex((field) => field.name === name);
    refusals.push(...byDoctor);
    refusals.sort((a, b) => order(a.name) - order(b.name));
  }
  return refusals.length ? { ok: false, refusals } : { ok: true, values };
}
