import type pg from 'pg';
import { migratePostgres } from '../../storage/postgres-migrations';
import { inTransaction, type Tx } from '../../storage/postgres-tx';
import { insertSql, mailRow, numbered } from '../../storage/request-rows';
import type { NewMail } from '../../storage/types';
import {
  DUE_REMINDERS_SQL,
  FAILED_MAIL_SQL,
  FIND_REQUEST_SQL,
  RESEND_MAIL_SQL,
  inboxQuery,
  toFailedMail,
  toRequest,
  visitsOnSql,
  type DeskRequestRow,
} from './desk-request-rows';
import { credentialRow, toAudit, toCredential, toStaff } from './desk-rows';
import { deskMigrations } from './migrations';
import { postgresDeskSql } from './postgres-desk-migrations';
import type {
  AuditEntry,
  ChallengePurpose,
  Credential,
  DeskRequest,
  DeskStore,
  FailedMail,
  Session,
  Staff,
  WorkChange,
} from './types';

/**
 * DeskStore on the request store's PostgreSQL pool (PostgresRequestStore.pool): a status change,
 * its log row and the patient's e-mail are one transaction with the outbox, as on SQLite.
 * Several instances share it: "once" is a conditional UPDATE (an invite used, a reminder marked).
 */

type Queryable = pg.Pool | Tx;
type Row = Record<string, unknown>;

const rowsOf = async (db: Queryable, sql: string, params: unknown[] = []) =>
  (await db.query<Row>(numbered(sql), params)).rows;

async function findRequest(db: Queryable, idOrRef: string): Promise<DeskRequest | null> {
  const [row] = await rowsOf(db, FIND_REQUEST_SQL, [idOrRef, idOrRef.toUpperCase()]);
  return row ? toRequest(row as unknown as DeskRequestRow) : null;
}

async function insertMail(db: Queryable, requestId: string, mail: NewMail, now: string): Promise<void> {
  const row = mailRow(mail, requestId, now);
  await db.query(insertSql('outbox', row, 1), Object.values(row));
}

async function insertAudit(db: Queryable, entry: AuditEntry): Promise<void> {
  await db.query(
    'INSERT INTO desk_audit (at, staff_id, staff_name, action, ref, detail) VALUES ($1, $2, $3, $4, $5, $6)',
    [entry.at, entry.staffId, entry.staffName, entry.action, entry.ref, entry.detail],
  );
}

export class PostgresDeskStore implements DeskStore {
  constructor(private readonly pool: pg.Pool) {}

  async addStaff(staff: Staff, invite: { tokenHash: string; expiresAt: string }): Promise<void> {
    await inTransaction(this.pool, async (client) => {
      await client.query(
        'INSERT INTO desk_staff (id, name, email, role, created_at, revoked_at) VALUES ($1, $2, $3, $4, $5, NULL)',
        [staff.id, staff.name, staff.email, staff.role, staff.createdAt],
      );
      await client.query(
        'INSERT INTO desk_invites (token_hash, staff_id, created_at, expires_at) VALUES ($1, $2, $3, $4)',
        [invite.tokenHash, staff.id, staff.createdAt, invite.expiresAt],
      );
    });
  }

  async addInvite(staffId: string, invite: { tokenHash: string; createdAt: string; expiresAt: string }): Promise<void> {
    await this.pool.query(
      'INSERT INTO desk_invites (token_hash, staff_id, created_at, expires_at) VALUES ($1, $2, $3, $4)',
      [invite.tokenHash, staffId, invite.createdAt, invite.expiresAt],
    );
  }

  async listStaff(): Promise<Staff[]> {
    return (await rowsOf(this.pool, 'SELECT * FROM desk_staff ORDER BY revoked_at IS NOT NULL, name')).map(toStaff);
  }

  async findStaffByEmail(email: string): Promise<Staff | null> {
    const [row] = await rowsOf(this.pool, 'SELECT * FROM desk_staff WHERE lower(email) = lower(?)', [email]);
    return row ? toStaff(row) : null;
  }

  async revokeStaff(staffId: string, now: string): Promise<void> {
    await inTransaction(this.pool, async (client) => {
      await client.query('UPDATE desk_staff SET revoked_at = COALESCE(revoked_at, $1) WHERE id = $2', [now, staffId]);
      for (const table of ['desk_sessions', 'desk_credentials', 'desk_invites'])
        await client.query(`DELETE FROM ${table} WHERE staff_id = $1`, [staffId]);
    });
  }

