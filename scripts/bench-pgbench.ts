import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { createThrowawayDatabase } from '../tooling/throwaway-database';

/**
 * What the PostgreSQL server itself takes, beside the form service's figure on it (scripts/bench.ts): `pgbench` with
 * `clients` clients, each inserting one request-sized row per transaction for `seconds`, on a throwaway database of
 * the same server. Null when no pgbench is installed (Debian's postgresql package has one).
 */
export async function pgbenchInsert(
  serverUrl: string,
  seconds: number,
  clients: number,
): Promise<{ tps: number; latencyMs: number } | null> {
  const binary = pgbenchBinary();
  if (!binary) return null;
  const database = await createThrowawayDatabase(serverUrl, 'clinic_pgbench');
  const script = path.join(os.tmpdir(), `clinic-pgbench-${process.pid}.sql`);
  try {
    const client = new pg.Client({ connectionString: database.url });
    await client.connect();
    await client.query(`CREATE TABLE requests (id BIGSERIAL PRIMARY KEY, created_at TEXT, name TEXT, email TEXT,
      phone TEXT, date TEXT, consent_at TEXT, notice_version TEXT)`);
    await client.end();
    writeFileSync(
      script,
      `INSERT INTO requests (created_at, name, email, phone, date, consent_at, notice_version) VALUES
        ('2026-11-26T10:00:00.000Z', 'Bench Patient', 'bench@example.org', '+91 98450 12345', '2026-11-30',
         '2026-11-26T10:00:00.000Z', '2026-11-01');\n`,
    );
    const url = new URL(database.url);
    const output = execFileSync(
      binary,
      ['-n', '-c', String(clients), '-j', '2', '-T', String(seconds), '-f', script, database.url],
      { encoding: 'utf8', env: { ...process.env, PGPASSWORD: decodeURIComponent(url.password) } },
    );
    const tps = Number(/tps = ([\d.]+)/.exec(output)?.[1]);
    const latencyMs = Number(/latency average = ([\d.]+) ms/.exec(output)?.[1]);
    return { tps, latencyMs };
  } finally {
    await database.drop();
  }
}

function pgbenchBinary(): string | null {
  const root = '/usr/lib/postgresql';
  const versions = existsSync(root) ? readdirSync(root).sort((a, b) => Number(b) - Number(a)) : [];
  for (const version of versions) {
    const binary = path.join(root, version, 'bin', 'pgbench');
    if (existsSync(binary)) return binary;
  }
  try {
    return execFileSync('which', ['pgbench'], { encoding: 'utf8' }).trim() || null;
  } catch {
    return null;
  }
}
