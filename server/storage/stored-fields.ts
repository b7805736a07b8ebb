import { FORM_ENDPOINTS, FORM_KINDS, type FieldSpec, type FormKind } from '../../content/forms/kinds';
import { formFields } from '../../content/forms/table';
import { staffLabels } from '../../content/forms/words';

/**
 * Where each field of the form table (content/forms/table.ts) is stored and how the clinic names it,
 * so the store (request-rows.ts), the clinic's e-mail (server/mail/compose.ts), the CSV export
 * (server/cli.ts) and the front desk (server/desk/) list a request's fields from the table: a new
 * field needs its column (a migration on both backends) and nothing else here.
 */

/**
 * The tables of the requests a form table's kinds are stored in (a sign-up's e-mail and terms are stored their own
 * way).
 */
export type RequestTable = 'appointments' | 'messages';

/**
 * The spec's field names stored under other columns (docs/form-service.md); any other field is stored under its own
 * name.
 */
const COLUMN_OF: Record<string, string> = {
  number: 'phone',
  serviceName: 'service',
  select: 'doctor',
  countryname: 'country',
  booking_date: 'date',
  appoinment_date: 'date',
  postSlug: 'post_slug',
  replyTo: 'reply_to',
};

/** What the kind column holds for each kind stored in a request table. */
export const KIND_COLUMN: Partial<Record<FormKind, string>> = {
  'appointment-a': 'A',
  'appointment-b': 'B',
  contact: 'contact',
  comment: 'comment',
};

/** A column name goes into SQL: only lower-case letters, digits and underscores, from the table, never from input. */
const COLUMN = /^[a-z][a-z0-9_]*$/;

export function columnOf(field: FieldSpec): string {
  const column = COLUMN_OF[field.name] ?? field.name;
  if (!COLUMN.test(column)) throw new Error(`The field ${field.name} needs a column name of a-z, 0-9 and _`);
  return column;
}

/**
 * A kind's fields that have a column, in the form's order: all but its boxes (consent is stored as its time) and a
 * booking's time (held as its visit, server/diary/store/hold-visit.ts).
 */
export function storedFields(kind: FormKind): FieldSpec[] {
  return formFields[kind].filter((field) => field.type !== 'checkbox' && field.type !== 'time');
}

// Worked out once per table: every post asks twice (validation and its row), and the form table is fixed at run time.
const columnsOf = new Map<RequestTable, readonly string[]>();

/** Every column the forms stored in a table fill, in the forms' order (the first form's, then the others' new ones). */
export function storedColumns(table: RequestTable): readonly string[] {
  let columns = columnsOf.get(table);
  if (!columns) {
    const kinds = FORM_KINDS.filter((kind) => FORM_ENDPOINTS[kind] === table);
    columns = Object.freeze([...new Set(kinds.flatMap((kind) => storedFields(kind).map(columnOf)))]);
    columnsOf.set(table, columns);
  }
  return columns;
}

/** The form kind of a stored row, from its table's kind column. */
export function kindOfRow(kindColumn: string): FormKind | undefined {
  return (Object.keys(KIND_COLUMN) as FormKind[]).find((kind) => KIND_COLUMN[kind] === kindColumn);
}

/** How the clinic names a field: its staff word, else its label. */
export const staffLabelOf = (field: FieldSpec): string => staffLabels[field.name] ?? field.label;
