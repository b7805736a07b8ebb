import Database from 'better-sqlite3';
import { DEFAULT_ACKNOWLEDGMENT_DAILY_LIMIT, type AcknowledgmentSettings } from './acknowledgment-cap';
import { GroupCommit } from './group-commit';
import { insertRequest } from './sqlite-insert';
import { deleteExpiredRows, eraseEmailRows } from './sqlite-erase';
import { SqliteWithdrawalTokens } from './withdrawal-tokens';
import {
  CLAIMED_COLUMNS,
  FAILED_MAIL_SQL,
  RECORD_DELIVERY_SQL,
  RECORD_HANDOVER_SQL,
  RECORD_FAILURE_SQL,
  recordFailureParams,
  REQUEUE_MAIL_SQL,
  mailTroublesSql,
} from './outbox-sql';
import { RECORD_JOB_RUN_SQL, outboxMailOf } from './request-rows';
import { tableOf } from './tables';
import { LastWriteError, probeWrite } from './write-probe';
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

export class SqliteRequestStore implements RequestStore {
  readonly backend = 'sqlite';
  private readonly statements = new Map<string, Database.Statement>();
  private closed = false;
  private readonly writeError = new LastWriteError();
  private readonly writes: GroupCommit<Pending, StoredRequest>;
  readonly withdrawals: SqliteWithdrawalTokens;

  constructor(
    readonly db: Database.Database,
    private readonly acknowledgments: AcknowledgmentSettings = { dailyLimit: DEFAULT_ACKNOWLEDGMENT_DAILY_LIMIT },
  ) {
    const insertOne = db.transaction((request: NewRequest, mails: NewMail[]) =>
      insertRequest({ db, stmt: (sql) => this.stmt(sql), acknowledgments: this.acknowledgments }, request, mails),
    );
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
    return this.writeError.around(() => this.writes.submit({ request, mails }));
  }

  lastWriteError(): WriteError | null {
    return this.writeError.get();
  }

  async probeWrite(at: string): Promise<void> {
    await this.writeError.around(() => probeWrite(this.db, at));
  }

  async listRequests({ type, limit }: { type: RequestType; limit: number }): Promise<RequestRow[]> {
    return this.stmt(`SELECT * FROM ${tableOf(type)} ORDER BY created_at DESC, rowid DESC LIMIT ?`).all(
      limit,
    ) as RequestRow[];
  }

  async exportRequests({ type, since }: { type: RequestType; since?: string }): Promise<RequestRow[]> {
    return this.stmt(`SELECT * FROM ${tableOf(type)} WHERE created_at >= ? ORDER BY created_at, rowid`).all(
      since ?? '',
    ) as RequestRow[];
  }

  async findBookingConfirmation(ref: string, now: string): Promise<ConfirmedBooking | null> {
    const row = this.stmt(
      `SELECT a.ref, a.date, a.doctor, a.service, a.phone FROM booking_confirmations c JOIN appointments a ON a.id = c.request_id
       WHERE c.ref = ? AND c.expires_at > ?`,
    ).get(ref, now) as ConfirmedBooking | undefined;
    return row ?? null;
  }

  async claimDueMail(
    now: string,
    limit: number,
    leaseMs: number,
    heldAddresses: readonly string[] = [],
  ): Promise<OutboxMail[]> {
    const leaseEnd = new Date(Date.parse(now) + leaseMs).toISOString();
    const rows = this.stmt(
      `UPDATE outbox SET attempts = attempts + 1, next_attempt_at = ?
       WHERE id IN (SELECT id FROM outbox WHERE status = 'pending' AND next_attempt_at <= ?
                      AND lower(to_address) NOT IN (SELECT value FROM json_each(?))
                    ORDER BY next_attempt_at, id LIMIT ?)
       RETURNING ${CLAIMED_COLUMNS}`,
    ).all(leaseEnd, now, JSON.stringify(heldAddresses), limit) as Array<Record<string, unknown>>;
    // RETURNING gives no order: oldest first, as claimed.
    return rows.map(outboxMailOf).sort((a, b) => a.id - b.id);
  }

  async recordHandover(id: number, attempts: number, sentAt: string): Promise<boolean> {
    return this.stmt(RECORD_HANDOVER_SQL).run(sentAt, id, attempts).changes === 1;
  }

  async recordDelivery(id: number, sentAt: string): Promise<void> {
    this.stmt(RECORD_DELIVERY_SQL).run(sentAt, id);
  }

  async recordFailure(id: number, error: string, nextAttemptAt: string | null): Promise<void> {
    this.stmt(RECORD_FAILURE_SQL).run(...recordFailureParams(id, error, nextAttemptAt));
  }

  async failedMail(limit: number): Promise<FailedMail[]> {
    return this.stmt(FAILED_MAIL_SQL).all(limit) as FailedMail[];
  }

  async requeueMail(id: number, now: string): Promise<boolean> {
    return this.stmt(REQUEUE_MAIL_SQL).run(now, id).changes === 1;
  }

  async mailTroubles(): Promise<MailTrouble[]> {
    return this.stmt(mailTroublesSql("substr(last_error, 1, instr(last_error, ':') - 1)")).all() as MailTrouble[];
  }

  async nextMailDue(): Promise<string | null> {
    const row = this.stmt(`SELECT MIN(next_attempt_at) AS due FROM outbox WHERE status = 'pending'`).get() as {
      due: string | null;
    };
    return row.due;
  }

  async outboxSummary(): Promise<OutboxSummary> {
    const summary: OutboxSummary = { pending: 0, sent: 0, failed: 0 };
    const rows = this.stmt('SELECT status, COUNT(*) AS n FROM outbox GROUP BY status').all() as {
      status: keyof OutboxSummary;
      n: number;
    }[];
    for (const row of rows) summary[row.status] = row.n;
    return summary;
  }

  async deleteExpired(before: string, now: string = new Date().toISOString()): Promise<ExpiredCounts> {
    const counts = deleteExpiredRows(this.db, (sql) => this.stmt(sql), before, now);
    if (counts) this.checkpoint();
    return counts ?? { appointments: 0, messages: 0, outbox: 0 };
  }

  async eraseEmail(email: string): Promise<ErasedCounts> {
    const counts = this.eraseInTransaction(email);
    this.checkpoint();
    return counts;
  }

  /** The erase of one address, for use inside a larger transaction (a withdrawal link's use). */
  eraseInTransaction(email: string): ErasedCounts {
    return this.db.transaction(() => eraseEmailRows((sql) => this.stmt(sql), email))();
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

  /**
   * One process holds the file: a job simply runs. Its time is recorded first, so the job's own checkpoint leaves the
   * WAL empty.
   */
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
    try {
      this.writes.flush();
    } finally {
      this.db.close();
    }
  }
}
