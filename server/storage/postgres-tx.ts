import type pg from 'pg';

/** One transaction on a pooled connection; a deadlock or serialization failure runs it again (at most 3 times). */

export type Tx = pg.PoolClient;

const RETRYABLE = new Set(['40P01', '40001']);

export async function inTransaction<T>(pool: pg.Pool, work: (client: Tx) => Promise<T>): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    const client = await pool.connect();
    try {
      await client.query('BEGIN');
      const result = await work(client);
      await client.query('COMMIT');
      return result;
    } catch (error) {
      await client.query('ROLLBACK').catch(() => undefined);
      if (attempt >= 3 || !RETRYABLE.has((error as { code?: string }).code ?? '')) throw error;
    } finally {
      client.release();
    }
  }
}
