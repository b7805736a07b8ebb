import { LIMITS } from './limits';
import type { formMessages } from './messages';

/**
 * What every form of the site shares: the form kinds, where each is posted, the hidden and honeypot
 * field names, the limits and the phone rule, and the shape of a row of the form table
 * (content/forms/table.ts). Apart from the table so the footer's sign-up, on every page, carries
 * only what it uses.
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

/**
 * The hidden field every form posts its kind in, and the honeypot field (and its label) bots fill and people never see.
 */
export const KIND_FIELD = 'form';
export const HONEYPOT_FIELD = 'website';
export const HONEYPOT_LABEL = 'Website';

/** Length limits in characters, and how many days ahead a booking may be (content/forms/limits.ts). */
export { LIMITS };

/**
 * The phone rule of every phone field: 7 to 15 digits, an optional leading +, spaces and dashes
 * between digits. HTML `pattern` syntax: the browser matches it whole with the `v` flag, and so
 * does the service.
 */
export const PHONE_PATTERN = '\\+?[0-9](?:[ \\-]*[0-9]){6,14}';
/** A blog post's slug or a comment's id. */
export const SLUG_PATTERN = '[A-Za-z0-9_\\(\\)\\/\\-]+';

/**
 * `time`: an optional HH:MM (Asia/Kolkata) of the chosen doctor's free times on the chosen date, held as a visit, not
 * stored as a column; the page draws it once a date is chosen (app/components/forms/TimePicker.tsx).
 */
export type FieldType = 'text' | 'email' | 'tel' | 'date' | 'time' | 'textarea' | 'select' | 'hidden' | 'checkbox';
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
  /**
   * Of a select: the query parameter a link to the form chooses its option with
   * (/appointment?service=Diabetes&doctor=…, a book button's link: common/booking-link.ts). Only a value
   * of the list (any case) counts. The form applies it after hydration, the form service in the
   * prerendered page for a visitor without JavaScript (server/static/preselect.ts).
   */
  query?: 'service' | 'doctor';
  /**
   * A form's own words for the field's refusals, over the field's in content/forms/messages.ts
   * (`refusals`): the comment form's message field.
   */
  messages?: FieldRefusals;
}

/**
 * Which message refuses a field, for each way it can fail (common/forms/rules.ts): missing, too long,
 * not what it should be (an address, its pattern, one of its list), and, for free text (no pattern),
 * holding a character the service refuses (line breaks in one-line fields; text-direction,
 * zero-width and other invisible controls in any).
 */
export interface FieldRefusals {
  required?: MessageKey;
  tooLong?: MessageKey;
  invalid?: MessageKey;
  characters?: MessageKey;
}

/** A field's words: its label, placeholder and hint. */
export type FieldWords = { label: string; placeholder?: string; hint?: string };

/** The e-mail field, as every form asks for it. */
export const emailField = (text: FieldWords): FieldSpec => ({
  name: 'email',
  type: 'email',
  ...text,
  required: true,
  maxLength: LIMITS.maxEmail,
  autocomplete: 'email',
});
