import type pg from 'pg';
import {
  acknowledgmentCount,
  DEFAULT_ACKNOWLEDGMENT_DAILY_LIMIT,
  type AcknowledgmentSettings,
  type AcknowledgmentVerdict,
} from './acknowledgment-cap';
import { eraseInTransaction, PostgresWithdrawals, vacuum } from './postgres-erase';
import { inTransaction, type Tx } from './postgres-tx';
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
import { RECORD_JOB_RUN_SQL, insertSql, mailRow, numbered, outboxMailOf, requestRow } from './request-rows';
import { tableOf } from './tables';
import { LastWriteError, probeWritePostgres } from './write-probe';
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
  RequestType,
  StoredRequest,
  WriteError,
} from './types';

/**
 * RequestStore on a PostgreSQL server through node-postgres (DATABASE_URL): what lets several
 * instances share one database. Each request is its own transaction (PostgreSQL commits durably
 * and groups concurrent commits itself); a transaction that loses a deadlock or serialization race
 * is run again. E-mails are claimed with FOR UPDATE SKIP LOCKED, so two instances never claim the
 * same row; an erase or retention run is followed by VACUUM of the touched tables.
 */

export class PostgresRequestStore implements RequestStore {
  readonly backend = 'postgres';
  readonly withdrawals: PostgresWithdrawals;
  private closed = false;
  private readonly writeError = new LastWriteError();

  constructor(
    readonly pool: pg.Pool,
    private readonly acknowledgments: AcknowledgmentSettings = { dailyLimit: DEFAULT_ACKNOWLEDGMENT_DAILY_LIMIT },
  ) {
    this.withdrawals = new PostgresWithdrawals(pool);
  }

  async storeRequest(request: NewRequest, mails: NewMail[]): Promise<StoredRequest> {
    if (this.closed) throw new Error('The request store is closed');
    return this.writeError.around(() => inTransaction(this.pool, (client) => this.insert(client, request, mails)));
  }

  lastWriteError(): WriteError | null {
    return this.writeError.get();
  }

  async probeWrite(at: string): Promise<void> {
    await this.writeError.around(() => probeWritePostgres(this.pool, at));
  }

  private async insert(client: Tx, request: NewRequest, mails: NewMail[]): Promise<StoredRequest> {
    const { table, row } = requestRow(request);
    if (request.type === 'subscription') {
      const inserted = await client.query<{ id: string }>(
        `${insertSql(table, row, 1)}
         ON CONFLICT ((lower(email))) DO UPDATE SET terms = 1, terms_at = excluded.terms_at
           WHERE subscriptions.terms = 0 AND excluded.terms = 1
         RETURNING id`,
        Object.values(row),
      );
      const id =
        inserted.rows[0]?.id ??
        (await client.query<{ id: string }>('SELECT id FROM subscriptions WHERE lower(email) = lower($1)', [row.email]))
          .rows[0]?.id;
      if (id !== request.id) return { id: id as string, created: false };
    } else {
      await client.query(insertSql(table, row, 1), Object.values(row));
    }
    if (request.type === 'appointment' && request.confirmation) {
      await client.query('DELETE FROM booking_confirmations WHERE expires_at <= $1', [request.createdAt]);
      await client.query('INSERT INTO booking_confirmations (ref, request_id, expires_at) VALUES ($1, $2, $3)', [
        request.confirmation.ref,
        request.id,
        request.confirmation.expiresAt,
      ]);
    }
    const queue = async (mail: NewMail) => {
      const outboxRow = mailRow(mail, request.id, request.createdAt);
      await client.query(insertSql('outbox', outboxRow, 1), Object.values(outboxRow));
    };
    const { ceilingNotice } = this.acknowledgments;
    for (const mail of mails) {
      const verdict =
        mail.purpose === 'patient' ? await this.countAcknowledgment(client, mail.to, request.createdAt) : 'send';
      if (verdict === 'send') await queue(mail);
      else if (verdict === 'ceiling reached, tell the clinic' && ceilingNotice) await queue(ceilingNotice());
    }
    return { id: request.id, created: true };
  }

  /** acknowledgment-cap.ts's count, each statement awaited in the request's transaction. */
  private async countAcknowledgment(client: Tx, to: string, createdAt: string): Promise<AcknowledgmentVerdict> {
    const steps = acknowledgmentCount(to, createdAt, this.acknowledgments.dailyLimit);
    let step = steps.next();
    while (!step.done) {
      const result = await client.query(numbered(step.value.sql), step.value.params);
      step = steps.next({ rows: result.rows, changes: result.rowCount ?? 0 });
    }
    return step.value;
  }

  async listRequests({ type, limit }: { type: RequestType; limit: number }): Promise<RequestRow[]> {
    return (
      await this.pool.query<RequestRow>(`SELECT * FROM ${tableOf(type)} ORDER BY created_at DESC, id DESC LIMIT $1`, [
        limit,
      ])
    ).rows;
  }

  async exportRequests({ type, since }: { type: RequestType; since?: string }): Promise<RequestRow[]> {
    return (
      await this.pool.query<RequestRow>(
        `SELECT * FROM ${tableOf(type)} WHERE created_at >= $1 ORDER BY created_at, id`,
        [since ?? ''],
      )
    ).rows;
  }

