import type { WeekdayName } from '../common/booking-dates';
import { checkFields, messageOf, type CheckedValue } from '../common/forms/rules';
import { FORM_ENDPOINTS, FORM_KINDS, KIND_FIELD, type FormEndpoint, type FormKind } from '../content/forms/kinds';
import { fieldMessages } from '../content/forms/messages';
import { formFields } from '../content/forms/table';

export { FORM_KINDS, type FormKind };

/** Every message of the service (content/forms/messages.ts, limits filled in). */
export const MESSAGES = fieldMessages;

/**
 * The form service's checks: the form rules (common/forms/rules.ts), which the browser runs too,
 * on each kind's rows of the form table (content/forms/table.ts); field names are the spec's
 * (`number`, `booking_date`, `appoinment_date` spelt so, `serviceName`, `select`, `countryname`).
 */

export type Endpoint = FormEndpoint;

export const ENDPOINT_KINDS: Record<Endpoint, readonly FormKind[]> = {
  appointments: FORM_KINDS.filter((kind) => FORM_ENDPOINTS[kind] === 'appointments'),
  messages: FORM_KINDS.filter((kind) => FORM_ENDPOINTS[kind] === 'messages'),
  subscriptions: FORM_KINDS.filter((kind) => FORM_ENDPOINTS[kind] === 'subscriptions'),
};

export interface ValidationLists {
  services: readonly string[];
  doctors: readonly string[];
  countries: readonly string[];
  openDays: ReadonlySet<WeekdayName>;
  /** Clock, for "today" in Asia/Kolkata. */
  now: () => Date;
}

export interface AppointmentData {
  kind: 'A' | 'B';
  name: string;
  email: string;
  phone: string;
  service: string | null;
  doctor: string | null;
  country: string | null;
  state: string | null;
  date: string;
}
export interface MessageData {
  kind: 'contact' | 'comment';
  name: string;
  email: string;
  phone: string | null;
  subject: string | null;
  message: string;
  postSlug: string | null;
  replyTo: string | null;
}
export interface SubscriptionData {
  email: string;
  terms: boolean;
  source: 'newsletter' | 'get-update';
}
export type Submission =
  | { type: 'appointment'; kind: FormKind; data: AppointmentData }
  | { type: 'message'; kind: FormKind; data: MessageData }
  | { type: 'subscription'; kind: FormKind; data: SubscriptionData };

export type FieldErrors = Record<string, string>;
export type ValidationResult = { ok: true; submission: Submission } | { ok: false; errors: FieldErrors };

/** A checked body: text fields as strings (null when an optional one is empty), checkboxes as booleans. */
type Checked = Record<string, CheckedValue | undefined>;

/** The stored record of a checked body of a kind. */
function submissionOf(kind: FormKind, d: Checked): Submission {
  const text = (name: string) => d[name] as string;
  const optional = (name: string) => (d[name] as string | null | undefined) ?? null;
  switch (kind) {
    case 'appointment-a':
    case 'appointment-b': {
      const a = kind === 'appointment-a';
      const data: AppointmentData = {
        kind: a ? 'A' : 'B',
        name: text('name'),
        email: text('email'),
        phone: text('number'),
        service: optional('serviceName'),
        doctor: optional('select'),
        country: optional('countryname'),
        state: optional('state'),
        date: text(a ? 'booking_date' : 'appoinment_date'),
      };
      return { type: 'appointment', kind, data };
    }
    case 'contact':
    case 'comment': {
      const data: MessageData = {
        kind,
        name: text('name'),
        email: text('email'),
        phone: optional('phone'),
        subject: optional('subject'),
        message: text('message'),
        postSlug: optional('postSlug'),
        replyTo: optional('replyTo'),
      };
      return { type: 'message', kind, data };
    }
    case 'newsletter':
    case 'get-update':
      return { type: 'subscription', kind, data: { email: text('email').toLowerCase(), terms: d.terms === true, source: kind } };
  }
}

/** The service's validator; "today" is read at each check. */
export function createValidator(lists: ValidationLists) {
  return function validate(kind: FormKind, body: Record<string, unknown>): ValidationResult {
    const outcome = checkFields(formFields[kind], body, { lists, openDays: lists.openDays, now: lists.now() });
    if (outcome.ok) return { ok: true, submission: submissionOf(kind, outcome.values) };
    return { ok: false, errors: Object.fromEntries(outcome.refusals.map(({ name, refusal }) => [name, messageOf(refusal, MESSAGES)])) };
  };
}

/**
 * Which form was sent: the hidden `form` field, else inferred from the endpoint and fields
 * (a spec-style booking form without the hidden field: booking_date -> A, appoinment_date -> B).
 */
export function resolveFormKind(endpoint: Endpoint, body: Record<string, unknown>): FormKind | null {
  const declared = typeof body[KIND_FIELD] === 'string' ? body[KIND_FIELD].trim() : '';
  if (declared !== '') {
    return (ENDPOINT_KINDS[endpoint] as readonly string[]).includes(declared) ? (declared as FormKind) : null;
  }
  if (body[KIND_FIELD] !== undefined && typeof body[KIND_FIELD] !== 'string') return null;
  switch (endpoint) {
    case 'appointments':
      return body.booking_date === undefined && body.appoinment_date !== undefined ? 'appointment-b' : 'appointment-a';
    case 'messages':
      return body.postSlug !== undefined ? 'comment' : 'contact';
    case 'subscriptions':
      return 'newsletter';
  }
}
