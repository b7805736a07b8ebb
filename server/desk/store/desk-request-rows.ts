import { columnOf, kindOfRow, staffLabelOf, storedColumns, storedFields } from '../../storage/stored-fields';
import { requestSlotOf } from '../../diary/store/request-visit';
import type { DeskRequest, RequestKind, SentField, Visit, WorkStatus } from './types';

/**
 * The desk's reading of the stored requests, the same SQL on SQLite and PostgreSQL: appointments and messages with
 * their work and every field their forms store (server/storage/stored-fields.ts), one query shape for the inbox, a
 * search, a lookup and the day's visits. A request without a desk_work row is new, so every stored request is in the
 * inbox whatever happened to its e-mails.
 */

/** Every column the forms fill, of both tables: the union's rows carry them all, NULL where a table has none. */
const APPOINTMENT_COLUMNS = storedColumns('appointments');
const MESSAGE_COLUMNS = storedColumns('messages');
const FORM_COLUMNS = [...new Set([...APPOINTMENT_COLUMNS, ...MESSAGE_COLUMNS])];
const formColumnsOf = (alias: string, columns: readonly string[]) =>
  FORM_COLUMNS.map((column) => (columns.includes(column) ? `${alias}.${column}` : `NULL AS ${column}`)).join(', ');

export const DESK_REQUESTS_SELECT = `
  SELECT * FROM (
    SELECT a.id, COALESCE(a.ref, a.id) AS ref, 'appointment' AS kind, a.kind AS form, a.created_at, ${formColumnsOf('a', APPOINTMENT_COLUMNS)},
           COALESCE(w.status, 'new') AS status,
           w.visit_date, w.visit_time, w.visit_doctor, w.reminder_sent_at, a.name_key, a.phone_key,
           held.starts_at AS held_starts_at, held.ends_at AS held_ends_at, held.doctor AS held_doctor
    FROM appointments a LEFT JOIN desk_work w ON w.request_id = a.id
      LEFT JOIN visits held ON held.request_id = a.id AND held.status = 'held'
    UNION ALL
    SELECT m.id, COALESCE(m.ref, m.id), 'message', m.kind, m.created_at, ${formColumnsOf('m', MESSAGE_COLUMNS)},
           COALESCE(w.status, 'new'),
           NULL, NULL, NULL, NULL, m.name_key, m.phone_key, NULL, NULL, NULL
    FROM messages m LEFT JOIN desk_work w ON w.request_id = m.id
  ) AS desk_requests`;

export interface DeskRequestRow {
  id: string;
  ref: string;
  kind: string;
  /** The stored kind column: A, B, contact or comment. */
  form: string;
  created_at: string;
  name: string;
  email: string;
  phone: string | null;
  date: string | null;
  service: string | null;
  doctor: string | null;
  subject: string | null;
  message: string | null;
  status: string;
  visit_date: string | null;
  visit_time: string | null;
  visit_doctor: string | null;
  reminder_sent_at: string | null;
  /** A time held in the diary for the request, waiting for the desk (server/diary/store/request-visit.ts). */
  held_starts_at: string | null;
  held_ends_at: string | null;
  held_doctor: string | null;
  /** The other columns the forms fill (FORM_COLUMNS). */
  [column: string]: string | null;
}

/**
 * What the patient sent, as the form table lists it: each stored field of the request's form with the clinic's name for
 * it, empty ones left out.
 */
function sentOf(row: DeskRequestRow): SentField[] {
  const kind = kindOfRow(row.form);
  if (!kind) return [];
  return storedFields(kind).flatMap((field) => {
    const value = row[columnOf(field)];
    return value ? [{ column: columnOf(field), label: staffLabelOf(field), value, isDate: field.type === 'date' }] : [];
  });
}

export function toRequest(row: DeskRequestRow): DeskRequest {
  const visit: Visit | null =
    row.visit_date && row.visit_time && row.visit_doctor
      ? { date: row.visit_date, time: row.visit_time, doctor: row.visit_doctor }
      : null;
  return {
    id: row.id,
    ref: row.ref,
    kind: row.kind as RequestKind,
    createdAt: row.created_at,
    name: row.name,
    patientName: row.patient_name?.trim() ? row.patient_name : null,
    email: row.email,
    phone: row.phone,
    date: row.date,
    service: row.service,
    doctor: row.doctor,
    subject: row.subject,
    message: row.message,
    status: row.status as WorkStatus,
    visit,
    held:
      row.held_starts_at && row.held_ends_at && row.held_doctor
        ? requestSlotOf({ doctor: row.held_doctor, startsAt: row.held_starts_at, endsAt: row.held_ends_at })
        : null,
    reminderSentAt: row.reminder_sent_at,
    sent: sentOf(row),
  };
}

export const FIND_REQUEST_SQL = `${DESK_REQUESTS_SELECT} WHERE id = ? OR ref = ? LIMIT 1`;
export const DUE_REMINDERS_SQL = `${DESK_REQUESTS_SELECT} WHERE status = 'confirmed' AND visit_date = ? AND reminder_sent_at IS NULL`;
export const visitsOnSql = (count: number) =>
  `${DESK_REQUESTS_SELECT} WHERE status = 'confirmed' AND visit_date IN (${Array(count).fill('?').join(', ')}) ORDER BY visit_date, visit_time`;