  async findBookingConfirmation(ref: string, now: string): Promise<ConfirmedBooking | null> {
    const { rows } = await this.pool.query<ConfirmedBooking>(
      `SELECT a.ref, a.date, a.doctor, a.service, a.phone FROM booking_confirmations c JOIN appointments a ON a.id = c.request_id
       WHERE c.ref = $1 AND c.expires_at > $2`,
      [ref, now],
    );
    return rows[0] ?? null;
  }

  async claimDueMail(
    now: string,
    limit: number,
    leaseMs: number,
    heldAddresses: readonly string[] = [],
  ): Promise<OutboxMail[]> {
    const leaseEnd = new Date(Date.parse(now) + leaseMs).toISOString();
    const { rows } = await this.pool.query(
      `UPDATE outbox SET attempts = attempts + 1, next_attempt_at = $1
       WHERE id IN (SELECT id FROM outbox WHERE status = 'pending' AND next_attempt_at <= $2 AND lower(to_address) <> ALL ($4::text[])
                    ORDER BY next_attempt_at, id LIMIT $3 FOR UPDATE SKIP LOCKED)
       RETURNING ${CLAIMED_COLUMNS}`,
      [leaseEnd, now, limit, heldAddresses],
    );
    return rows.map(outboxMailOf).sort((a, b) => a.id - b.id);
  }

  async recordHandover(id: number, attempts: number, sentAt: string): Promise<boolean> {
    return (await this.pool.query(numbered(RECORD_HANDOVER_SQL), [sentAt, id, attempts])).rowCount === 1;
  }

  async recordDelivery(id: number, sentAt: string): Promise<void> {
    await this.pool.query(numbered(RECORD_DELIVERY_SQL), [sentAt, id]);
  }

  async recordFailure(id: number, error: string, nextAttemptAt: string | null): Promise<void> {
    await this.pool.query(numbered(RECORD_FAILURE_SQL), recordFailureParams(id, error, nextAttemptAt));
  }

  async failedMail(limit: number): Promise<FailedMail[]> {
    return (await this.pool.query<FailedMail>(numbered(FAILED_MAIL_SQL), [limit])).rows;
  }

  async requeueMail(id: number, now: string): Promise<boolean> {
    return (await this.pool.query(numbered(REQUEUE_MAIL_SQL), [now, id])).rowCount === 1;
  }

  async mailTroubles(): Promise<MailTrouble[]> {
    const { rows } = await this.pool.query<MailTrouble>(mailTroublesSql("split_part(last_error, ':', 1)"));
    return rows.map((row) => ({ ...row, count: Number(row.count) }));
  }

  async nextMailDue(): Promise<string | null> {
    const { rows } = await this.pool.query<{ due: string | null }>(
      `SELECT MIN(next_attempt_at) AS due FROM outbox WHERE status = 'pending'`,
    );
    return rows[0]?.due ?? null;
  }

  async outboxSummary(): Promise<OutboxSummary> {
    const summary: OutboxSummary = { pending: 0, sent: 0, failed: 0 };
    const { rows } = await this.pool.query<{ status: keyof OutboxSummary; n: number }>(
      'SELECT status, COUNT(*)::int AS n FROM outbox GROUP BY status',
    );
    for (const row of rows) summary[row.status] = row.n;
    return summary;
  }

  async deleteExpired(before: string, now: string = new Date().toISOString()): Promise<ExpiredCounts> {
    let tokens = 0;
    const counts = await inTransaction(this.pool, async (client) => {
      tokens = (await client.query('DELETE FROM withdrawal_tokens WHERE expires_at <= $1', [now])).rowCount ?? 0;
      const count = async (table: string) =>
        (await client.query(`DELETE FROM ${table} WHERE created_at < $1`, [before])).rowCount ?? 0;
      return {
        appointments: await count('appointments'),
        messages: await count('messages'),
        outbox: await count('outbox'),
      };
    });
    // Nothing expired: no VACUUM.
    if (tokens + counts.appointments + counts.messages + counts.outbox > 0) await vacuum(this.pool);
    return counts;
  }

  async eraseEmail(email: string): Promise<ErasedCounts> {
    const counts = await inTransaction(this.pool, (client) => eraseInTransaction(client, email));
    await vacuum(this.pool);
    return counts;
  }

  async runScheduled<T>(job: string, now: string, periodMs: number, task: () => Promise<T>): Promise<T | null> {
    const client = await this.pool.connect();
    try {
      const { rows } = await client.query<{ locked: boolean }>(`SELECT pg_try_advisory_lock(hashtext($1)) AS locked`, [
        `clinic:${job}`,
      ]);
      if (!rows[0]?.locked) return null;
      try {
        const since = new Date(Date.parse(now) - periodMs).toISOString();
        const recent = await client.query('SELECT 1 FROM job_runs WHERE job = $1 AND last_run_at > $2', [job, since]);
        if ((recent.rowCount ?? 0) > 0) return null;
        const result = await task();
        await client.query(numbered(RECORD_JOB_RUN_SQL), [job, now]);
        return result;
      } finally {
        await client.query('SELECT pg_advisory_unlock(hashtext($1))', [`clinic:${job}`]);
      }
    } finally {
      client.release();
    }
  }

  async ping(): Promise<void> {
    await this.pool.query('SELECT 1');
  }

  async close(): Promise<void> {
    if (this.closed) return;
    this.closed = true;
    await this.pool.end();
  }
}
