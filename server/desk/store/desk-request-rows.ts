import { addDays, kolkataMidnightIso } from '../../../common/booking-dates';
import { columnOf, kindOfRow, staffLabelOf, storedColumns, storedFields } from '../../storage/stored-fields';
import { diaryDoctors } from '../../diary/doctors';
import { requestSlotOf } from '../../diary/store/request-visit';
import type { DeskRequest, RequestKind, SentField, Visit, WorkStatus } from './types';

/**
 * The desk's reading of the stored requests, the same SQL on SQLite and PostgreSQL: appointments and messages with
 * their work and every field their forms store (server/storage/stored-fields.ts), one query shape for the inbox, a
 * search, a lookup and the day's visits. A request without a desk_work row is new, so every stored request is in the
 * inbox whatever happened to its e-mails. The request's visit is read from `visits`, its one home
 * (docs/decisions/0087-one-record-per-visit.md): desk_work keeps the workflow's status, never a copy of the time.
 */

/** Every column the forms fill, of both tables: the union's rows carry them all, NULL where a table has none. */
const APPOINTMENT_COLUMNS = storedColumns('appointments');
const MESSAGE_COLUMNS = storedColumns('messages');
const FORM_COLUMNS = [...new Set([...APPOINTMENT_COLUMNS, ...MESSAGE_COLUMNS])];
const formColumnsOf = (alias: string, columns: readonly string[]) =>
  FORM_COLUMNS.map((column) => (columns.includes(column) ? `${alias}.${column}` : `NULL AS ${column}`)).join(', ');

/** The doctor's name of a stored key, in SQL: the inbox filters and searches visits by the name the desk reads. */
const quoted = (text: string) => `'${text.replace(/'/g, "''")}'`;
const doctorNameSql = (column: string) =>
  `CASE ${column} ${diaryDoctors.map((one) => `WHEN ${quoted(one.key)} THEN ${quoted(one.name)}`).join(' ')} ELSE ${column} END`;

/**
 * The request's visit: its latest row in `visits`, a live one first. It is the request's time while the desk's work
 * has one (confirmed, offered, marked), and the time called off of a cancelled request; an offer that ended, a new
 * request's own pick (read as `held`) and a declined request show none.
 */
const LATEST_VISIT = `(SELECT x.id FROM visits x WHERE x.request_id = a.id
   ORDER BY CASE WHEN x.status = 'cancelled' THEN 1 ELSE 0 END, x.updated_at DESC, x.id LIMIT 1)`;
const VISIT_SHOWN = `COALESCE(w.status, 'new') NOT IN ('new', 'declined')
   AND (v.status <> 'cancelled' OR w.status = 'cancelled')`;

export const DESK_REQUESTS_SELECT = `
  SELECT * FROM (
    SELECT a.id, COALESCE(a.ref, a.id) AS ref, 'appointment' AS kind, a.kind AS form, a.created_at, ${formColumnsOf('a', APPOINTMENT_COLUMNS)},
           COALESCE(w.status, 'new') AS status,
           CASE WHEN ${VISIT_SHOWN} THEN v.starts_at END AS visit_starts_at,
           CASE WHEN ${VISIT_SHOWN} THEN v.ends_at END AS visit_ends_at,
           CASE WHEN ${VISIT_SHOWN} THEN ${doctorNameSql('v.doctor')} END AS visit_doctor,
           CASE WHEN ${VISIT_SHOWN} THEN v.doctor END AS visit_doctor_key,
           w.reminder_sent_at, a.name_key, a.phone_key,
           held.starts_at AS held_starts_at, held.ends_at AS held_ends_at, held.doctor AS held_doctor
    FROM appointments a LEFT JOIN desk_work w ON w.request_id = a.id
      LEFT JOIN visits v ON v.id = ${LATEST_VISIT}
      LEFT JOIN visits held ON held.request_id = a.id AND held.status = 'held'
    UNION ALL
    SELECT m.id, COALESCE(m.ref, m.id), 'message', m.kind, m.created_at, ${formColumnsOf('m', MESSAGE_COLUMNS)},
           COALESCE(w.status, 'new'),
           NULL, NULL, NULL, NULL, NULL, m.name_key, m.phone_key, NULL, NULL, NULL
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
  /** The request's visit (LATEST_VISIT), UTC instants; its doctor's name and key. */
  visit_starts_at: string | null;
  visit_ends_at: string | null;
  visit_doctor: string | null;
  visit_doctor_key: string | null;
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
    row.visit_starts_at && row.visit_ends_at && row.visit_doctor_key
      ? requestSlotOf({ doctor: row.visit_doctor_key, startsAt: row.visit_starts_at, endsAt: row.visit_ends_at })
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
/** The request's visit starts on one of `dates` (India's days, as UTC instants: India keeps one offset all year). */
export function visitOnDays(dates: readonly string[]): { sql: string; params: string[] } {
  const one = '(visit_starts_at >= ? AND visit_starts_at < ?)';
  return {
    sql: `(${dates.map(() => one).join(' OR ')})`,
    params: dates.flatMap((date) => [kolkataMidnightIso(date), kolkataMidnightIso(addDays(date, 1))]),
  };
}

export function dueRemindersStatement(date: string): { sql: string; params: string[] } {
  const day = visitOnDays([date]);
  return {
    sql: `${DESK_REQUESTS_SELECT} WHERE status = 'confirmed' AND ${day.sql} AND reminder_sent_at IS NULL`,
    params: day.params,
  };
}

export function visitsOnStatement(dates: readonly string[]): { sql: string; params: string[] } {
  const days = visitOnDays(dates);
  return {
    sql: `${DESK_REQUESTS_SELECT} WHERE status = 'confirmed' AND ${days.sql} ORDER BY visit_starts_at`,
    params: days.params,
  };
}
