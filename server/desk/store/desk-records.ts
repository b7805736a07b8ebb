import type { Database, Sql } from '../../storage/sql/database';
import { phoneKey, requestNameKey } from '../../storage/search-keys';
import { insertAudit } from './desk-audit';
import type { Correction, Note } from './types';

/**
 * What the desk keeps and corrects of a request (desk-store.ts delegates here): its dated notes, each added with a log
 * row and never changed; corrections of the patient's name, e-mail and phone; and the search keys of requests stored
 * before the keys existed.
 */

export async function listNotes(db: Database, requestId: string): Promise<Note[]> {
  const rows = await db.all<{ at: string; staff_id: string | null; staff_name: string; text: string }>(
    'SELECT at, staff_id, staff_name, text FROM desk_notes WHERE request_id = ? ORDER BY id',
    [requestId],
  );
  return rows.map((row) => ({ at: row.at, staffId: row.staff_id, staffName: row.staff_name, text: row.text }));
}

export async function addNote(db: Database, requestId: string, note: Note, ref: string): Promise<void> {
  await db.tx(async (sql) => {
    await sql.run('INSERT INTO desk_notes (request_id, at, staff_id, staff_name, text) VALUES (?, ?, ?, ?, ?)', [
      requestId,
      note.at,
      note.staffId,
      note.staffName,
      note.text,
    ]);
    await insertAudit(sql, {
      at: note.at,
      staffId: note.staffId,
      staffName: note.staffName,
      action: 'note',
      ref,
      detail: null,
    });
  });
}

const TABLES = { appointment: 'appointments', message: 'messages' } as const;
const WORDS = { name: 'name', email: 'e-mail', phone: 'phone' } as const;

/** Writes a request's search keys from its stored name, booked-for name and phone. */
async function writeKeys(sql: Sql, table: 'appointments' | 'messages', id: string): Promise<void> {
  const patient = table === 'appointments' ? 'patient_name' : 'NULL AS patient_name';
  const row = await sql.get<{ name: string; patient_name: string | null; phone: string | null }>(
    `SELECT name, ${patient}, phone FROM ${table} WHERE id = ?`,
    [id],
  );
  if (!row) return;
  await sql.run(`UPDATE ${table} SET name_key = ?, phone_key = ? WHERE id = ?`, [
    requestNameKey(row.name, row.patient_name),
    phoneKey(row.phone),
    id,
  ]);
}

export async function correctRequest(db: Database, correction: Correction, ref: string): Promise<void> {
  const table = TABLES[correction.kind];
  const { by, now } = correction;
  await db.tx(async (sql) => {
    await db.dialect.lockKey(sql, `desk-work:${correction.requestId}`);
    for (const change of correction.changes) {
      await sql.run(`UPDATE ${table} SET ${change.column} = ? WHERE id = ?`, [change.to, correction.requestId]);
      // The values are the request's own: a trigger clears them from the log when the request is deleted.
      await insertAudit(sql, {
        at: now,
        staffId: by.id,
        staffName: by.name,
        action: 'corrected',
        ref,
        detail: `${WORDS[change.column]}: ${change.from ?? '-'} -> ${change.to ?? '-'}`,
      });
      if (change.column === 'email' && change.from && change.to) {
        // E-mails not yet delivered to the old address go to the new one; one given up on is tried again.
        await sql.run(
          `UPDATE outbox SET to_address = ?, status = 'pending', attempts = CASE WHEN status = 'failed' THEN 0 ELSE attempts END,
             next_attempt_at = CASE WHEN status = 'failed' THEN ? ELSE next_attempt_at END, last_error = NULL
           WHERE request_id = ? AND purpose = 'patient' AND status IN ('pending', 'failed') AND ${db.dialect.sameEmail('to_address')}`,
          [change.to, now, correction.requestId, change.from],
        );
      }
    }
    await writeKeys(sql, table, correction.requestId);
  });
}

/** Fills in the search keys of requests stored before they existed (desk migration 101); a few at a time. */
export async function backfillSearchKeys(db: Database): Promise<number> {
  let filled = 0;
  for (const table of Object.values(TABLES)) {
    for (;;) {
      const rows = await db.all<{ id: string }>(`SELECT id FROM ${table} WHERE name_key IS NULL LIMIT 200`);
      if (rows.length === 0) break;
      await db.tx(async (sql) => {
        for (const row of rows) await writeKeys(sql, table, row.id);
      });
      filled += rows.length;
    }
  }
  return filled;
}
