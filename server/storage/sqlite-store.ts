import { mkdirSync } from 'node:fs';
import path from 'node:path';
import Database from 'better-sqlite3';
import { acknowledgmentCounter } from './acknowledgment-cap';
import { GroupCommit } from './group-commit';
import { migrate } from './migrations';
import { SqliteWithdrawalTokens } from './withdrawal-tokens';
import type {
  ErasedCounts,
  ConfirmedBooking,
  ExpiredCounts,
  MailAttachment,
  NewMail,
  NewRequest,
  OutboxMail,
  OutboxSummary,
  RequestRow,
  RequestStore,
  RequestType,
  StoredRequest,
} from './types';

/**
 * RequestStore on an embedded SQLite file (DATA_DIR/clinic.db) through better-sqlite3.
 * WAL journal with synchronous=FULL: a committed request survives a crash or power loss.
 *
 * Group commit (group-commit.ts): requests that arrive in the same turn of the event loop are
 * written in one transaction (each in its own savepoint, so one failure does not undo the others),
 * and every caller is answered only after that transaction is on disk. One fsync then serves many
 * requests, which is what lets a small machine take well over 1,000 posts a second.
 */

export const DATABASE_FILE = 'clinic.db';

interface Pending {
  request: NewRequest;
  mails: NewMail[];
}

export interface OpenOptions {
  /** Open an existing database read-only (staff CLI); no migrations. */
  readonly?: boolean;
}

export class SqliteRequestStore implements RequestStore {
  private readonly statements = new Map<string, Database.Statement>();
  private closed = false;
  private readonly writes: GroupCommit<Pending, StoredRequest>;
  readonly withdrawals: SqliteWithdrawalTokens;
  private readonly countAcknowledgment: (to: string, createdAt: string) => boolean;

  constructor(readonly db: Database.Database) {
    this.countAcknowledgment = acknowledgmentCounter(db);
    const insertOne = db.transaction((request: NewRequest, mails: NewMail[]) => this.insert(request, mails));
    const commitBatch = db.transaction((batch: Pending[]) =>
      batch.map((item) => {
        try {
          return insertOne(item.request, item.mails);
        } catch (error) {
          return error instanceof Error ? error : new Error(String(error));
        }
      }),
    );
    this.writes = new GroupCommit((batch) => commitBatch.immediate(batch));
    this.withdrawals = new SqliteWithdrawalTokens(
      db,
      (email) => this.eraseInTransaction(email),
      () => this.checkpoint(),
    );
  }

  private stmt(sql: string): Database.Statement {
    let statement = this.statements.get(sql);
    if (!statement) {
      statement = this.db.prepare(sql);
      this.statements.set(sql, statement);
    }
    return statement;
  }

  storeRequest(request: NewRequest, mails: NewMail[]): Promise<StoredRequest> {
    if (this.closed) return Promise.reject(new Error('The request store is closed'));
    return this.writes.submit({ request, mails });
  }

