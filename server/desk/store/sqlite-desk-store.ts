import type Database from 'better-sqlite3';
import { migrate } from '../../storage/migrations';
import { insertSql } from '../../storage/request-rows';
import type { NewMail } from '../../storage/types';
import { RESEND_MAIL_SQL } from './desk-request-rows';
import { credentialRow, toAudit, toCredential, toStaff } from './desk-rows';
import { deskMigrations } from './migrations';
import { SqliteDeskRequests } from './sqlite-desk-requests';
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
 * DeskStore on the request store's own SQLite connection (SqliteRequestStore.db): the desk's
 * writes and the e-mails they queue share the outbox's transactions. better-sqlite3 is
 * synchronous; the methods are async for the interface's sake.
 */

type Row = Record<string, unknown>;

export class SqliteDeskStore implements DeskStore {
  private readonly requests: SqliteDeskRequests;

  constructor(private readonly db: Database.Database) {
    this.requests = new SqliteDeskRequests(db);
  }

  async addStaff(staff: Staff, invite: { tokenHash: string; expiresAt: string }): Promise<void> {
    this.db.transaction(() => {
      this.db
        .prepare('INSERT INTO desk_staff (id, name, email, role, created_at, revoked_at) VALUES (?, ?, ?, ?, ?, NULL)')
        .run(staff.id, staff.name, staff.email, staff.role, staff.createdAt);
      this.db
        .prepare('INSERT INTO desk_invites (token_hash, staff_id, created_at, expires_at) VALUES (?, ?, ?, ?)')
        .run(invite.tokenHash, staff.id, staff.createdAt, invite.expiresAt);
    })();
  }

  async addInvite(staffId: string, invite: { tokenHash: string; createdAt: string; expiresAt: string }): Promise<void> {
    this.db
      .prepare('INSERT INTO desk_invites (token_hash, staff_id, created_at, expires_at) VALUES (?, ?, ?, ?)')
      .run(invite.tokenHash, staffId, invite.createdAt, invite.expiresAt);
  }

  async listStaff(): Promise<Staff[]> {
    return (this.db.prepare('SELECT * FROM desk_staff ORDER BY revoked_at IS NOT NULL, name').all() as Row[]).map(
      toStaff,
    );
  }

  async findStaffByEmail(email: string): Promise<Staff | null> {
    const row = this.db.prepare('SELECT * FROM desk_staff WHERE email = ? COLLATE NOCASE').get(email) as
      Row | undefined;
    return row ? toStaff(row) : null;
  }

  async revokeStaff(staffId: string, now: string): Promise<void> {
    this.db.transaction(() => {
      this.db.prepare('UPDATE desk_staff SET revoked_at = COALESCE(revoked_at, ?) WHERE id = ?').run(now, staffId);
      for (const table of ['desk_sessions', 'desk_credentials', 'desk_invites'])
        this.db.prepare(`DELETE FROM ${table} WHERE staff_id = ?`).run(staffId);
    })();
  }

  async findInvite(tokenHash: string, now: string): Promise<Staff | null> {
    const row = this.db
      .prepare(
        `SELECT s.* FROM desk_invites i JOIN desk_staff s ON s.id = i.staff_id
         WHERE i.token_hash = ? AND i.used_at IS NULL AND i.expires_at > ? AND s.revoked_at IS NULL`,
      )
      .get(tokenHash, now) as Row | undefined;
    return row ? toStaff(row) : null;
  }

  async saveChallenge(
    challenge: string,
    purpose: ChallengePurpose,
    staffId: string | null,
    expiresAt: string,
  ): Promise<void> {
    this.db
      .prepare('INSERT INTO desk_challenges (challenge, purpose, staff_id, expires_at) VALUES (?, ?, ?, ?)')
      .run(challenge, purpose, staffId, expiresAt);
  }

