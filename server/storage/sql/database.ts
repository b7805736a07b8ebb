import type { Dialect } from './dialect';

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
