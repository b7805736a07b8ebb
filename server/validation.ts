import { z } from 'zod';
import type { WeekdayName } from './dates';
import {
  MESSAGES, bookingDate, choice, consent, email, message, name, optionalPhone, optionalText, optionalTick, phone, requiredText, slug,
} from './validation-fields';

export { MESSAGES };

/**
 * The form service's checks: everything the browser checks, and more (DESIGN.md, 'Bad input').
 * Each message speaks to the patient and names what to do. Field names are the spec's
 * (`number`, `booking_date`, `appoinment_date` spelt so, `serviceName`, `select`, `countryname`).
 */

export const FORM_KINDS = ['appointment-a', 'appointment-b', 'contact', 'comment', 'newsletter', 'get-update'] as const;
export type FormKind = (typeof FORM_KINDS)[number];
export type Endpoint = 'appointments' | 'messages' | 'subscriptions';

export const ENDPOINT_KINDS: Record<Endpoint, readonly FormKind[]> = {
  appointments: ['appointment-a', 'appointment-b'],
  messages: ['contact', 'comment'],
  subscriptions: ['newsletter', 'get-update'],
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

/** Builds the validators once per server (lists from content); "today" is read at each check. */
export function createValidator(lists: ValidationLists) {
  const services = choice(lists.services, MESSAGES.service);
  const doctors = choice(lists.doctors, MESSAGES.doctor);
  const countries = choice(lists.countries, MESSAGES.country);
  const date = bookingDate(lists);

  const schemas = {
    'appointment-a': z.object({ name, email, number: phone, serviceName: services, select: doctors, booking_date: date, consent }),
    'appointment-b': z.object({
      countryname: countries,
      state: requiredText(MESSAGES.stateRequired, 100, MESSAGES.stateTooLong),
      number: phone,
      name,
      email,
      appoinment_date: date,
      consent,
    }),
    contact: z.object({ name, email, phone: optionalPhone, subject: optionalText(200, MESSAGES.subjectTooLong), message, consent }),
    comment: z.object({
      name,
      email,
      message,
      postSlug: slug(MESSAGES.postSlug, true),
      replyTo: slug(MESSAGES.replyTo, false),
      consent,
    }),
    subscription: z.object({ email, terms: optionalTick }),
  };

  function collect(error: z.ZodError): FieldErrors {
    const errors: FieldErrors = {};
    for (const issue of error.issues) {
      const field = String(issue.path[0] ?? 'form');
      if (!(field in errors)) errors[field] = issue.message;
    }
    return errors;
  }

  return function validate(kind: FormKind, body: Record<string, unknown>): ValidationResult {
    switch (kind) {
      case 'appointment-a': {
        const r = schemas['appointment-a'].safeParse(body);
        if (!r.success) return { ok: false, errors: collect(r.error) };
        const d = r.data;
        const data: AppointmentData = {
          kind: 'A', name: d.name, email: d.email, phone: d.number, service: d.serviceName,
          doctor: d.select, country: null, state: null, date: d.booking_date,
        };
        return { ok: true, submission: { type: 'appointment', kind, data } };
      }
      case 'appointment-b': {
        const r = schemas['appointment-b'].safeParse(body);
        if (!r.success) return { ok: false, errors: collect(r.error) };
        const d = r.data;
        const data: AppointmentData = {
          kind: 'B', name: d.name, email: d.email, phone: d.number, service: null,
          doctor: null, country: d.countryname, state: d.state, date: d.appoinment_date,
        };
        return { ok: true, submission: { type: 'appointment', kind, data } };
      }
      case 'contact':
      case 'comment': {
        const r = kind === 'contact' ? schemas.contact.safeParse(body) : schemas.comment.safeParse(body);
        if (!r.success) return { ok: false, errors: collect(r.error) };
        const d = r.data as { name: string; email: string; message: string; phone?: string | null; subject?: string | null; postSlug?: string | null; replyTo?: string | null };
        const data: MessageData = {
          kind, name: d.name, email: d.email, phone: d.phone ?? null, subject: d.subject ?? null,
          message: d.message, postSlug: d.postSlug ?? null, replyTo: d.replyTo ?? null,
        };
        return { ok: true, submission: { type: 'message', kind, data } };
      }
      case 'newsletter':
      case 'get-update': {
        const r = schemas.subscription.safeParse(body);
        if (!r.success) return { ok: false, errors: collect(r.error) };
        return { ok: true, submission: { type: 'subscription', kind, data: { email: r.data.email.toLowerCase(), terms: r.data.terms, source: kind } } };
      }
    }
  };
}

/**
 * Which form was sent: the hidden `form` field, else inferred from the endpoint and fields
 * (a spec-style booking form without the hidden field: booking_date -> A, appoinment_date -> B).
 */
export function resolveFormKind(endpoint: Endpoint, body: Record<string, unknown>): FormKind | null {
  const declared = typeof body.form === 'string' ? body.form.trim() : '';
  if (declared !== '') {
    return (ENDPOINT_KINDS[endpoint] as readonly string[]).includes(declared) ? (declared as FormKind) : null;
  }
  if (body.form !== undefined && typeof body.form !== 'string') return null;
  switch (endpoint) {
    case 'appointments':
      return body.booking_date === undefined && body.appoinment_date !== undefined ? 'appointment-b' : 'appointment-a';
    case 'messages':
      return body.postSlug !== undefined ? 'comment' : 'contact';
    case 'subscriptions':
      return 'newsletter';
  }
}
