import type { formMessages } from './form-messages';
import { formText } from './forms';
import { consentNotice } from './privacy';
import { ui } from './ui';

/**
 * The one table of the site's forms: for each form kind its fields in order, with their words,
 * types, limits and the service's messages. The React forms, the form service's page for a form
 * posted without JavaScript (server/render-form-errors.ts) and its checks (server/validation.ts)
 * all read it. Field names are the spec's, `appoinment_date` spelt so (docs/form-service.md).
 * Order within a kind: hidden fields first, then the visible controls, checkboxes last.
 */

export const FORM_KINDS = ['appointment-a', 'appointment-b', 'contact', 'comment', 'newsletter', 'get-update'] as const;
export type FormKind = (typeof FORM_KINDS)[number];

/** Where each kind is posted: `/api/<endpoint>` (site.formActions). */
export type FormEndpoint = 'appointments' | 'messages' | 'subscriptions';
export const FORM_ENDPOINTS: Record<FormKind, FormEndpoint> = {
  'appointment-a': 'appointments',
  'appointment-b': 'appointments',
  contact: 'messages',
  comment: 'messages',
  newsletter: 'subscriptions',
  'get-update': 'subscriptions',
};

/** The hidden field every form posts its kind in, and the honeypot field bots fill and people never see. */
export const KIND_FIELD = 'form';
export const HONEYPOT_FIELD = 'website';

/** Length limits in characters, and how many days ahead a booking may be. */
export const LIMITS = {
  maxName: 100,
  maxEmail: 254,
  maxState: 100,
  maxSubject: 200,
  maxMessage: 2000,
  maxPhone: 30,
  maxSlug: 200,
  bookingWindowDays: 365,
};

/**
 * The phone rule of every phone field: 7 to 15 digits, an optional leading +, spaces and dashes
 * between digits. HTML `pattern` syntax: the browser matches it whole with the `v` flag, and so
 * does the service.
 */
export const PHONE_PATTERN = '\\+?[0-9](?:[ \\-]*[0-9]){6,14}';
/** A blog post's slug or a comment's id. */
const SLUG_PATTERN = '[A-Za-z0-9_\\(\\)\\/\\-]+';

export type FieldType = 'text' | 'email' | 'tel' | 'date' | 'textarea' | 'select' | 'hidden' | 'checkbox';
/** The lists a select offers: the services (content/services), `site.doctors`, `site.countries`. */
export type OptionList = 'services' | 'doctors' | 'countries';
export type MessageKey = keyof typeof formMessages;

export interface FieldSpec {
  /** Posted as is. */
  name: string;
  type: FieldType;
  /** '' for a hidden field. */
  label: string;
  /** Of a text control; of a select, its first option (value `subject`, meaning none). */
  placeholder?: string;
  /** Shown under the control; {openDays} is filled in. */
  hint?: string;
  required: boolean;
  maxLength?: number;
  autocomplete?: string;
  inputmode?: 'tel';
  /** HTML pattern syntax, matched whole. */
  pattern?: string;
  options?: OptionList;
  /** What the service answers when the field is missing, too long, or not what it should be. */
  messages: { required?: MessageKey; tooLong?: MessageKey; invalid?: MessageKey };
}

type Words = { label: string; placeholder?: string; hint?: string };
const words = formText.fields;

const name = (text: Words = words.name): FieldSpec => ({
  name: 'name', type: 'text', ...text, required: true, maxLength: LIMITS.maxName, autocomplete: 'name',
  messages: { required: 'nameRequired', tooLong: 'nameTooLong' },
});

const email = (text: Words = words.email): FieldSpec => ({
  name: 'email', type: 'email', ...text, required: true, maxLength: LIMITS.maxEmail, autocomplete: 'email',
  messages: { required: 'emailRequired', tooLong: 'emailTooLong', invalid: 'emailInvalid' },
});

/** Form B's number is a text input, as in the spec; the rule is the same. */
const phone = (field: 'number' | 'phone', type: 'tel' | 'text', required: boolean): FieldSpec => ({
  name: field, type, ...words[field], required, maxLength: LIMITS.maxPhone, pattern: PHONE_PATTERN, autocomplete: 'tel', inputmode: 'tel',
  messages: { required: 'mobileRequired', tooLong: 'phoneInvalid', invalid: 'phoneInvalid' },
});

const choice = (field: 'serviceName' | 'select' | 'countryname', options: OptionList, invalid: MessageKey): FieldSpec => ({
  name: field, type: 'select', ...words[field], required: false, options, messages: { invalid },
});

const bookingDate = (field: 'booking_date' | 'appoinment_date'): FieldSpec => ({
  name: field, type: 'date', ...words[field], required: true, messages: { required: 'dateRequired', invalid: 'dateInvalid' },
});

const message = (text: Words = words.message): FieldSpec => ({
  name: 'message', type: 'textarea', ...text, required: true, maxLength: LIMITS.maxMessage,
  messages: { required: 'messageRequired', tooLong: 'messageTooLong' },
});

const slug = (field: 'postSlug' | 'replyTo', required: boolean): FieldSpec => ({
  name: field, type: 'hidden', label: '', required, maxLength: LIMITS.maxSlug, pattern: SLUG_PATTERN,
  messages: { required: field, tooLong: field, invalid: field },
});

const consent: FieldSpec = { name: 'consent', type: 'checkbox', label: consentNotice.checkbox, required: true, messages: { required: 'consent' } };
const subscribeEmail = email({ label: ui.subscribe.emailLabel, placeholder: ui.subscribe.emailPlaceholder });

export const formFields: Record<FormKind, readonly FieldSpec[]> = {
  'appointment-a': [
    name(), email(), choice('serviceName', 'services', 'service'), choice('select', 'doctors', 'doctor'),
    phone('number', 'tel', true), bookingDate('booking_date'), consent,
  ],
  'appointment-b': [
    choice('countryname', 'countries', 'country'),
    {
      name: 'state', type: 'text', ...words.state, required: true, maxLength: LIMITS.maxState, autocomplete: 'address-level1',
      messages: { required: 'stateRequired', tooLong: 'stateTooLong' },
    },
    phone('number', 'text', true), name(), email(), bookingDate('appoinment_date'), consent,
  ],
  contact: [
    name(), email(), phone('phone', 'tel', false),
    { name: 'subject', type: 'text', ...words.subject, required: false, maxLength: LIMITS.maxSubject, messages: { tooLong: 'subjectTooLong' } },
    message(), consent,
  ],
  comment: [slug('postSlug', true), slug('replyTo', false), name(), email(formText.comment.email), message(formText.comment.message), consent],
  newsletter: [subscribeEmail, { name: 'terms', type: 'checkbox', label: ui.subscribe.termsLabel, required: false, messages: {} }],
  'get-update': [subscribeEmail],
};

/** One field of a kind, by name (throws on a name the kind does not have: a programming error). */
export function formField(kind: FormKind, fieldName: string): FieldSpec {
  const field = formFields[kind].find((candidate) => candidate.name === fieldName);
  if (!field) throw new Error(`The ${kind} form has no field ${fieldName}`);
  return field;
}