  private insert(request: NewRequest, mails: NewMail[]): StoredRequest {
    let stored: StoredRequest;
    switch (request.type) {
      case 'appointment': {
        const d = request.data;
        this.stmt(
          `INSERT INTO appointments (id, ref, created_at, kind, name, email, phone, service, doctor, country, state, date, consent_at, notice_version)
           VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
        ).run(
          request.id,
          request.ref,
          request.createdAt,
          d.kind,
          d.name,
          d.email,
          d.phone,
          d.service,
          d.doctor,
          d.country,
          d.state,
          d.date,
          request.consent.consentAt,
          request.consent.noticeVersion,
        );
        if (request.confirmation) {
          this.stmt('DELETE FROM booking_confirmations WHERE expires_at <= ?').run(request.createdAt);
          this.stmt('INSERT INTO booking_confirmations (ref, request_id, expires_at) VALUES (?, ?, ?)').run(
            request.confirmation.ref,
            request.id,
            request.confirmation.expiresAt,
          );
        }
        stored = { id: request.id, created: true };
        break;
      }
      case 'message': {
        const d = request.data;
        this.stmt(
          `INSERT INTO messages (id, ref, created_at, kind, name, email, phone, subject, message, post_slug, reply_to, consent_at, notice_version)
           VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
        ).run(
          request.id,
          request.ref,
          request.createdAt,
          d.kind,
          d.name,
          d.email,
          d.phone,
          d.subject,
          d.message,
          d.postSlug,
          d.replyTo,
          request.consent.consentAt,
          request.consent.noticeVersion,
        );
        stored = { id: request.id, created: true };
        break;
      }
      case 'subscription': {
        const d = request.data;
        const termsAt = d.terms ? request.createdAt : null;
        const inserted = this.stmt(
          `INSERT INTO subscriptions (id, created_at, email, terms, terms_at, source, notice_version)
           VALUES (?, ?, ?, ?, ?, ?, ?)
           ON CONFLICT (email) DO UPDATE SET terms = 1, terms_at = excluded.terms_at
             WHERE subscriptions.terms = 0 AND excluded.terms = 1
           RETURNING id`,
        ).get(request.id, request.createdAt, d.email, d.terms ? 1 : 0, termsAt, d.source, request.noticeVersion) as { id: string } | undefined;
        const id = inserted?.id ?? (this.stmt('SELECT id FROM subscriptions WHERE email = ?').get(d.email) as { id: string }).id;
        stored = { id, created: id === request.id };
        if (!stored.created) return stored;
        break;
      }
    }
    const insertMail = this.stmt(
      `INSERT INTO outbox (created_at, request_id, purpose, to_address, reply_to, subject, text_body, html_body, next_attempt_at)
       VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)`,
    );
    for (const mail of mails) {
      if (mail.purpose === 'patient' && !this.countAcknowledgment(mail.to, request.createdAt)) continue;
      insertMail.run(request.createdAt, request.id, mail.purpose, mail.to, mail.replyTo ?? null, mail.subject, mail.text, mail.html, request.createdAt);
    }
    return stored;
  }

  listRequests({ type, limit }: { type: RequestType; limit: number }): RequestRow[] {
    return this.stmt(`SELECT * FROM ${tableOf(type)} ORDER BY created_at DESC, rowid DESC LIMIT ?`).all(limit) as RequestRow[];
  }

  exportRequests({ type, since }: { type: RequestType; since?: string }): RequestRow[] {
    return this.stmt(`SELECT * FROM ${tableOf(type)} WHERE created_at >= ? ORDER BY created_at, rowid`).all(since ?? '') as RequestRow[];
  }

  findBookingConfirmation(ref: string, now: string): ConfirmedBooking | null {
    const row = this.stmt(
      `SELECT a.ref, a.date, a.doctor, a.service, a.phone FROM booking_confirmations c JOIN appointments a ON a.id = c.request_id
       WHERE c.ref = ? AND c.expires_at > ?`,
    ).get(ref, now) as ConfirmedBooking | undefined;
    return row ?? null;
  }

  dueMail(now: string, limit: number): OutboxMail[] {
    const rows = this.stmt(
      `SELECT id, request_id, purpose, to_address, reply_to, subject, text_body, html_body, attachments, attempts
       FROM outbox WHERE status = 'pending' AND next_attempt_at <= ? ORDER BY next_attempt_at, id LIMIT ?`,
    ).all(now, limit) as Array<Record<string, string | number | null>>;
    return rows.map((row) => ({
      id: row.id as number,
      requestId: row.request_id as string,
      purpose: row.purpose as 'clinic' | 'patient',
      to: row.to_address as string,
      replyTo: (row.reply_to as string | null) ?? undefined,
      subject: row.subject as string,
      text: row.text_body as string,
      html: row.html_body as string,
      ...(row.attachments ? { attachments: JSON.parse(row.attachments as string) as MailAttachment[] } : {}),
      attempts: row.attempts as number,
    }));
  }

  markMailSent(id: number, sentAt: string): void {
    // The body is cleared once delivered (it holds what the person wrote; the mailbox has the copy):
    // the row keeps who it went to, its subject and when, which is what staff need to see it was sent.
    this.stmt(
      `UPDATE outbox SET status = 'sent', sent_at = ?, attempts = attempts + 1, last_error = NULL, text_body = '', html_body = '', attachments = NULL
       WHERE id = ? AND status = 'pending'`,
    ).run(sentAt, id);
  }

  markMailFailed(id: number, error: string, nextAttemptAt: string | null): void {
    this.stmt(
      `UPDATE outbox SET attempts = attempts + 1, last_error = ?,
         status = CASE WHEN ? IS NULL THEN 'failed' ELSE 'pending' END,
         next_attempt_at = COALESCE(?, next_attempt_at)
       WHERE id = ? AND status = 'pending'`,
    ).run(error.slice(0, 500), nextAttemptAt, nextAttemptAt, id);
  }

