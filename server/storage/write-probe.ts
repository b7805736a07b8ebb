import type Database from 'better-sqlite3';

/**
 * The health check's write (table write_probe, migration 5): one row rewritten with a blob the size
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
