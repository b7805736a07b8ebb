import type { Writable } from 'node:stream';
import type pg from 'pg';
import { postgres } from './dialect';
import { transactionSql, type Database, type Row, type Sql, type SqlValue, type TxSql } from './database';

/**
 * The SQL layer on a node-postgres pool (DATABASE_URL). The `?` placeholders are numbered as PostgreSQL's `$1, $2, …`
 * once per statement text (no statement holds a `?` inside a string), and each text is a named prepared statement, so
 * each connection parses and plans it once. Each transaction is its own (PostgreSQL groups concurrent commits itself);
 * one that loses a deadlock or serialization race is run again, at most 3 times.
 */

const RETRYABLE = new Set(['40P01', '40001']);
const ATTEMPTS = 3;

interface Prepared {
  name: string;
  text: string;
}
const prepared = new Map<string, Prepared>();

/** A statement with SQLite's `?` placeholders as PostgreSQL's $1, $2, …, and its prepared statement's name. */
export function numbered(sql: string): Prepared {
  let statement = prepared.get(sql);
  if (statement === undefined) {
    let n = 0;
    statement = { name: `clinic-${prepared.size}`, text: sql.replace(/\?/g, () => `$${++n}`) };
    prepared.set(sql, statement);
  }
  return statement;
}

type Queryable = pg.Pool | pg.PoolClient;

/**
 * Holds a connection's writes until the current turn of the event loop's work is done, so the statements it issues
 * together (BEGIN with the first of a transaction, those of `together()`) leave in one write to the socket: pg writes
 * each statement on its own, and those system calls were a sixth of the service's CPU time per post. A no-op on the
 * pool, whose statements each take a connection of their own.
 */
function writesPerRound(client: Queryable): () => void {
  const socket = (client as { connection?: { stream?: Writable } }).connection?.stream;
  let held = false;
  return () => {
    if (!socket || held) return;
    held = true;
    socket.cork();
    process.nextTick(() => {
      held = false;
      socket.uncork();
    });
  };
}

type Query = (sql: string, params?: readonly SqlValue[]) => Promise<pg.QueryResult<Row>>;

function queryOn(client: Queryable, round: () => void): Query {
  return (sql, params = []) => {
    round();
    return client.query<Row>({ ...numbered(sql), values: params as unknown[] });
  };
}

const sqlOn = (client: Queryable, round = writesPerRound(client)): Sql => sqlOver(queryOn(client, round));

function sqlOver(query: Query): Sql {
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

  async tx<T>(work: (sql: TxSql) => Promise<T>): Promise<T> {
    for (let attempt = 1; ; attempt++) {
      const client = await this.pool.connect();
      const round = writesPerRound(client);
      try {
        // Not awaited: BEGIN goes out with the transaction's first statement (the pool's connections pipeline), in
        // one write.
        round();
        const begin = client.query('BEGIN');
        begin.catch(() => undefined);
        const query = queryOn(client, round);
        let last: Promise<unknown> | null = null;
        const sendLast = (sql: string, params: readonly SqlValue[]) => {
          last = query(sql, params);
          last.catch(() => undefined);
        };
        const result = await work(transactionSql(sqlOver(query), sendLast));
        await begin;
        // The COMMIT follows the last statement without waiting for its answer (in the same write when the work ended
        // in the turn it sent it). Had that statement failed, PostgreSQL rolls back instead, and its error is thrown.
        round();
        const [lastOutcome, commitOutcome] = await Promise.allSettled([last, client.query('COMMIT')]);
        if (lastOutcome.status === 'rejected') throw lastOutcome.reason;
        if (commitOutcome.status === 'rejected') throw commitOutcome.reason;
        return result;
      } catch (error) {
        await client.query('ROLLBACK').catch(() => undefined);
        if (attempt >= ATTEMPTS || !RETRYABLE.has((error as { code?: string }).code ?? '')) throw error;
      } finally {
        client.release();
      }
    }
  }

  async listen(channel: string, onMessage: (payload: string) => void): Promise<() => Promise<void>> {
    /** The connection listening now, with the one way to give it back (once: a lost one errors more than once). */
    let held: { client: pg.PoolClient; giveBack: (lost: boolean) => void } | null = null;
    let stopped = false;
    let retry: NodeJS.Timeout | null = null;
    const connect = async (): Promise<void> => {
      let taken: pg.PoolClient | null = null;
      let given = false;
      const onNotification = (message: pg.Notification) => {
        if (message.channel === channel) onMessage(message.payload ?? '');
      };
      // A connection lost (the server restarted) is given back and taken again a second later.
      const onError = () => {
        giveBack(true);
        if (!stopped) retry = setTimeout(() => void connect(), 1_000);
      };
      const giveBack = (lost: boolean) => {
        if (given || !taken) return;
        given = true;
        taken.removeListener('notification', onNotification);
        taken.removeListener('error', onError);
        if (held?.client === taken) held = null;
        taken.release(lost);
      };
      try {
        taken = await this.pool.connect();
        taken.on('notification', onNotification);
        taken.on('error', onError);
        held = { client: taken, giveBack };
        await taken.query(`LISTEN ${channel}`);
      } catch {
        giveBack(true);
        if (!stopped) retry = setTimeout(() => void connect(), 1_000);
      }
    };
    await connect();
    return async () => {
      stopped = true;
      if (retry) clearTimeout(retry);
      const listening = held;
      if (listening) {
        await listening.client.query(`UNLISTEN ${channel}`).catch(() => undefined);
        listening.giveBack(false);
      }
    };
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
