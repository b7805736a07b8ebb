import type { Database, Sql, SqlValue } from './database';

/**
 * Every difference between SQLite and PostgreSQL that the stores meet, each named once; the stores' SQL is otherwise
 * the same text on both (docs/decisions/0028-one-store-over-one-sql-layer.md). The table definitions differ too: they
 * are each database's own migrations. The batched commit on SQLite is the SQLite layer's transaction
 * (sqlite-database.ts); PostgreSQL groups concurrent commits itself.
 */
export interface Dialect {
  readonly name: 'sqlite' | 'postgres';
  /**
   * Case-insensitive e-mail matching: `column` equals the next `?`, in any case. SQLite's NOCASE collation (which the
   * e-mail columns' unique indexes use); PostgreSQL compares lower() of both (its indexes are on lower(email)).
   */
  sameEmail(column: string): string;
  /** The ON CONFLICT target of a subscription's address: SQLite's NOCASE column, PostgreSQL's lower(email) index. */
  readonly subscriptionEmailKey: string;
  /** `lower(column)` is none of the addresses of the next `?`; heldList(addresses) is that parameter. */
  notAmong(column: string): string;
  heldList(addresses: readonly string[]): SqlValue;
  /**
   * Row locks. A claim's SELECT skips rows another instance's claim holds (FOR UPDATE SKIP LOCKED); a read that must
   * be alone holds its row (FOR UPDATE). SQLite has one writer at a time: neither is needed there.
   */
  readonly skipLocked: string;
  readonly forUpdate: string;
  /**
   * Serializes the transactions on one key (`desk-work:<id>`) until they end: PostgreSQL's transaction advisory lock;
   * SQLite's BEGIN IMMEDIATE already lets one writer at a time.
   */
  lockKey(sql: Sql, key: string): Promise<void>;
  /**
   * Runs a scheduled job (retention) once per period across instances and records when (job_runs). PostgreSQL: under a
   * session advisory lock; skipped (null) while another instance runs it or when it ran less than `periodMs` before
   * `now`. SQLite serves one process, whose timer is the period: the job simply runs, its time recorded first (so the
   * job's own checkpoint leaves the WAL empty).
   */
  runScheduled<T>(db: Database, job: string, now: string, periodMs: number, task: () => Promise<T>): Promise<T | null>;
  /**
   * Clean-up after an erase or a retention run, so no copy of deleted rows is left readable: SQLite copies the WAL into
   * clinic.db and empties it (with secure_delete on, deleted rows are zeroed; a reader holding the WAL can leave it
   * incomplete, and it is done again at the next erase or retention run); PostgreSQL vacuums the tables that hold
   * personal data.
   */
  cleanUpAfterErase(db: Database): Promise<void>;
  /**
   * The column that orders rows stored at the same time: SQLite's rowid (the order they were stored in); PostgreSQL's
   * tables have none, so their id.
   */
  readonly storedOrder: string;
  /** The part of a text column before the first ':' (the kind of a mail failure). */
  textBefore(column: string, separator: ':'): string;
  /** A blob of the next `?` zero bytes (the health check's write probe). */
  readonly zeroBytes: string;
  /** The error a unique index raised (the diary's last guard against a time held twice). */
  isUniqueViolation(error: unknown): boolean;
}

const errorCode = (error: unknown) => (error as { code?: unknown } | null)?.code;

const RECORD_JOB_RUN_SQL =
  'INSERT INTO job_runs (job, last_run_at) VALUES (?, ?) ON CONFLICT (job) DO UPDATE SET last_run_at = excluded.last_run_at';

const PERSONAL_TABLES = [
  'appointments',
  'messages',
  'subscriptions',
  'outbox',
  'withdrawal_tokens',
  'booking_confirmations',
  'acknowledgments_sent',
  'whatsapp_outbox',
  'whatsapp_replies',
];

export const sqlite: Dialect = {
  name: 'sqlite',
  sameEmail: (column) => `${column} = ? COLLATE NOCASE`,
  subscriptionEmailKey: '(email)',
  notAmong: (column) => `lower(${column}) NOT IN (SELECT value FROM json_each(?))`,
  heldList: (addresses) => JSON.stringify(addresses),
  skipLocked: '',
  forUpdate: '',
  lockKey: async () => undefined,
  async runScheduled(db, job, now, _periodMs, task) {
    await db.run(RECORD_JOB_RUN_SQL, [job, now]);
    return task();
  },
  async cleanUpAfterErase(db) {
    await db.get('PRAGMA wal_checkpoint(TRUNCATE)');
  },
  storedOrder: 'rowid',
  textBefore: (column, separator) => `substr(${column}, 1, instr(${column}, '${separator}') - 1)`,
  zeroBytes: 'zeroblob(?)',
  // The diary's trigger of one holder per time (migration 290) is a uniqueness rule too.
  isUniqueViolation: (error) =>
    errorCode(error) === 'SQLITE_CONSTRAINT_UNIQUE' ||
    errorCode(error) === 'SQLITE_CONSTRAINT_PRIMARYKEY' ||
    (errorCode(error) === 'SQLITE_CONSTRAINT_TRIGGER' && /visits_one_holder/.test((error as Error).message)),
};

export const postgres: Dialect = {
  name: 'postgres',
  sameEmail: (column) => `lower(${column}) = lower(?)`,
  subscriptionEmailKey: '((lower(email)))',
  notAmong: (column) => `lower(${column}) <> ALL (?::text[])`,
  heldList: (addresses) => addresses,
  skipLocked: ' FOR UPDATE SKIP LOCKED',
  forUpdate: ' FOR UPDATE',
  async lockKey(sql, key) {
    await sql.get('SELECT pg_advisory_xact_lock(hashtext(?))', [key]);
  },
  runScheduled: (db, job, now, periodMs, task) =>
    db.session(async (sql) => {
      const key = `clinic:${job}`;
      const lock = await sql.get<{ locked: boolean }>('SELECT pg_try_advisory_lock(hashtext(?)) AS locked', [key]);
      if (!lock?.locked) return null;
      try {
        const since = new Date(Date.parse(now) - periodMs).toISOString();
        if (await sql.get('SELECT 1 FROM job_runs WHERE job = ? AND last_run_at > ?', [job, since])) return null;
        const result = await task();
        await sql.run(RECORD_JOB_RUN_SQL, [job, now]);
        return result;
      } finally {
        await sql.get('SELECT pg_advisory_unlock(hashtext(?))', [key]);
      }
    }),
  async cleanUpAfterErase(db) {
    await db.run(`VACUUM ${PERSONAL_TABLES.join(', ')}`);
  },
  storedOrder: 'id',
  textBefore: (column, separator) => `split_part(${column}, '${separator}', 1)`,
  zeroBytes: `decode(repeat('00', CAST(? AS integer)), 'hex')`,
  isUniqueViolation: (error) => errorCode(error) === '23505',
};
