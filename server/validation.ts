import type { WeekdayName } from '../common/booking-dates';
import type { DoctorSchedule } from '../common/forms/doctor-rule';
import { checkFields, messageOf, type CheckedValue } from '../common/forms/rules';
import { FORM_ENDPOINTS, FORM_KINDS, KIND_FIELD, type FormEndpoint, type FormKind } from '../content/forms/kinds';
import { fieldMessages } from '../content/forms/messages';
import { formFields } from '../content/forms/table';
import { columnOf, KIND_COLUMN, storedColumns, storedFields, type RequestTable } from './storage/stored-fields';

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
  /** Each doctor's consulting days and services (common/forms/doctor-rule.ts). */
  doctorSchedules: readonly DoctorSchedule[];
  /** Clock, for "today" in Asia/Kolkata. */
  now: () => Date;
}

/**
 * A request's stored fields by column (server/storage/stored-fields.ts), each from its row of the
 * form table, null when an optional one is empty; the service's own logic reads the ones named below.
 */
export type StoredColumns = Record<string, string | null>;

export interface AppointmentData extends StoredColumns {
  kind: 'A' | 'B';
  name: string;
  email: string;
  phone: string;
  service: string | null;
  doctor: string | null;
  date: string;
}
export interface MessageData extends StoredColumns {
  kind: 'contact' | 'comment';
  name: string;
  email: string;
  message: string;
  post_slug: string | null;
}
export interface SubscriptionData {
  email: string;
  terms: boolean;
  source: 'newsletter' | 'get-update';
}
export type Submission =
  /** `time`: the optional HH:MM picked (form A), held as a visit, not stored as a column. */
  | { type: 'appointment'; kind: FormKind; data: AppointmentData; time: string | null }
  | { type: 'message'; kind: FormKind; data: MessageData }
  | { type: 'subscription'; kind: FormKind; data: SubscriptionData };

export type FieldErrors = Record<string, string>;
export type ValidationResult = { ok: true; submission: Submission } | { ok: false; errors: FieldErrors };

/** A checked body: text fields as strings (null when an optional one is empty), checkboxes as booleans. */
type Checked = Record<string, CheckedValue | undefined>;

/**
 * The columns of a checked body: every column of its table (null where this kind has no such field), filled from the
 * table's rows.
 */
function columnsOf(kind: FormKind, table: RequestTable, checked: Checked): StoredColumns {
  const columns: StoredColumns = Object.fromEntries(storedColumns(table).map((column) => [column, null]));
  for (const field of storedFields(kind))
    columns[columnOf(field)] = (checked[field.name] as string | null | undefined) ?? null;
  return columns;
}

/** The stored record of a checked body of a kind. */
function submissionOf(kind: FormKind, checked: Checked): Submission {
  switch (kind) {
    case 'appointment-a':
    case 'appointment-b':
      return {
        type: 'appointment',
        kind,
        data: { ...columnsOf(kind, 'appointments', checked), kind: KIND_COLUMN[kind] } as AppointmentData,
        time: (checked.booking_time as string | null | undefined) ?? null,
      };
    case 'contact':
    case 'comment':
      return { type: 'message', kind, data: { ...columnsOf(kind, 'messages', checked), kind } as MessageData };
    case 'newsletter':
    case 'get-update':
      return {
        type: 'subscription',
        kind,
        data: { email: (checked.email as string).toLowerCase(), terms: checked.terms === true, source: kind },
      };
  }
}

/** The service's validator; "today" is read at each check. */
export function createValidator(lists: ValidationLists) {
  return function validate(kind: FormKind, body: Record<string, unknown>): ValidationResult {
    const outcome = checkFields(formFields[kind], body, {
      lists,
      openDays: lists.openDays,
      doctorSchedules: lists.doctorSchedules,
      now: lists.now(),
    });
    if (outcome.ok) return { ok: true, submission: submissionOf(kind, outcome.values) };
    return {
      ok: false,
      errors: Object.fromEntries(outcome.refusals.map(({ name, refusal }) => [name, messageOf(refusal, MESSAGES)])),
    };
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
