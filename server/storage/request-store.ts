import { timeRefusalOf } from '../diary/store/request-visit';
import { DEFAULT_ACKNOWLEDGMENT_DAILY_LIMIT, type AcknowledgmentSettings } from './acknowledgment-cap';
import { deleteExpiredRows, eraseEmailRows } from './erase';
import * as outbox from './outbox';
import { insertRequest } from './request-insert';
import type { Database } from './sql/database';
import { tableOf } from './tables';
import { WithdrawalTokens } from './withdrawal-tokens';
import { LastWriteError, probeWrite } from './write-probe';
import type {
  ConfirmedBooking,
  ErasedCounts,
  ExpiredCounts,
  FailedMail,
  MailTrouble,
  NewMail,
  NewRequest,
  OutboxMail,
  OutboxSummary,
  RequestRow,
  RequestStore,
  ResentBy,
  RequestType,
  StoredRequest,
  WriteError,
} from './types';

/**
 * The request store, written once over the SQL layer (server/storage/sql/): on SQLite (DATA_DIR/clinic.db, WAL with
 * synchronous=FULL, requests of one turn of the event loop committed together) or on PostgreSQL (DATABASE_URL, what
 * lets several instances share one database). Each request and its e-mails are one transaction, committed durably
 * before storeRequest resolves. What differs between the two is named in sql/dialect.ts.
 */
/** The unique index's refusal of a second request with one resend key (migration 11). */
const isResendClash = (dialect: Database['dialect'], error: unknown) =>
  dialect.isUniqueViolation(error) && /resend_key/.test(error instanceof Error ? error.message : '');

export class SqlRequestStore implements RequestStore {
  readonly backend;
  readonly withdrawals: WithdrawalTokens;
  private closed = false;
  private readonly writeError = new LastWriteError();

  constructor(
    readonly db: Database,
    private readonly acknowledgments: AcknowledgmentSettings = { dailyLimit: DEFAULT_ACKNOWLEDGMENT_DAILY_LIMIT },
  ) {
    this.backend = db.dialect.name;
    this.withdrawals = new WithdrawalTokens(db);
  }

  /**
   * A booking's picked time the diary refuses throws TimeRefusedError, nothing stored; one another request took between
   * the re-check and the commit (the partial unique index's refusal) is refused alike, "just taken", with the nearest
   * free times. Neither is a failed write (the health check's last write error).
   */
  async storeRequest(request: NewRequest, mails: NewMail[]): Promise<StoredRequest> {
    if (this.closed) throw new Error('The request store is closed');
    const visit = request.type === 'appointment' ? request.visit : undefined;
    const outcome = await this.writeError.around(async () => {
      const insert = () =>
        this.db.tx((sql) => insertRequest(sql, this.db.dialect, this.acknowledgments, request, mails));
      try {
        return await insert();
      } catch (error) {
        // The same form posted twice at once: the second, run again, finds the first (committed now) and repeats it.
        if (isResendClash(this.db.dialect, error)) return await insert();
        const refused = await timeRefusalOf(this.db, visit, error);
        if (refused) return refused;
        throw error;
      }
    });
    if (outcome instanceof Error) throw outcome;
    return outcome;
  }

  lastWriteError(): WriteError | null {
    return this.writeError.get();
  }

  async probeWrite(at: string): Promise<void> {
    await this.writeError.around(() => probeWrite(this.db, this.db.dialect, at));
  }

  async listRequests({ type, limit }: { type: RequestType; limit: number }): Promise<RequestRow[]> {
    const order = this.db.dialect.storedOrder;
    return this.db.all<RequestRow>(`SELECT * FROM ${tableOf(type)} ORDER BY created_at DESC, ${order} DESC LIMIT ?`, [
      limit,
    ]);
  }

  async exportRequests({ type, since }: { type: RequestType; since?: string }): Promise<RequestRow[]> {
    const order = this.db.dialect.storedOrder;
    return this.db.all<RequestRow>(
      `SELECT * FROM ${tableOf(type)} WHERE created_at >= ? ORDER BY created_at, ${order}`,
      [since ?? ''],
    );
  }

  async findBookingConfirmation(ref: string, now: string): Promise<ConfirmedBooking | null> {
    const row = await this.db.get<ConfirmedBooking>(
      `SELECT a.id AS "requestId", a.ref, a.date, a.doctor, a.service, a.phone,
         v.starts_at AS "startsAt", v.status AS "visitStatus"
       FROM booking_confirmations c JOIN appointments a ON a.id = c.request_id
       LEFT JOIN visits v ON v.request_id = a.id AND v.status IN ('held', 'confirmed')
       WHERE c.ref = ? AND c.expires_at > ?`,
      [ref, now],
    );
    return row ?? null;
  }

  claimDueMail(
    now: string,
    limit: number,
    leaseMs: number,
    heldAddresses: readonly string[] = [],
  ): Promise<OutboxMail[]> {
    return outbox.claimDueMail(this.db, now, limit, leaseMs, heldAddresses);
  }

  recordHandover(id: number, attempts: number, sentAt: string): Promise<boolean> {
    return outbox.recordHandover(this.db, id, attempts, sentAt);
  }

  recordDelivery(id: number, sentAt: string): Promise<void> {
    return outbox.recordDelivery(this.db, id, sentAt);
  }

  recordFailure(id: number, error: string, nextAttemptAt: string | null): Promise<void> {
    return outbox.recordFailure(this.db, id, error, nextAttemptAt);
  }

  failedMail(limit: number): Promise<FailedMail[]> {
    return outbox.failedMail(this.db, limit);
  }

  resendMail(id: number, now: string, by: ResentBy): Promise<boolean> {
    return outbox.resendMail(this.db, id, now, by);
  }

  mailTroubles(): Promise<MailTrouble[]> {
    return outbox.mailTroubles(this.db);
  }

  nextMailDue(): Promise<string | null> {
    return outbox.nextMailDue(this.db);
  }

  outboxSummary(): Promise<OutboxSummary> {
    return outbox.outboxSummary(this.db);
  }

  async deleteExpired(before: string, now: string = new Date().toISOString()): Promise<ExpiredCounts> {
    const counts = await deleteExpiredRows(this.db, before, now);
    if (counts) await this.db.dialect.cleanUpAfterErase(this.db);
    return counts ?? { appointments: 0, messages: 0, outbox: 0 };
  }

  async eraseEmail(email: string): Promise<ErasedCounts> {
    const counts = await this.db.tx((sql) => eraseEmailRows(sql, this.db.dialect, email));
    await this.db.dialect.cleanUpAfterErase(this.db);
    return counts;
  }

  runScheduled<T>(job: string, now: string, periodMs: number, task: () => Promise<T>): Promise<T | null> {
    return this.db.dialect.runScheduled(this.db, job, now, periodMs, task);
  }

  async ping(): Promise<void> {
    await this.db.get('SELECT 1 AS answer');
  }

  async close(): Promise<void> {
    if (this.closed) return;
    this.closed = true;
    await this.db.close();
  }
}
