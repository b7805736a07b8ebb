/**
 * The one narrow SQL layer every store is written against (docs/decisions/0028-one-store-over-one-sql-layer.md):
 * statements with `?` placeholders, run on SQLite (sqlite-database.ts) or PostgreSQL (postgres-database.ts); what
 * differs between the two databases is named in dialect.ts.
 */

export type SqlValue = string | number | null | Buffer | readonly string[];
export type Row = Record<string, unknown>;

/** Statements on a database, or inside one transaction of it. */
export interface Sql {
  all<T = Row>(sql: string, params?: readonly SqlValue[]): Promise<T[]>;
  get<T = Row>(sql: string, params?: readonly SqlValue[]): Promise<T | undefined>;
  /** Runs a statement; resolves with the number of rows it changed. */
  run(sql: string, params?: readonly SqlValue[]): Promise<number>;
}

/** Statements inside one transaction. */
export interface TxSql extends Sql {
  /**
   * Ends the work with a statement whose answer the work does not need (a post's e-mails queued last): on PostgreSQL
   * it leaves with the COMMIT, one round trip for both, and its failure fails the transaction (PostgreSQL answers a
   * COMMIT after a failed statement by rolling back). Nothing may be issued after it.
   */
  runLast(sql: string, params?: readonly SqlValue[]): void;
}

/**
 * `sql` as a transaction's statements, `sendLast` sending the one runLast names; a statement issued after it is
 * refused, so none can run after its transaction ended.
 */
export function transactionSql(sql: Sql, sendLast: (sql: string, params: readonly SqlValue[]) => void): TxSql {
  let ended = false;
  const open = () => {
    if (ended) throw new Error("A statement was issued after its transaction's last one (runLast)");
  };
  return {
    all: async (text, params) => (open(), sql.all(text, params)),
    get: async (text, params) => (open(), sql.get(text, params)),
    run: async (text, params) => (open(), sql.run(text, params)),
    runLast: (text, params = []) => {
      open();
      ended = true;
      sendLast(text, params);
    },
  };
}

export interface Database extends Sql {
  readonly dialect: Dialect;
  /**
   * Runs `work` as one transaction, committed durably before it resolves; a throw rolls back all it did. `work` must
   * use only the `Sql` it is given (the database itself waits until the transaction ends). PostgreSQL runs it again
   * after a deadlock or serialization failure, so it must not act outside the database. SQLite commits the
   * transactions begun in one turn of the event loop together (dialect.ts, 'batched commit').
   */
  tx<T>(work: (sql: TxSql) => Promise<T>): Promise<T>;
  /**
   * Calls `onMessage` with each notification on `channel` from any connection to the database, until the returned stop
   * (PostgreSQL's LISTEN on a connection of its own, taken again after a failure). SQLite serves one process, whose
   * code tells itself: nothing to listen to.
   */
  listen(channel: string, onMessage: (payload: string) => void): Promise<() => Promise<void>>;
  /** Runs `work` on one connection of its own, outside a transaction (a session's advisory lock, VACUUM). */
  session<T>(work: (sql: Sql) => Promise<T>): Promise<T>;
  close(): Promise<void>;
}

/**
 * Awaits statements issued together in one transaction (on PostgreSQL they then share a round trip: the connections
 * pipeline), settling all of them before it throws the first failure, so none runs on after its transaction ended.
 */
export async function together<T extends readonly unknown[]>(...steps: { [K in keyof T]: Promise<T[K]> }): Promise<T> {
  const settled = await Promise.allSettled(steps);
  const failed = settled.find((step) => step.status === 'rejected');
  if (failed) throw (failed as PromiseRejectedResult).reason;
  return settled.map((step) => (step as PromiseFulfilledResult<unknown>).value) as unknown as T;
}

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
