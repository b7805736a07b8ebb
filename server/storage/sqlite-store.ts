import { mkdirSync } from 'node:fs';
import path from 'node:path';
import Database from 'better-sqlite3';
import { acknowledgmentCounter, DEFAULT_ACKNOWLEDGMENT_DAILY_LIMIT, normalisedAddress, type AcknowledgmentVerdict } from './acknowledgment-cap';
import { insertRequestRow } from './insert-request';
import { GroupCommit } from './group-commit';
import { migrate } from './migrations';
import { claimMail, failedMail, mailTroubles, recordDelivery, recordFailure, requeueMail } from './outbox-sql';
import { probeWrite } from './write-probe';
import { SqliteWithdrawalTokens } from './withdrawal-tokens';
import type {
  ErasedCounts,
  ConfirmedBooking,
  ExpiredCounts,
  FailedMail,
  MailTrouble,
  NewMail,
  NewRequest,
  OutboxMail,
  OutboxSummary,
  RequestRow,
  RequestStore,
  RequestType,
  StoredRequest,
  WriteError,
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
  acknowledgments?: AcknowledgmentSettings;
}

/** The daily ceiling on all acknowledgments together (acknowledgment-cap.ts), and the clinic's notice when it is reached. */
export interface AcknowledgmentSettings {
  dailyLimit: number;
  ceilingNotice?: () => NewMail;
}

export class SqliteRequestStore implements RequestStore {
  private readonly statements = new Map<string, Database.Statement>();
  private closed = false;
  private writeError: WriteError | null = null;
  private readonly writes: GroupCommit<Pending, StoredRequest>;
  readonly withdrawals: SqliteWithdrawalTokens;
  private readonly countAcknowledgment: (to: string, createdAt: string) => AcknowledgmentVerdict;

  constructor(
    readonly db: Database.Database,
    private readonly acknowledgments: AcknowledgmentSettings = { dailyLimit: DEFAULT_ACKNOWLEDGMENT_DAILY_LIMIT },
  ) {
    this.countAcknowledgment = acknowledgmentCounter(db, acknowledgments.dailyLimit);
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
    return this.writes.submit({ request, mails }).then(
      (stored) => {
        this.writeError = null;
        return stored;
      },
      (error: unknown) => {
        this.rememberWriteError(error);
        throw error;
      },
    );
  }

  private rememberWriteError(error: unknown): void {
    const { code, message } = error as { code?: unknown; message?: unknown };
    this.writeError = {
      at: new Date().toISOString(),
      ...(typeof code === 'string' ? { code } : {}),
      message: typeof message === 'string' ? message : String(error),
    };
  }

  lastWriteError(): WriteError | null {
    return this.writeError;
  }

  probeWrite(at: string): void {
    try {
      probeWrite(this.db, at);
      this.writeError = null;
    } catch (error) {
      this.rememberWriteError(error);
      throw error;
    }
  }

  private insert(request: NewRequest, mails: NewMail[]): StoredRequest {
    const stored = insertRequestRow((sql) => this.stmt(sql), request);
    if (!stored.created) return stored;
    const insertMail = this.stmt(
      `INSERT INTO outbox (created_at, request_id, purpose, to_address, reply_to, subject, text_body, html_body, next_attempt_at)
       VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)`,
    );
    const queue = (mail: NewMail) =>
      insertMail.run(request.createdAt, request.id, mail.purpose, mail.to, mail.replyTo ?? null, mail.subject, mail.text, mail.html, request.createdAt);
    for (const mail of mails) {
      const verdict = mail.purpose === 'patient' ? this.countAcknowledgment(mail.to, request.createdAt) : 'send';
      if (verdict === 'send') queue(mail);
      else if (verdict === 'ceiling reached, tell the clinic' && this.acknowledgments.ceilingNotice) queue(this.acknowledgments.ceilingNotice());
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
      `SELECT a.date, a.doctor, a.service, a.phone FROM booking_confirmations c JOIN appointments a ON a.id = c.request_id
       WHERE c.ref = ? AND c.expires_at > ?`,
    ).get(ref, now) as ConfirmedBooking | undefined;
    return row ?? null;
  }

  dueMail(now: string, limit: number): OutboxMail[] {
    const rows = this.stmt(
      `SELECT id, request_id, purpose, to_address, reply_to, subject, text_body, html_body, attempts
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
      attempts: row.attempts as number,
    }));
  }

  claimMail(id: number, leaseUntil: string): boolean {
    return claimMail(this.db, id, leaseUntil);
  }

  recordDelivery(id: number, sentAt: string): void {
    recordDelivery(this.db, id, sentAt);
  }

  recordFailure(id: number, error: string, nextAttemptAt: string | null): void {
    recordFailure(this.db, id, error, nextAttemptAt);
  }

  failedMail(limit: number): FailedMail[] {
    return failedMail(this.db, limit);
  }

  requeueMail(id: number, now: string): boolean {
    return requeueMail(this.db, id, now);
  }

  mailTroubles(): MailTrouble[] {
    return mailTroubles(this.db);
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
    // Nothing expired: no write and no checkpoint, so a start on a nearly full disk needs no space.
    const expired = this.stmt(
      `SELECT EXISTS (SELECT 1 FROM withdrawal_tokens WHERE expires_at <= @now) OR EXISTS (SELECT 1 FROM appointments WHERE created_at < @before)
         OR EXISTS (SELECT 1 FROM messages WHERE created_at < @before) OR EXISTS (SELECT 1 FROM outbox WHERE created_at < @before) AS any`,
    ).get({ now, before }) as { any: number };
    if (!expired.any) return { appointments: 0, messages: 0, outbox: 0 };
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
      this.stmt('DELETE FROM acknowledgments_sent WHERE address = ?').run(normalisedAddress(email));
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
    try {
      this.writes.flush();
    } finally {
      this.db.close();
    }
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
    emptyLeftoverWal(db);
    migrate(db);
  }
  return new SqliteRequestStore(db, options.acknowledgments);
}

/**
 * At open, copies a WAL left by the last run into clinic.db and truncates it, before anything else
 * writes: the copy needs at most the WAL's own size on disk, and frees it. On a disk still full it
 * fails; the service starts anyway (the health check reports that it cannot store requests).
 */
function emptyLeftoverWal(db: Database.Database): void {
  try {
    db.pragma('wal_checkpoint(TRUNCATE)');
  } catch {
    // reported by the health check's write probe
  }
}
