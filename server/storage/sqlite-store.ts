import { mkdirSync } from 'node:fs';
import path from 'node:path';
import Database from 'better-sqlite3';
import { acknowledgmentCounter } from './acknowledgment-cap';
import { GroupCommit } from './group-commit';
import { migrate } from './migrations';
import { SqliteWithdrawalTokens } from './withdrawal-tokens';
import { CLAIMED_COLUMNS, MARK_FAILED_SQL, MARK_SENT_SQL, RECORD_JOB_RUN_SQL, insertSql, mailRow, outboxMailOf, requestRow } from './request-rows';
import { tableOf } from './tables';
import type {
  ErasedCounts,
  ConfirmedBooking,
  ExpiredCounts,
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
  readonly backend = 'sqlite';
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
    const { table, row } = requestRow(request);
    let stored: StoredRequest = { id: request.id, created: true };
    if (request.type === 'subscription') {
      const inserted = this.stmt(
        `${insertSql(table, row)}
         ON CONFLICT (email) DO UPDATE SET terms = 1, terms_at = excluded.terms_at
           WHERE subscriptions.terms = 0 AND excluded.terms = 1
         RETURNING id`,
      ).get(...Object.values(row)) as { id: string } | undefined;
      const id = inserted?.id ?? (this.stmt('SELECT id FROM subscriptions WHERE email = ?').get(row.email) as { id: string }).id;
      stored = { id, created: id === request.id };
      if (!stored.created) return stored;
    } else {
      this.stmt(insertSql(table, row)).run(...Object.values(row));
    }
    if (request.type === 'appointment' && request.confirmation) {
      this.stmt('DELETE FROM booking_confirmations WHERE expires_at <= ?').run(request.createdAt);
      this.stmt('INSERT INTO booking_confirmations (ref, request_id, expires_at) VALUES (?, ?, ?)').run(
        request.confirmation.ref,
        request.id,
        request.confirmation.expiresAt,
      );
    }
    for (const mail of mails) {
      if (mail.purpose === 'patient' && !this.countAcknowledgment(mail.to, request.createdAt)) continue;
      const outboxRow = mailRow(mail, request.id, request.createdAt);
      this.stmt(insertSql('outbox', outboxRow)).run(...Object.values(outboxRow));
    }
    return stored;
  }

  async listRequests({ type, limit }: { type: RequestType; limit: number }): Promise<RequestRow[]> {
    return this.stmt(`SELECT * FROM ${tableOf(type)} ORDER BY created_at DESC, rowid DESC LIMIT ?`).all(limit) as RequestRow[];
  }

  async exportRequests({ type, since }: { type: RequestType; since?: string }): Promise<RequestRow[]> {
    return this.stmt(`SELECT * FROM ${tableOf(type)} WHERE created_at >= ? ORDER BY created_at, rowid`).all(since ?? '') as RequestRow[];
  }

  async findBookingConfirmation(ref: string, now: string): Promise<ConfirmedBooking | null> {
    const row = this.stmt(
      `SELECT a.ref, a.date, a.doctor, a.service, a.phone FROM booking_confirmations c JOIN appointments a ON a.id = c.request_id
       WHERE c.ref = ? AND c.expires_at > ?`,
    ).get(ref, now) as ConfirmedBooking | undefined;
    return row ?? null;
  }

  async claimDueMail(now: string, limit: number, leaseMs: number): Promise<OutboxMail[]> {
    const leaseEnd = new Date(Date.parse(now) + leaseMs).toISOString();
    const rows = this.stmt(
      `UPDATE outbox SET attempts = attempts + 1, next_attempt_at = ?
       WHERE id IN (SELECT id FROM outbox WHERE status = 'pending' AND next_attempt_at <= ? ORDER BY next_attempt_at, id LIMIT ?)
       RETURNING ${CLAIMED_COLUMNS}`,
    ).all(leaseEnd, now, limit) as Array<Record<string, unknown>>;
    // RETURNING gives no order: oldest first, as claimed.
    return rows.map(outboxMailOf).sort((a, b) => a.id - b.id);
  }

  async markMailSent(id: number, sentAt: string): Promise<void> {
    this.stmt(MARK_SENT_SQL).run(sentAt, id);
  }

  async markMailFailed(id: number, error: string, nextAttemptAt: string | null): Promise<void> {
    this.stmt(MARK_FAILED_SQL).run(error.slice(0, 500), nextAttemptAt, nextAttemptAt, id);
  }

  async nextMailDue(): Promise<string | null> {
    const row = this.stmt(`SELECT MIN(next_attempt_at) AS due FROM outbox WHERE status = 'pending'`).get() as { due: string | null };
    return row.due;
  }

  async outboxSummary(): Promise<OutboxSummary> {
    const summary: OutboxSummary = { pending: 0, sent: 0, failed: 0 };
    const rows = this.stmt('SELECT status, COUNT(*) AS n FROM outbox GROUP BY status').all() as { status: keyof OutboxSummary; n: number }[];
    for (const row of rows) summary[row.status] = row.n;
    return summary;
  }

  async deleteExpired(before: string, now: string = new Date().toISOString()): Promise<ExpiredCounts> {
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

  async eraseEmail(email: string): Promise<ErasedCounts> {
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

  /** One process holds the file: a job simply runs. Its time is recorded first, so the job's own checkpoint leaves the WAL empty. */
  async runScheduled<T>(job: string, now: string, _periodMs: number, task: () => Promise<T>): Promise<T> {
    this.stmt(RECORD_JOB_RUN_SQL).run(job, now);
    return task();
  }

  async ping(): Promise<void> {
    this.stmt('SELECT 1').get();
  }

  async close(): Promise<void> {
    if (this.closed) return;
    this.closed = true;
    this.writes.flush();
    this.db.close();
  }
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