  async takeChallenge(
    challenge: string,
    purpose: ChallengePurpose,
    now: string,
  ): Promise<{ staffId: string | null } | null> {
    const row = this.db
      .prepare('DELETE FROM desk_challenges WHERE challenge = ? RETURNING purpose, staff_id, expires_at')
      .get(challenge) as Row | undefined;
    if (!row || row.purpose !== purpose || (row.expires_at as string) <= now) return null;
    return { staffId: (row.staff_id as string | null) ?? null };
  }

  async listCredentials(staffId: string): Promise<Credential[]> {
    return (
      this.db.prepare('SELECT * FROM desk_credentials WHERE staff_id = ? ORDER BY created_at').all(staffId) as Row[]
    ).map(toCredential);
  }

  async findCredential(id: string): Promise<(Credential & { staff: Staff }) | null> {
    const row = this.db.prepare('SELECT * FROM desk_credentials WHERE id = ?').get(id) as Row | undefined;
    if (!row) return null;
    const staff = this.db.prepare('SELECT * FROM desk_staff WHERE id = ?').get(row.staff_id) as Row;
    return { ...toCredential(row), staff: toStaff(staff) };
  }

  async addCredential(credential: Credential, inviteHash: string | null, now: string): Promise<boolean> {
    return this.db.transaction(() => {
      if (
        inviteHash &&
        this.db
          .prepare('UPDATE desk_invites SET used_at = ? WHERE token_hash = ? AND used_at IS NULL AND expires_at > ?')
          .run(now, inviteHash, now).changes === 0
      )
        return false;
      const row = credentialRow(credential);
      this.db.prepare(insertSql('desk_credentials', row)).run(...Object.values(row));
      return true;
    })();
  }

  async updateCounter(id: string, counter: number, now: string): Promise<void> {
    this.db.prepare('UPDATE desk_credentials SET counter = ?, last_used_at = ? WHERE id = ?').run(counter, now, id);
  }

  async createSession(tokenHash: string, staffId: string, now: string, expiresAt: string): Promise<void> {
    this.db
      .prepare(
        'INSERT INTO desk_sessions (token_hash, staff_id, created_at, last_seen_at, expires_at) VALUES (?, ?, ?, ?, ?)',
      )
      .run(tokenHash, staffId, now, now, expiresAt);
  }

  async findSession(tokenHash: string, now: string, idleSince: string): Promise<Session | null> {
    const row = this.db
      .prepare(
        `SELECT s.created_at AS session_created_at, s.expires_at AS session_expires_at, st.* FROM desk_sessions s JOIN desk_staff st ON st.id = s.staff_id
         WHERE s.token_hash = ? AND s.expires_at > ? AND s.last_seen_at > ? AND st.revoked_at IS NULL`,
      )
      .get(tokenHash, now, idleSince) as Row | undefined;
    if (!row) return null;
    this.db.prepare('UPDATE desk_sessions SET last_seen_at = ? WHERE token_hash = ?').run(now, tokenHash);
    return {
      staff: toStaff(row),
      createdAt: row.session_created_at as string,
      expiresAt: row.session_expires_at as string,
    };
  }

  async deleteSession(tokenHash: string): Promise<void> {
    this.db.prepare('DELETE FROM desk_sessions WHERE token_hash = ?').run(tokenHash);
  }

  async deleteStaffSessions(staffId: string): Promise<void> {
    this.db.prepare('DELETE FROM desk_sessions WHERE staff_id = ?').run(staffId);
  }

  async audit(entry: AuditEntry): Promise<void> {
    this.insertAudit(entry);
  }

  /** The same, synchronously, inside a caller's transaction or for the command line. */
  insertAudit(entry: AuditEntry): void {
    this.db
      .prepare('INSERT INTO desk_audit (at, staff_id, staff_name, action, ref, detail) VALUES (?, ?, ?, ?, ?, ?)')
      .run(entry.at, entry.staffId, entry.staffName, entry.action, entry.ref, entry.detail);
  }

