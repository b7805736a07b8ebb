import type { Sql } from './sql/database';
import type { Dialect } from './sql/dialect';
import type { WriteError } from './types';

/**
 * The health check's write (table write_probe, migration 6): one row rewritten with a blob the size
 * of the largest request body, committed like a request. A full disk or a read-only file makes it
 * throw, which `GET /healthz` reports; its success after space is freed shows the service can store
 * requests again. A SELECT cannot see either.
 */
export const PROBE_BYTES = 16 * 1024;

/** Rewrites the probe's row, inside the caller's transaction or alone. */
export async function probeWrite(sql: Sql, dialect: Dialect, at: string): Promise<void> {
  await sql.run(
    `INSERT INTO write_probe (id, written_at, filler) VALUES (1, ?, ${dialect.zeroBytes})
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
