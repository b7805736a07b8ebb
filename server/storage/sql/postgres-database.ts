import type pg from 'pg';
import { postgres } from './dialect';
import type { Database, Row, Sql, SqlValue } from './database';

/**
 * The SQL layer on a node-postgres pool (DATABASE_URL). The `?` placeholders are numbered as PostgreSQL's `$1, $2, …`
 * once per statement text (no statement holds a `?` inside a string). Each transaction is its own (PostgreSQL groups
 * concurrent commits itself); one that loses a deadlock or serialization race is run again, at most 3 times.
 */

const RETRYABLE = new Set(['40P01', '40001']);
const ATTEMPTS = 3;

const numberedTexts = new Map<string, string>();

/** SQLite's `?` placeholders as PostgreSQL's $1, $2, … */
export function numbered(sql: string): string {
  let text = numberedTexts.get(sql);
  if (text === undefined) {
    let n = 0;
    text = sql.replace(/\?/g, () => `$${++n}`);
    numberedTexts.set(sql, text);
  }
  return text;
}

type Queryable = pg.Pool | pg.PoolClient;

function sqlOn(client: Queryable): Sql {
  const query = (sql: string, params: readonly SqlValue[] = []) =>
    client.query<Row>({ text: numbered(sql), values: params as unknown[] });
  return {
    all: async <T = Row>(sql: string, params?: readonly SqlValue[]) => (await query(sql, params)).rows as T[],
    get: async <T = Row>(sql: string, params?: readonly SqlValue[]) =>
      (await query(sql, params)).rows[0] as T | undefined,
    run: async (sql, params) => (await query(sql, params)).rowCount ?? 0,
  };
}

export class PostgresDatabase implements Database {
  readonly dialect = postgres;
  private readonly onPool: Sql;
  readonly all: Sql['all'];
  readonly get: Sql['get'];
  readonly run: Sql['run'];

  constructor(readonly pool: pg.Pool) {
    this.onPool = sqlOn(pool);
    this.all = this.onPool.all;
    this.get = this.onPool.get;
    this.run = this.onPool.run;
  }

  async tx<T>(work: (sql: Sql) => Promise<T>): Promise<T> {
    for (let attempt = 1; ; attempt++) {
      const client = await this.pool.connect();
      try {
        await client.query('BEGIN');
        const result = await work(sqlOn(client));
        await client.query('COMMIT');
        return result;
      } catch (error) {
        await client.query('ROLLBACK').catch(() => undefined);
        if (attempt >= ATTEMPTS || !RETRYABLE.has((error as { code?: string }).code ?? '')) throw error;
      } finally {
        client.release();
      }
    }
  }

  async session<T>(work: (sql: Sql) => Promise<T>): Promise<T> {
    const client = await this.pool.connect();
    try {
      return await work(sqlOn(client));
    } finally {
      client.release();
    }
  }

  async close(): Promise<void> {
    await this.pool.end();
  }
}
