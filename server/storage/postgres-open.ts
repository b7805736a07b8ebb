import pg from 'pg';
import type { AcknowledgmentSettings } from './acknowledgment-cap';
import { deskMigrations } from '../desk/store/migrations';
import { postgresDeskSql } from '../desk/store/postgres-desk-migrations';
import { dayMigrations, postgresDaySql } from '../diary/store/day-migrations';
import { generationMigrations, postgresGenerationSql } from '../diary/store/generation-migrations';
import { diaryMigrations } from '../diary/store/migrations';
import { postgresDiarySql } from '../diary/store/postgres-diary-migrations';
import { postgresQueueSql, queueMigrations } from '../queue/migrations';
import { migratePostgres } from './postgres-migrations';
import { SqlRequestStore } from './request-store';
import { PostgresDatabase } from './sql/postgres-database';

const safeDecode = (text: string) => {
  try {
    return decodeURIComponent(text);
  } catch {
    return text;
  }
};

/** DATABASE_URL as it may be shown: the password replaced. */
export function redactedUrl(url: string): string {
  try {
    const parsed = new URL(url);
    if (parsed.password) parsed.password = '***';
    return parsed.toString();
  } catch {
    return '(not a URL)';
  }
}

/**
 * Connects, checks the server answers and applies the migrations (the core's, then the desk's); a failure names
 * DATABASE_URL, never its password.
 */
export async function openPostgresStore(
  url: string,
  options: { migrate?: boolean; max?: number; acknowledgments?: AcknowledgmentSettings } = {},
): Promise<SqlRequestStore> {
  const pool = new pg.Pool({
    connectionString: url,
    max: options.max ?? 10,
    connectionTimeoutMillis: 10_000,
    pipeline: true,
  } as pg.PoolConfig);
  // An idle connection the server dropped: the next query reports it; without a listener it would end the process.
  pool.on('error', () => undefined);
  try {
    const client = await pool.connect();
    try {
      if (options.migrate !== false) {
        await migratePostgres(client);
        await migratePostgres(client, deskMigrations, postgresDeskSql);
        await migratePostgres(client, diaryMigrations, postgresDiarySql);
        await migratePostgres(client, dayMigrations, postgresDaySql);
        await migratePostgres(client, generationMigrations, postgresGenerationSql);
        await migratePostgres(client, queueMigrations, postgresQueueSql);
      }
    } finally {
      client.release();
    }
  } catch (error) {
    await pool.end().catch(() => undefined);
    const password = safeDecode(new URL(url).password);
    const reason = error instanceof Error ? error.message : String(error);
    throw new Error(
      `DATABASE_URL (${redactedUrl(url)}) cannot be used: ${password ? reason.replaceAll(password, '***') : reason}`,
      { cause: error },
    );
  }
  return new SqlRequestStore(new PostgresDatabase(pool), options.acknowledgments);
}
