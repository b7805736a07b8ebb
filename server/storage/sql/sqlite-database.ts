import type BetterSqlite3 from 'better-sqlite3';
import { sqlite } from './dialect';
import { transactionSql, type Database, type Row, type Sql, type SqlValue, type TxSql } from './database';

/**
 * The SQL layer on one better-sqlite3 connection (DATA_DIR/clinic.db). Statements are prepared once and run
 * synchronously; the promises are the interface's.
 *
 * The batched commit (dialect.ts): transactions begun in the same turn of the event loop are run one after the other
 * inside one BEGIN IMMEDIATE … COMMIT, each in its own savepoint (a failure undoes its own work only), and each caller
 * is answered after that COMMIT is on disk: one fsync serves many requests, which is what lets a small machine take
 * well over 1,000 posts a second. While a batch runs, a statement from outside it waits for its end, so nothing else
 * joins a transaction it did not begin.
 */

interface Pending {
  work: (sql: TxSql) => Promise<unknown>;
  resolve: (result: unknown) => void;
  reject: (error: Error) => void;
}

const asError = (error: unknown) => (error instanceof Error ? error : new Error(String(error)));

export class SqliteDatabase implements Database {
  readonly dialect = sqlite;
  private readonly statements = new Map<string, BetterSqlite3.Statement>();
  private pending: Pending[] = [];
  private scheduled = false;
  /** The batch being committed, until its COMMIT ended. */
  private batch: Promise<void> | null = null;
  /** Statements of the batch's transactions, which do not wait for it. */
  private readonly inBatch: Sql = {
    all: async (sql, params) => this.statement(sql).all(...(params ?? [])) as never[],
    get: async (sql, params) => this.statement(sql).get(...(params ?? [])) as never,
    run: async (sql, params) => this.statement(sql).run(...(params ?? [])).changes,
  };

  constructor(readonly raw: BetterSqlite3.Database) {}

  private statement(sql: string): BetterSqlite3.Statement {
    let statement = this.statements.get(sql);
    if (!statement) {
      statement = this.raw.prepare(sql);
      this.statements.set(sql, statement);
    }
    return statement;
  }

  private async idle(): Promise<void> {
    while (this.batch) await this.batch;
  }

  async all<T = Row>(sql: string, params?: readonly SqlValue[]): Promise<T[]> {
    await this.idle();
    return this.inBatch.all<T>(sql, params);
  }

  async get<T = Row>(sql: string, params?: readonly SqlValue[]): Promise<T | undefined> {
    await this.idle();
    return this.inBatch.get<T>(sql, params);
  }

  async run(sql: string, params?: readonly SqlValue[]): Promise<number> {
    await this.idle();
    return this.inBatch.run(sql, params);
  }

  tx<T>(work: (sql: TxSql) => Promise<T>): Promise<T> {
    return new Promise<T>((resolve, reject) => {
      this.pending.push({ work, resolve: resolve as (result: unknown) => void, reject });
      if (!this.scheduled) {
        this.scheduled = true;
        setImmediate(() => this.startBatch());
      }
    });
  }

  /** One process: its code tells itself (server/queue/feed.ts). */
  async listen(): Promise<() => Promise<void>> {
    return async () => undefined;
  }

  async session<T>(work: (sql: Sql) => Promise<T>): Promise<T> {
    return work(this);
  }

  /** Commits what is pending now, after the batch before it. */
  private startBatch(): Promise<void> {
    this.scheduled = false;
    const items = this.pending.splice(0);
    if (items.length === 0) return this.batch ?? Promise.resolve();
    const previous = this.batch;
    const batch = (async () => {
      if (previous) await previous;
      await this.commit(items);
    })();
    this.batch = batch;
    void batch.finally(() => {
      if (this.batch === batch) this.batch = null;
    });
    return batch;
  }

  private async commit(items: Pending[]): Promise<void> {
    const results: Array<{ value: unknown } | { error: Error }> = [];
    try {
      this.statement('BEGIN IMMEDIATE').run();
      for (const item of items) {
        this.statement('SAVEPOINT batched').run();
        try {
          // Statements run at once here, so the last one is just run (its failure fails the work).
          const sql = transactionSql(this.inBatch, (text, params) => this.statement(text).run(...params));
          results.push({ value: await item.work(sql) });
          this.statement('RELEASE batched').run();
        } catch (error) {
          results.push({ error: asError(error) });
          this.statement('ROLLBACK TO batched').run();
          this.statement('RELEASE batched').run();
        }
      }
      this.statement('COMMIT').run();
    } catch (error) {
      // BEGIN or COMMIT failed (a full disk, a read-only file), or SQLite ended the transaction itself: nothing of
      // the batch is stored.
      if (this.raw.inTransaction) this.raw.prepare('ROLLBACK').run();
      for (const item of items) item.reject(asError(error));
      return;
    }
    items.forEach((item, index) => {
      const result = results[index]!;
      if ('error' in result) item.reject(result.error);
      else item.resolve(result.value);
    });
  }

  /** Commits what is pending (at close). */
  async flush(): Promise<void> {
    await this.startBatch();
  }

  async close(): Promise<void> {
    await this.flush();
    this.raw.close();
  }
}
