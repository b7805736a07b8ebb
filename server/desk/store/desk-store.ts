import * as outbox from '../../storage/outbox';
import { insertSql } from '../../storage/request-rows';
import type { Database, Row } from '../../storage/sql/database';
import type { NewMail } from '../../storage/types';
import { insertAudit } from './desk-audit';
import { credentialRow, toAudit, toCredential, toStaff } from './desk-rows';
import * as records from './desk-records';
import * as work from './desk-work';
import type { InboxQuery } from './types';
import type { Refusal } from '../../diary/store/hold-visit';
import { blockOver, type Block } from '../../diary/store/diary-reads';
import { slotOf } from '../../diary/store/request-visit';
import type {
  AuditEntry,
  ChallengePurpose,
  Correction,
  Credential,
  DeskRequest,
  DeskStore,
  FailedMail,
  InboxPage,
  Note,
  Session,
  Staff,
  Visit,
  WorkChange,
} from './types';

/**
 * The desk's store, written once over the request store's own SQL layer (RequestStore.db, SQLite or PostgreSQL): a
 * status change, its log row and the patient's e-mail are one transaction with the outbox. Several instances may
 * share it: "once" is a conditional UPDATE (an invite used, a reminder marked).
 */

/** How many given-up e-mails the inbox lists. */
const FAILED_MAIL_SHOWN = 100;

export class SqlDeskStore implements DeskStore {
  constructor(private readonly db: Database) {}

  async addStaff(staff: Staff, invite: { tokenHash: string; expiresAt: string }): Promise<void> {
    await this.db.tx(async (sql) => {
      await sql.run(
        'INSERT INTO desk_staff (id, name, email, role, created_at, revoked_at) VALUES (?, ?, ?, ?, ?, NULL)',
        [staff.id, staff.name, staff.email, staff.role, staff.createdAt],
      );
      await this.insertInvite(sql, staff.id, { ...invite, createdAt: staff.createdAt });
    });
  }

  async addInvite(staffId: string, invite: { tokenHash: string; createdAt: string; expiresAt: string }): Promise<void> {
    await this.insertInvite(this.db, staffId, invite);
  }

  private async insertInvite(
    sql: Pick<Database, 'run'>,
    staffId: string,
    invite: { tokenHash: string; createdAt: string; expiresAt: string },
  ): Promise<void> {
    await sql.run('INSERT INTO desk_invites (token_hash, staff_id, created_at, expires_at) VALUES (?, ?, ?, ?)', [
      invite.tokenHash,
      staffId,
      invite.createdAt,
      invite.expiresAt,
    ]);
  }

  async listStaff(): Promise<Staff[]> {
    return (await this.db.all('SELECT * FROM desk_staff ORDER BY revoked_at IS NOT NULL, name')).map(toStaff);
  }

  async findStaffByEmail(email: string): Promise<Staff | null> {
    const row = await this.db.get(`SELECT * FROM desk_staff WHERE ${this.db.dialect.sameEmail('email')}`, [email]);
    return row ? toStaff(row) : null;
  }

  async revokeStaff(staffId: string, now: string): Promise<void> {
    await this.db.tx(async (sql) => {
      await sql.run('UPDATE desk_staff SET revoked_at = COALESCE(revoked_at, ?) WHERE id = ?', [now, staffId]);
      for (const table of ['desk_sessions', 'desk_credentials', 'desk_invites'])
        await sql.run(`DELETE FROM ${table} WHERE staff_id = ?`, [staffId]);
    });
  }

  async findInvite(tokenHash: string, now: string): Promise<Staff | null> {
    const row = await this.db.get(
      `SELECT s.* FROM desk_invites i JOIN desk_staff s ON s.id = i.staff_id
       WHERE i.token_hash = ? AND i.used_at IS NULL AND i.expires_at > ? AND s.revoked_at IS NULL`,
      [tokenHash, now],
    );
    return row ? toStaff(row) : null;
  }

  async saveChallenge(challenge: string, purpose: ChallengePurpose, staffId: string | null, expiresAt: string) {
    await this.db.run('INSERT INTO desk_challenges (challenge, purpose, staff_id, expires_at) VALUES (?, ?, ?, ?)', [
      challenge,
      purpose,
      staffId,
      expiresAt,
    ]);
  }

  async takeChallenge(challenge: string, purpose: ChallengePurpose, now: string) {
    const row = await this.db.get(
      'DELETE FROM desk_challenges WHERE challenge = ? RETURNING purpose, staff_id, expires_at',
      [challenge],
    );
    if (!row || row.purpose !== purpose || (row.expires_at as string) <= now) return null;
    return { staffId: (row.staff_id as string | null) ?? null };
  }

  async listCredentials(staffId: string): Promise<Credential[]> {
    return (await this.db.all('SELECT * FROM desk_credentials WHERE staff_id = ? ORDER BY created_at', [staffId])).map(
      toCredential,
    );
  }

  async findCredential(id: string): Promise<(Credential & { staff: Staff }) | null> {
    const row = await this.db.get('SELECT * FROM desk_credentials WHERE id = ?', [id]);
    if (!row) return null;
    const staff = await this.db.get('SELECT * FROM desk_staff WHERE id = ?', [row.staff_id as string]);
    return { ...toCredential(row), staff: toStaff(staff!) };
  }

