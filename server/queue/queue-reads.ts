import type { Sql } from '../storage/sql/database';
import type { QueueState } from './lifecycle';

/** A token as the queue's pages read it, with its patient from the visit (and the visit's request). */
export interface QueueEntry {
  id: string;
  visitId: string;
  doctor: string;
  sessionDate: string;
  sessionFrom: string;
  token: number;
  kind: 'booked' | 'walk-in';
  emergency: boolean;
  reason: string | null;
  state: QueueState;
  place: number;
  joinedAt: string;
  calledAt: string | null;
  endedAt: string | null;
  /** The patient's name and phone: the walk-in's own, or the booked visit's request's. */
  name: string;
  phone: string;
  /** The booked visit's start (UTC ISO), for a booked patient. */
  bookedAt: string | null;
  /** The request's short reference, for a visit booked from a request. */
  ref: string | null;
  /** The key of the patient's live page (/queue/<key>), printed on the slip as its QR code. */
  pageKey: string;
}

interface EntryRow {
  id: string;
  visit_id: string;
  doctor: string;
  session_date: string;
  session_from: string;
  token: number;
  kind: 'booked' | 'walk-in';
  emergency: number;
  reason: string | null;
  state: QueueState;
  place: number;
  joined_at: string;
  called_at: string | null;
  ended_at: string | null;
  name: string | null;
  phone: string | null;
  starts_at: string | null;
  ref: string | null;
  page_key: string;
}

const SELECT_ENTRIES = `
  SELECT q.id, q.visit_id, q.doctor, q.session_date, q.session_from, q.token, q.kind, q.emergency, q.reason, q.state,
         q.place, q.page_key, q.joined_at, q.called_at, q.ended_at,
         COALESCE(v.patient_name, a.patient_name, a.name) AS name, COALESCE(v.patient_phone, a.phone) AS phone,
         CASE WHEN q.kind = 'booked' THEN v.starts_at END AS starts_at, a.ref
  FROM queue_tokens q LEFT JOIN visits v ON v.id = q.visit_id LEFT JOIN appointments a ON a.id = v.request_id`;

/** The line's order: place, then token (two places never tie in practice; the token decides if they do). */
export const LINE_ORDER = 'ORDER BY q.session_from, q.place, q.token';

function entryOf(row: EntryRow): QueueEntry {
  return {
    id: row.id,
    visitId: row.visit_id,
    doctor: row.doctor,
    sessionDate: row.session_date,
    sessionFrom: row.session_from,
    token: Number(row.token),
    kind: row.kind,
    emergency: Number(row.emergency) === 1,
    reason: row.reason,
    state: row.state,
    place: Number(row.place),
    joinedAt: row.joined_at,
    calledAt: row.called_at,
    endedAt: row.ended_at,
    name: row.name ?? '',
    phone: row.phone ?? '',
    bookedAt: row.starts_at,
    ref: row.ref,
    pageKey: row.page_key,
  };
}

export async function readEntries(
  sql: Sql,
  where: string,
  params: readonly (string | number)[],
): Promise<QueueEntry[]> {
  const rows = await sql.all<EntryRow>(`${SELECT_ENTRIES} WHERE ${where} ${LINE_ORDER}`, params);
  return rows.map(entryOf);
}

export async function readEntry(sql: Sql, id: string): Promise<QueueEntry | undefined> {
  return (await readEntries(sql, 'q.id = ?', [id]))[0];
}

/** A doctor's tokens of one day, every state, in the line's order. */
export function doctorDay(sql: Sql, doctor: string, date: string): Promise<QueueEntry[]> {
  return readEntries(sql, 'q.doctor = ? AND q.session_date = ?', [doctor, date]);
}
