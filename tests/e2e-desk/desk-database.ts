import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import Database from 'better-sqlite3';
import pg from 'pg';
import { DESK_E2E } from './paths';

/**
 * The journey's database: SQLite in DESK_E2E.dataDir, or, when TEST_DATABASE_URL names a server,
 * a throwaway PostgreSQL database the desk server made for this run and wrote the URL of here.
 */

export const DATABASE_URL_FILE = path.join(DESK_E2E.root, 'database-url');

export function deskDatabaseUrl(): string | undefined {
  return existsSync(DATABASE_URL_FILE) ? readFileSync(DATABASE_URL_FILE, 'utf8').trim() : undefined;
}

/** The settings the command line is given to reach the same database as the server. */
export function deskDatabaseEnv(): Record<string, string> {
  const url = deskDatabaseUrl();
  return url ? { DATA_DIR: DESK_E2E.dataDir, DATABASE_URL: url } : { DATA_DIR: DESK_E2E.dataDir };
}

/** How many desk sessions are stored. */
export async function countSessions(): Promise<number> {
  const url = deskDatabaseUrl();
  if (url) {
    const client = new pg.Client({ connectionString: url });
    await client.connect();
    try {
      return (await client.query<{ n: number }>('SELECT COUNT(*)::int AS n FROM desk_sessions')).rows[0]!.n;
    } finally {
      await client.end();
    }
  }
  const db = new Database(path.join(DESK_E2E.dataDir, 'clinic.db'), { readonly: true });
  try {
    return (db.prepare('SELECT COUNT(*) AS n FROM desk_sessions').get() as { n: number }).n;
  } finally {
    db.close();
  }
}
