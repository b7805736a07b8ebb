import pg from 'pg';
import { ACKNOWLEDGMENT_SQL, ACKNOWLEDGMENTS_PER_DAY } from './acknowledgment-cap';
import { todayInKolkata } from '../../app/lib/booking-dates';
import { migratePostgres } from './postgres-migrations';
import { eraseInTransaction, PostgresWithdrawals, vacuum } from './postgres-erase';
import { inTransaction, type Tx } from './postgres-tx';
import { CLAIMED_COLUMNS, MARK_FAILED_SQL, MARK_SENT_SQL, RECORD_JOB_RUN_SQL, insertSql, mailRow, numbered, outboxMailOf, requestRow } from './request-rows';
import { tableOf } from './tables';
import type {
  ConfirmedBooking,
  ErasedCounts,
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

  constructor(readonly pool: pg.Pool) {
    this.withdrawals = new PostgresWithdrawals(pool);
  }

  async storeRequest(request: NewRequest, mails: NewMail[]): Promise<StoredRequest> {
    if (this.closed) throw new Error('The request store is closed');
    return inTransaction(this.pool, (client) => this.insert(client, request, mails));
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
        inserted.rows[0]?.id ?? (await client.query<{ id: string }>('SELECT id FROM subscriptions WHERE lower(email) = lower($1)', [row.email])).rows[0]?.id;
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
    for (const mail of mails) {
      if (mail.purpose === 'patient' && !(await this.countAcknowledgment(client, mail.to, request.createdAt))) continue;
      const outboxRow = mailRow(mail, request.id, request.createdAt);
      await client.query(insertSql('outbox', outboxRow, 1), Object.values(outboxRow));
    }
    return { id: request.id, created: true };
  }

  private async countAcknowledgment(client: Tx, to: string, createdAt: string): Promise<boolean> {
    const day = todayInKolkata(new Date(createdAt));
    await client.query(numbered(ACKNOWLEDGMENT_SQL.forget), [day]);
    const counted = await client.query(numbered(ACKNOWLEDGMENT_SQL.count), [day, to.toLowerCase(), ACKNOWLEDGMENTS_PER_DAY]);
    return counted.rowCount === 1;
  }

  async listRequests({ type, limit }: { type: RequestType; limit: number }): Promise<RequestRow[]> {
    return (await this.pool.query<RequestRow>(`SELECT * FROM ${tableOf(type)} ORDER BY created_at DESC, id DESC LIMIT $1`, [limit])).rows;
  }

  async exportRequests({ type, since }: { type: RequestType; since?: string }): Promise<RequestRow[]> {
    return (await this.pool.query<RequestRow>(`SELECT * FROM ${tableOf(type)} WHERE created_at >= $1 ORDER BY created_at, id`, [since ?? ''])).rows;
  }

  async findBookingConfirmation(ref: string, now: string): Promise<ConfirmedBooking | null> {
    const { rows } = await this.pool.query<ConfirmedBooking>(
      `SELECT a.ref, a.date, a.doctor, a.service, a.phone FROM booking_confirmations c JOIN appointments a ON a.id = c.request_id
       WHERE c.ref = $1 AND c.expires_at > $2`,
      [ref, now],
    );
    return rows[0] ?? null;
  }

  async claimDueMail(now: string, limit: number, leaseMs: number): Promise<OutboxMail[]> {
    const leaseEnd = new Date(Date.parse(now) + leaseMs).toISOString();
    const { rows } = await this.pool.query(
      `UPDATE outbox SET attempts = attempts + 1, next_attempt_at = $1
       WHERE id IN (SELECT id FROM outbox WHERE status = 'pending' AND next_attempt_at <= $2
                    ORDER BY next_attempt_at, id LIMIT $3 FOR UPDATE SKIP LOCKED)
       RETURNING ${CLAIMED_COLUMNS}`,
      [leaseEnd, now, limit],
    );
    return rows.map(outboxMailOf).sort((a, b) => a.id - b.id);
  }

  async markMailSent(id: number, sentAt: string): Promise<void> {
    await this.pool.query(numbered(MARK_SENT_SQL), [sentAt, id]);
  }

  async markMailFailed(id: number, error: string, nextAttemptAt: string | null): Promise<void> {
    await this.pool.query(numbered(MARK_FAILED_SQL), [error.slice(0, 500), nextAttemptAt, nextAttemptAt, id]);
  }

  async nextMailDue(): Promise<string | null> {
    const { rows } = await this.pool.query<{ due: string | null }>(`SELECT MIN(next_attempt_at) AS due FROM outbox WHERE status = 'pending'`);
    return rows[0]?.due ?? null;
  }

  async outboxSummary(): Promise<OutboxSummary> {
    const summary: OutboxSummary = { pending: 0, sent: 0, failed: 0 };
    const { rows } = await this.pool.query<{ status: keyof OutboxSummary; n: number }>('SELECT status, COUNT(*)::int AS n FROM outbox GROUP BY status');
    for (const row of rows) summary[row.status] = row.n;
    return summary;
  }

  async deleteExpired(before: string, now: string = new Date().toISOString()): Promise<ExpiredCounts> {
    const counts = await inTransaction(this.pool, async (client) => {
      await client.query('DELETE FROM withdrawal_tokens WHERE expires_at <= $1', [now]);
      const count = async (table: string) => (await client.query(`DELETE FROM ${table} WHERE created_at < $1`, [before])).rowCount ?? 0;
      return { appointments: await count('appointments'), messages: await count('messages'), outbox: await count('outbox') };
    });
    await vacuum(this.pool);
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
      const { rows } = await client.query<{ locked: boolean }>(`SELECT pg_try_advisory_lock(hashtext($1)) AS locked`, [`clinic:${job}`]);
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

const safeDecode = (text: string) => {
  try {
    return decodeURIComponent(text);
  } catch {
    return text;
  }
};

/** DATABASE_URL as it may be shown: the password replaced. */
export function redactedUrl(url: string): string {
  try {
    const parsed = new URL(url);
    if (parsed.password) parsed.password = '***';
    return parsed.toString();
  } catch {
    return '(not a URL)';
  }
}

/** Connects, checks the server answers and applies the migrations; a failure names DATABASE_URL, never its password. */
export async function openPostgresStore(url: string, options: { migrate?: boolean; max?: number } = {}): Promise<PostgresRequestStore> {
  const pool = new pg.Pool({ connectionString: url, max: options.max ?? 10, connectionTimeoutMillis: 10_000 });
  // An idle connection the server dropped: the next query reports it; without a listener it would end the process.
  pool.on('error', () => undefined);
  try {
    const client = await pool.connect();
    try {
      if (options.migrate !== false) await migratePostgres(client);
    } finally {
      client.release();
    }
  } catch (error) {
    await pool.end().catch(() => undefined);
    const password = safeDecode(new URL(url).password);
    const reason = error instanceof Error ? error.message : String(error);
    throw new Error(`DATABASE_URL (${redactedUrl(url)}) cannot be used: ${password ? reason.replaceAll(password, '***') : reason}`, { cause: error });
  }
  return new PostgresRequestStore(pool);
}
