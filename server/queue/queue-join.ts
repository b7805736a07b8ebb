import { randomBytes, randomUUID } from 'node:crypto';
import { HOLDING_STATUSES } from '../diary/store/diary-reads';
import { insertVisit } from '../diary/store/hold-visit';
import type { Sql } from '../storage/sql/database';
import type { Staff } from '../desk/store/types';
import { placeOf, TOKEN_TIE } from './order';
import { logQueue } from './queue-log';
import { readEntries, readEntry, type QueueEntry } from './queue-reads';
import type { Session } from './sessions';

/** Why a patient could not join: no session of the doctor left that day, a visit not today, not confirmed, or gone. */
export type JoinProblem = 'noSession' | 'notToday' | 'notConfirmed' | 'gone';
export type JoinResult = { joined: true; entry: QueueEntry } | { joined: false; problem: JoinProblem };

/**
 * A patient joins a doctor's session (server/queue/queue-store.ts, under the doctor's lock): the session's next token,
 * a place in its line by the clinic's rule (order.ts), the key of their live page, and the desk's log row.
 */
export async function joinQueue(
  sql: Sql,
  session: Session,
  joining: { visitId: string; kind: string; bookedAt: number | null; emergency: boolean; reason: string | null },
  ref: string | null,
  staff: Staff,
  now: Date,
): Promise<JoinResult> {
  const key = [session.doctor, session.date, session.from];
  const last = await sql.get<{ token: number | null }>(
    'SELECT MAX(token) AS token FROM queue_tokens WHERE doctor = ? AND session_date = ? AND session_from = ?',
    key,
  );
  const token = Number(last?.token ?? 0) + 1;
  const waiting = await readEntries(
    sql,
    "q.doctor = ? AND q.session_date = ? AND q.session_from = ? AND q.state = 'waiting'",
    key,
  );
  // Places count milliseconds from the session's start: small numbers, whose fractions a double keeps exactly enough
  // (from the epoch, 1.8e12 ms, a double's step is 0.00024 ms, and half a token's step would be lost).
  const joiner = {
    arrivedAt: now.getTime() - session.start,
    bookedAt: joining.bookedAt === null ? null : joining.bookedAt - session.start,
    emergency: joining.emergency,
  };
  // An emergency's place lies between two others; anyone else's is a time, the token breaking a tie of one instant.
  const place = placeOf(joiner, waiting) + (joining.emergency ? 0 : token / TOKEN_TIE);
  const pageKey = randomBytes(32).toString('base64url');
  const id = randomUUID();
  const at = now.toISOString();
  await sql.run(
    `INSERT INTO queue_tokens (id, visit_id, doctor, session_date, session_from, token, kind, emergency, reason, state,
                               place, page_key, joined_at, updated_at)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, 'waiting', ?, ?, ?, ?)`,
    [
      id,
      joining.visitId,
      ...key,
      token,
      joining.kind,
      joining.emergency ? 1 : 0,
      joining.reason,
      place,
      pageKey,
      at,
      at,
    ],
  );
  const entry = (await readEntry(sql, id))!;
  await logQueue(
    sql,
    staff,
    now,
    joining.kind === 'walk-in' ? 'queue: walk-in joined' : 'queue: checked in',
    entry,
    null,
    ref,
  );
  return { joined: true, entry };
}

const iso = (ms: number) => new Date(ms).toISOString();

/**
 * The millisecond a walk-in's visit is recorded at: the last one before their arrival that no other visit of the
 * doctor starts at (the diary's one-holder rule, migration 290, judges every start; two walk-ins may arrive together).
 * It ends by the arrival, so it touches no slot the diary could still offer (a slot that has started is not offered).
 */
async function walkInStart(sql: Sql, doctor: string, arrival: number): Promise<number> {
  const rows = await sql.all<{ starts_at: string }>(
    `SELECT starts_at FROM visits WHERE doctor = ? AND starts_at >= ? AND starts_at < ? AND status IN ${HOLDING_STATUSES}`,
    [doctor, iso(arrival - 60_000), iso(arrival)],
  );
  const taken = new Set(rows.map((row) => row.starts_at));
  let start = arrival - 1;
  while (taken.has(iso(start))) start -= 1;
  return start;
}

/** The walk-in's visit: arrived at once, the patient's name and phone kept on it (as a desk booking keeps them). */
export async function insertWalkInVisit(
  sql: Sql,
  patient: { doctor: string; name: string; phone: string },
  now: Date,
): Promise<string> {
  const start = await walkInStart(sql, patient.doctor, now.getTime());
  const visitId = randomUUID();
  const at = now.toISOString();
  await insertVisit(sql, {
    id: visitId,
    doctor: patient.doctor,
    startsAt: iso(start),
    endsAt: iso(start + 1),
    status: 'visited',
    requestId: null,
    patient: { name: patient.name, phone: patient.phone },
    at,
  });
  return visitId;
}