  async findInvite(tokenHash: string, now: string): Promise<Staff | null> {
    const [row] = await rowsOf(
      this.pool,
      `SELECT s.* FROM desk_invites i JOIN desk_staff s ON s.id = i.staff_id
       WHERE i.token_hash = ? AND i.used_at IS NULL AND i.expires_at > ? AND s.revoked_at IS NULL`,
      [tokenHash, now],
    );
    return row ? toStaff(row) : null;
  }

  async saveChallenge(
    challenge: string,
    purpose: ChallengePurpose,
    staffId: string | null,
    expiresAt: string,
  ): Promise<void> {
    await this.pool.query(
      'INSERT INTO desk_challenges (challenge, purpose, staff_id, expires_at) VALUES ($1, $2, $3, $4)',
      [challenge, purpose, staffId, expiresAt],
    );
  }

  async takeChallenge(
    challenge: string,
    purpose: ChallengePurpose,
    now: string,
  ): Promise<{ staffId: string | null } | null> {
    const [row] = await rowsOf(
      this.pool,
      'DELETE FROM desk_challenges WHERE challenge = ? RETURNING purpose, staff_id, expires_at',
      [challenge],
    );
    if (!row || row.purpose !== purpose || (row.expires_at as string) <= now) return null;
    return { staffId: (row.staff_id as string | null) ?? null };
  }

  async listCredentials(staffId: string): Promise<Credential[]> {
    return (
      await rowsOf(this.pool, 'SELECT * FROM desk_credentials WHERE staff_id = ? ORDER BY created_at', [staffId])
    ).map(toCredential);
  }

  async findCredential(id: string): Promise<(Credential & { staff: Staff }) | null> {
    const [row] = await rowsOf(this.pool, 'SELECT * FROM desk_credentials WHERE id = ?', [id]);
    if (!row) return null;
    const [staff] = await rowsOf(this.pool, 'SELECT * FROM desk_staff WHERE id = ?', [row.staff_id]);
    return { ...toCredential(row), staff: toStaff(staff!) };
  }

  async addCredential(credential: Credential, inviteHash: string | null, now: string): Promise<boolean> {
    return inTransaction(this.pool, async (client) => {
      if (inviteHash) {
        const used = await client.query(
          'UPDATE desk_invites SET used_at = $1 WHERE token_hash = $2 AND used_at IS NULL AND expires_at > $1',
          [now, inviteHash],
        );
        if (used.rowCount === 0) return false;
      }
      const row = credentialRow(credential);
      await client.query(insertSql('desk_credentials', row, 1), Object.values(row));
      return true;
    });
  }

  async updateCounter(id: string, counter: number, now: string): Promise<void> {
    await this.pool.query('UPDATE desk_credentials SET counter = $1, last_used_at = $2 WHERE id = $3', [
      counter,
      now,
      id,
    ]);
  }

  async createSession(tokenHash: string, staffId: string, now: string, expiresAt: string): Promise<void> {
    await this.pool.query(
      'INSERT INTO desk_sessions (token_hash, staff_id, created_at, last_seen_at, expires_at) VALUES ($1, $2, $3, $3, $4)',
      [tokenHash, staffId, now, expiresAt],
    );
  }

  async findSession(tokenHash: string, now: string, idleSince: string): Promise<Session | null> {
    const [row] = await rowsOf(
      this.pool,
      `SELECT s.created_at AS session_created_at, s.expires_at AS session_expires_at, st.* FROM desk_sessions s JOIN desk_staff st ON st.id = s.staff_id
       WHERE s.token_hash = ? AND s.expires_at > ? AND s.last_seen_at > ? AND st.revoked_at IS NULL`,
      [tokenHash, now, idleSince],
    );
    if (!row) return null;
    await this.pool.query('UPDATE desk_sessions SET last_seen_at = $1 WHERE token_hash = $2', [now, tokenHash]);
    return {
      staff: toStaff(row),
      createdAt: row.session_created_at as string,
      expiresAt: row.session_expires_at as string,
    };
  }

  async deleteSession(tokenHash: string): Promise<void> {
    await this.pool.query('DELETE FROM desk_sessions WHERE token_hash = $1', [tokenHash]);
  }

  async deleteStaffSessions(staffId: string): Promise<void> {
    await this.pool.query('DELETE FROM desk_sessions WHERE staff_id = $1', [staffId]);
  }

  async audit(entry: AuditEntry): Promise<void> {
    await insertAudit(this.pool, entry);
  }