  nextMailDue(): string | null {
    const row = this.stmt(`SELECT MIN(next_attempt_at) AS due FROM outbox WHERE status = 'pending'`).get() as { due: string | null };
    return row.due;
  }

  outboxSummary(): OutboxSummary {
    const summary: OutboxSummary = { pending: 0, sent: 0, failed: 0 };
    const rows = this.stmt('SELECT status, COUNT(*) AS n FROM outbox GROUP BY status').all() as { status: keyof OutboxSummary; n: number }[];
    for (const row of rows) summary[row.status] = row.n;
    return summary;
  }

  deleteExpired(before: string, now: string = new Date().toISOString()): ExpiredCounts {
    const counts = this.db.transaction(() => {
      this.stmt('DELETE FROM withdrawal_tokens WHERE expires_at <= ?').run(now);
      return {
        appointments: this.stmt('DELETE FROM appointments WHERE created_at < ?').run(before).changes,
        messages: this.stmt('DELETE FROM messages WHERE created_at < ?').run(before).changes,
        outbox: this.stmt('DELETE FROM outbox WHERE created_at < ?').run(before).changes,
      };
    })();
    this.checkpoint();
    return counts;
  }

  eraseEmail(email: string): ErasedCounts {
    const counts = this.eraseInTransaction(email);
    this.checkpoint();
    return counts;
  }

  /** The erase of one address, for use inside a larger transaction (a withdrawal link's use). */
  eraseInTransaction(email: string): ErasedCounts {
    return this.db.transaction(() => {
      this.stmt('DELETE FROM withdrawal_tokens WHERE email = ? COLLATE NOCASE').run(email);
      this.stmt('DELETE FROM acknowledgments_sent WHERE address = ?').run(email.toLowerCase());
      const outbox = this.stmt(
        `DELETE FROM outbox WHERE to_address = @email COLLATE NOCASE OR reply_to = @email COLLATE NOCASE
           OR request_id IN (SELECT id FROM appointments WHERE email = @email COLLATE NOCASE
                             UNION SELECT id FROM messages WHERE email = @email COLLATE NOCASE)`,
      ).run({ email }).changes;
      return {
        outbox,
        appointments: this.stmt('DELETE FROM appointments WHERE email = ? COLLATE NOCASE').run(email).changes,
        messages: this.stmt('DELETE FROM messages WHERE email = ? COLLATE NOCASE').run(email).changes,
        subscriptions: this.stmt('DELETE FROM subscriptions WHERE email = ? COLLATE NOCASE').run(email).changes,
      };
    })();
  }

  /**
   * Copies the WAL into clinic.db and empties it (TRUNCATE), after an erase or the retention run:
   * with secure_delete on, the deleted rows are then zeroed in clinic.db and no copy of them is
   * left in clinic.db-wal. A reader that keeps the WAL busy (a long `requests -- export`) can make
   * it incomplete; it is logged by the caller and done again at the next erase or retention run.
   */
  checkpoint(): { busy: boolean } {
    const [result] = this.db.pragma('wal_checkpoint(TRUNCATE)') as Array<{ busy: number }>;
    return { busy: (result?.busy ?? 0) !== 0 };
  }

  ping(): void {
    this.stmt('SELECT 1').get();
  }

  async close(): Promise<void> {
    if (this.closed) return;
    this.closed = true;
    this.writes.flush();
    this.db.close();
  }
}

function tableOf(type: RequestType): string {
  switch (type) {
    case 'appointments':
      return 'appointments';
    case 'messages':
      return 'messages';
    case 'subscriptions':
      return 'subscriptions';
  }
  throw new Error(`Unknown request type: ${String(type)}`);
}

/** Opens (creating and migrating unless read-only) DATA_DIR/clinic.db. */
export function openSqliteStore(dataDir: string, options: OpenOptions = {}): SqliteRequestStore {
  const file = path.join(dataDir, DATABASE_FILE);
  if (!options.readonly) mkdirSync(dataDir, { recursive: true });
  const db = new Database(file, { readonly: options.readonly ?? false, fileMustExist: options.readonly ?? false });
  db.pragma('busy_timeout = 5000');
  if (!options.readonly) {
    db.pragma('journal_mode = WAL');
    db.pragma('synchronous = FULL');
    db.pragma('foreign_keys = ON');
    // Deleted rows are overwritten with zeros, not left readable in free space (erasure, retention).
    db.pragma('secure_delete = ON');
    migrate(db);
  }
  return new SqliteRequestStore(db);
}