  async addCredential(credential: Credential, inviteHash: string | null, now: string): Promise<boolean> {
    return this.db.tx(async (sql) => {
      if (inviteHash) {
        const used = await sql.run(
          'UPDATE desk_invites SET used_at = ? WHERE token_hash = ? AND used_at IS NULL AND expires_at > ?',
          [now, inviteHash, now],
        );
        if (used === 0) return false;
      }
      const row = credentialRow(credential);
      await sql.run(insertSql('desk_credentials', row), Object.values(row));
      return true;
    });
  }

  async updateCounter(id: string, counter: number, now: string): Promise<void> {
    await this.db.run('UPDATE desk_credentials SET counter = ?, last_used_at = ? WHERE id = ?', [counter, now, id]);
  }

  async createSession(tokenHash: string, staffId: string, now: string, expiresAt: string): Promise<void> {
    await this.db.run(
      'INSERT INTO desk_sessions (token_hash, staff_id, created_at, last_seen_at, expires_at) VALUES (?, ?, ?, ?, ?)',
      [tokenHash, staffId, now, now, expiresAt],
    );
  }

  async findSession(tokenHash: string, now: string, idleSince: string): Promise<Session | null> {
    const row = await this.db.get<Row>(
      `SELECT s.created_at AS session_created_at, s.expires_at AS session_expires_at, st.* FROM desk_sessions s JOIN desk_staff st ON st.id = s.staff_id
       WHERE s.token_hash = ? AND s.expires_at > ? AND s.last_seen_at > ? AND st.revoked_at IS NULL`,
      [tokenHash, now, idleSince],
    );
    if (!row) return null;
    await this.db.run('UPDATE desk_sessions SET last_seen_at = ? WHERE token_hash = ?', [now, tokenHash]);
    return {
      staff: toStaff(row),
      createdAt: row.session_created_at as string,
      expiresAt: row.session_expires_at as string,
    };
  }

  async deleteSession(tokenHash: string): Promise<void> {
    await this.db.run('DELETE FROM desk_sessions WHERE token_hash = ?', [tokenHash]);
  }

  async deleteStaffSessions(staffId: string): Promise<void> {
    await this.db.run('DELETE FROM desk_sessions WHERE staff_id = ?', [staffId]);
  }

  audit(entry: AuditEntry): Promise<void> {
    return insertAudit(this.db, entry);
  }

  async listAudit(limit: number): Promise<AuditEntry[]> {
    const rows = await this.db.all(
      'SELECT at, staff_id, staff_name, action, ref, detail FROM desk_audit ORDER BY id DESC LIMIT ?',
      [limit],
    );
    return rows.map(toAudit);
  }

  inbox(query: InboxQuery): Promise<InboxPage> {
    return work.inbox(this.db, query);
  }

  listNotes(requestId: string): Promise<Note[]> {
    return records.listNotes(this.db, requestId);
  }

  addNote(requestId: string, note: Note, ref: string): Promise<void> {
    return records.addNote(this.db, requestId, note, ref);
  }

  correctRequest(correction: Correction, ref: string): Promise<void> {
    return records.correctRequest(this.db, correction, ref);
  }

  findRequest(idOrRef: string): Promise<DeskRequest | null> {
    return work.findRequest(this.db, idOrRef);
  }

  visitsOn(dates: string[]): Promise<DeskRequest[]> {
    return work.visitsOn(this.db, dates);
  }

  changeWork(change: WorkChange): Promise<Refusal | null> {
    return work.changeWork(this.db, change);
  }

  async blockOf(visit: Visit): Promise<Pick<Block, 'kind' | 'reason'> | undefined> {
    const slot = slotOf(visit);
    if (!slot) return undefined;
    const minutes = visit.minutes ?? slot.doctor.slotMinutes;
    return blockOver(this.db, slot.doctor, { start: slot.start, end: slot.start + minutes * 60_000 });
  }

  dueReminders(date: string): Promise<DeskRequest[]> {
    return work.dueReminders(this.db, date);
  }

  queueReminder(requestId: string, mail: NewMail, now: string, visitLinkHash?: string): Promise<boolean> {
    return work.queueReminder(this.db, requestId, mail, now, visitLinkHash);
  }

  failedMail(): Promise<FailedMail[]> {
    return outbox.failedMail(this.db, FAILED_MAIL_SHOWN);
  }

  resendMail(id: number, now: string, by: Staff): Promise<boolean> {
    return outbox.resendMail(this.db, id, now, { staffId: by.id, staffName: by.name });
  }

  async deleteExpired(before: string, now: string): Promise<void> {
    await this.db.tx(async (sql) => {
      await sql.run('DELETE FROM desk_audit WHERE at < ?', [before]);
      await sql.run('DELETE FROM desk_sessions WHERE expires_at <= ?', [now]);
      await sql.run('DELETE FROM desk_challenges WHERE expires_at <= ?', [now]);
      await sql.run('DELETE FROM desk_invites WHERE expires_at <= ? OR used_at IS NOT NULL', [now]);
    });
  }
}
