import type Database from 'better-sqlite3';
import type pg from 'pg';
import type { WriteError } from './types';

/**
 * The health check's write (table write_probe, migration 6): one row rewritten with a blob the size
 * of the largest request body, committed like a request. A full disk or a read-only file makes it
 * throw, which `GET /healthz` reports; its success after space is freed shows the service can store
 * requests again. A SELECT cannot see either.
 */
export const PROBE_BYTES = 16 * 1024;

export function probeWrite(db: Database.Database, at: string): void {
  db.prepare(
    `INSERT INTO write_probe (id, written_at, filler) VALUES (1, ?, zeroblob(?))
     ON CONFLICT (id) DO UPDATE SET written_at = excluded.written_at, filler = excluded.filler`,
  ).run(at, PROBE_BYTES);
}

export async function probeWritePostgres(client: pg.Pool | pg.PoolClient, at: string): Promise<void> {
  await client.query(
    `INSERT INTO write_probe (id, written_at, filler) VALUES (1, $1, decode(repeat('00', $2::int), 'hex'))
     ON CONFLICT (id) DO UPDATE SET written_at = excluded.written_at, filler = excluded.filler`,
    [at, PROBE_BYTES],
  );
}

/** The last write a store could not commit (a request or a probe), until one succeeds again. */
export class LastWriteError {
  private error: WriteError | null = null;

  get(): WriteError | null {
    return this.error;
  }

  cleared(): void {
    this.error = null;
  }

  remember(error: unknown): void {
    const { code, message } = error as { code?: unknown; message?: unknown };
    this.error = {
      at: new Date().toISOString(),
      ...(typeof code === 'string' ? { code } : {}),
      message: typeof message === 'string' ? message : String(error),
    };
  }

  /** Runs a write, remembering its failure or clearing the last one. */
  async around<T>(write: () => T | Promise<T>): Promise<T> {
    try {
      const result = await write();
      this.cleared();
      return result;
    } catch (error) {
      this.remember(error);
      throw error;
    }
  }
}
