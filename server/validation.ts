import { z } from 'zod';
import type { WeekdayName } from '../common/booking-dates';
import { FORM_ENDPOINTS, FORM_KINDS, KIND_FIELD, type FormEndpoint, type FormKind } from '../content/forms/kinds';
import { formFields } from '../content/forms/table';
import { fieldRule, MESSAGES, type FieldContext } from './validation-fields';

export { FORM_KINDS, MESSAGES, type FormKind };

/**
 * The form service's checks: everything the browser checks, and more (docs/design.md, 'Bad input').
 * Each kind's fields, limits and messages are the form table's (content/forms/table.ts), which the
 * site's forms are built from; field names are the spec's (`number`, `booking_date`,
 * `appoinment_date` spelt so, `serviceName`, `select`, `countryname`).
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
type Checked = Record<string, string | boolean | null | undefined>;

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

/** Builds the validators once per server (lists from content); "today" is read at each check. */
export function createValidator(lists: ValidationLists) {
  const context: FieldContext = { lists, openDays: lists.openDays, now: lists.now };
  const schemas = {} as Record<FormKind, z.ZodType<Checked>>;
  for (const kind of FORM_KINDS) schemas[kind] = z.object(Object.fromEntries(formFields[kind].map((field) => [field.name, fieldRule(field, context)])));

  function collect(error: z.ZodError): FieldErrors {
    const errors: FieldErrors = {};
    for (const issue of error.issues) {
      const field = String(issue.path[0] ?? KIND_FIELD);
      if (!(field in errors)) errors[field] = issue.message;
    }
    return errors;
  }

  return function validate(kind: FormKind, body: Record<string, unknown>): ValidationResult {
    const result = schemas[kind].safeParse(body);
    return result.success ? { ok: true, submission: submissionOf(kind, result.data) } : { ok: false, errors: collect(result.error) };
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