  async listAudit(limit: number): Promise<AuditEntry[]> {
    return (
      await rowsOf(
        this.pool,
        'SELECT at, staff_id, staff_name, action, ref, detail FROM desk_audit ORDER BY id DESC LIMIT ?',
        [limit],
      )
    ).map(toAudit);
  }

  async inbox({ search, limit }: { search?: string; limit: number }): Promise<DeskRequest[]> {
    const { sql, params } = inboxQuery(search?.trim() || undefined, limit);
    return (await rowsOf(this.pool, sql, params)).map((row) => toRequest(row as unknown as DeskRequestRow));
  }

  async findRequest(idOrRef: string): Promise<DeskRequest | null> {
    return findRequest(this.pool, idOrRef);
  }

  async visitsOn(dates: string[]): Promise<DeskRequest[]> {
    if (dates.length === 0) return [];
    return (await rowsOf(this.pool, visitsOnSql(dates.length), dates)).map((row) =>
      toRequest(row as unknown as DeskRequestRow),
    );
  }

  async changeWork(change: WorkChange): Promise<void> {
    await inTransaction(this.pool, async (client) => {
      // One change of a request at a time: a second desk waits here and then reads the first's result.
      await client.query('SELECT pg_advisory_xact_lock(hashtext($1))', [`desk-work:${change.requestId}`]);
      const current = await findRequest(client, change.requestId);
      if (!current) throw new Error(`No request ${change.requestId}`);
      const visit = change.visit === undefined ? current.visit : change.visit;
      // A new or moved visit is reminded again; the same visit keeps its reminder mark.
      const sameVisit =
        visit && current.visit && visit.date === current.visit.date && visit.time === current.visit.time;
      await client.query(
        `INSERT INTO desk_work (request_id, kind, status, note, visit_date, visit_time, visit_doctor, reminder_sent_at, updated_at)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9)
         ON CONFLICT (request_id) DO UPDATE SET status = excluded.status, note = excluded.note, visit_date = excluded.visit_date,
           visit_time = excluded.visit_time, visit_doctor = excluded.visit_doctor, reminder_sent_at = excluded.reminder_sent_at, updated_at = excluded.updated_at`,
        [
          current.id,
          current.kind,
          change.status ?? current.status,
          change.note ?? current.note,
          visit?.date ?? null,
          visit?.time ?? null,
          visit?.doctor ?? null,
          sameVisit ? current.reminderSentAt : null,
          change.now,
        ],
      );
      await insertAudit(client, change.audit);
      if (change.mail) await insertMail(client, current.id, change.mail, change.now);
    });
  }

  async dueReminders(date: string): Promise<DeskRequest[]> {
    return (await rowsOf(this.pool, DUE_REMINDERS_SQL, [date])).map((row) =>
      toRequest(row as unknown as DeskRequestRow),
    );
  }

  async queueReminder(requestId: string, mail: NewMail, now: string): Promise<boolean> {
    return inTransaction(this.pool, async (client) => {
      const marked = await client.query(
        `UPDATE desk_work SET reminder_sent_at = $1 WHERE request_id = $2 AND status = 'confirmed' AND reminder_sent_at IS NULL`,
        [now, requestId],
      );
      if (marked.rowCount === 0) return false;
      await insertMail(client, requestId, mail, now);
      return true;
    });
  }

  async failedMail(): Promise<FailedMail[]> {
    return (await rowsOf(this.pool, FAILED_MAIL_SQL)).map(toFailedMail);
  }

  async resendMail(id: number, now: string): Promise<boolean> {
    return ((await this.pool.query(numbered(RESEND_MAIL_SQL), [now, id])).rowCount ?? 0) > 0;
  }

  async deleteExpired(before: string, now: string): Promise<void> {
    await inTransaction(this.pool, async (client) => {
      await client.query('DELETE FROM desk_audit WHERE at < $1', [before]);
      await client.query('DELETE FROM desk_sessions WHERE expires_at <= $1', [now]);
      await client.query('DELETE FROM desk_challenges WHERE expires_at <= $1', [now]);
      await client.query('DELETE FROM desk_invites WHERE expires_at <= $1 OR used_at IS NOT NULL', [now]);
    });
  }
}

/** Applies the desk's migrations (after the core's, which opening the request store applied) and opens the store. */
export async function openPostgresDeskStore(pool: pg.Pool): Promise<PostgresDeskStore> {
  const client = await pool.connect();
  try {
    await migratePostgres(client, deskMigrations, postgresDeskSql);
  } finally {
    client.release();
  }
  return new PostgresDeskStore(pool);
}