  async listAudit(limit: number): Promise<AuditEntry[]> {
    const rows = this.db
      .prepare('SELECT at, staff_id, staff_name, action, ref, detail FROM desk_audit ORDER BY id DESC LIMIT ?')
      .all(limit) as Row[];
    return rows.map(toAudit);
  }

  async inbox({ search, limit }: { search?: string; limit: number }): Promise<DeskRequest[]> {
    return this.requests.inbox(search?.trim() || undefined, limit);
  }

  async findRequest(idOrRef: string): Promise<DeskRequest | null> {
    return this.requests.find(idOrRef);
  }

  async visitsOn(dates: string[]): Promise<DeskRequest[]> {
    return this.requests.visitsOn(dates);
  }

  async changeWork(change: WorkChange): Promise<void> {
    this.db.transaction(() => {
      const current = this.requests.find(change.requestId);
      if (!current) throw new Error(`No request ${change.requestId}`);
      const visit = change.visit === undefined ? current.visit : change.visit;
      const status = change.status ?? current.status;
      // A new or moved visit is reminded again; the same visit keeps its reminder mark.
      const sameVisit =
        visit && current.visit && visit.date === current.visit.date && visit.time === current.visit.time;
      this.db
        .prepare(
          `INSERT INTO desk_work (request_id, kind, status, note, visit_date, visit_time, visit_doctor, reminder_sent_at, updated_at)
           VALUES (@id, @kind, @status, @note, @date, @time, @doctor, @reminded, @now)
           ON CONFLICT (request_id) DO UPDATE SET status = excluded.status, note = excluded.note, visit_date = excluded.visit_date,
             visit_time = excluded.visit_time, visit_doctor = excluded.visit_doctor, reminder_sent_at = excluded.reminder_sent_at, updated_at = excluded.updated_at`,
        )
        .run({
          id: current.id,
          kind: current.kind,
          status,
          note: change.note ?? current.note,
          date: visit?.date ?? null,
          time: visit?.time ?? null,
          doctor: visit?.doctor ?? null,
          reminded: sameVisit ? current.reminderSentAt : null,
          now: change.now,
        });
      this.insertAudit(change.audit);
      if (change.mail) this.requests.insertMail(current.id, change.mail, change.now);
    })();
  }

  async dueReminders(date: string): Promise<DeskRequest[]> {
    return this.requests.dueReminders(date);
  }

  async queueReminder(requestId: string, mail: NewMail, now: string): Promise<boolean> {
    return this.db.transaction(() => {
      const marked = this.db
        .prepare(
          `UPDATE desk_work SET reminder_sent_at = ? WHERE request_id = ? AND status = 'confirmed' AND reminder_sent_at IS NULL`,
        )
        .run(now, requestId).changes;
      if (marked === 0) return false;
      this.requests.insertMail(requestId, mail, now);
      return true;
    })();
  }

  async failedMail(): Promise<FailedMail[]> {
    return this.requests.failedMail();
  }

  async resendMail(id: number, now: string): Promise<boolean> {
    return this.db.prepare(RESEND_MAIL_SQL).run(now, id).changes > 0;
  }

  async deleteExpired(before: string, now: string): Promise<void> {
    this.db.transaction(() => {
      this.db.prepare('DELETE FROM desk_audit WHERE at < ?').run(before);
      this.db.prepare('DELETE FROM desk_sessions WHERE expires_at <= ?').run(now);
      this.db.prepare('DELETE FROM desk_challenges WHERE expires_at <= ?').run(now);
      this.db.prepare('DELETE FROM desk_invites WHERE expires_at <= ? OR used_at IS NOT NULL').run(now);
    })();
  }
}

/** Applies the desk's migrations (after the core's) and opens the desk store on the same connection. */
export function openSqliteDeskStore(db: Database.Database): SqliteDeskStore {
  migrate(db, deskMigrations);
  return new SqliteDeskStore(db);
}
