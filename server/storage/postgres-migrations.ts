import type { PoolClient } from 'pg';
import { migrations, type Migration } from './migrations';

/**
 * The PostgreSQL SQL of each version in migrations.ts: the same tables and columns (times stay ISO
 * text, so rows export alike on both backends). SQLite's COLLATE NOCASE becomes an index on
 * lower(email), which the queries use. Applied under an advisory lock, so two instances starting
 * together do not both migrate.
 */
export const postgresSql: Record<number, string> = {
  1: `
    CREATE TABLE appointments (
      id             TEXT PRIMARY KEY,
      created_at     TEXT NOT NULL,
      kind           TEXT NOT NULL CHECK (kind IN ('A', 'B')),
      name           TEXT NOT NULL,
      email          TEXT NOT NULL,
      phone          TEXT NOT NULL,
      service        TEXT,
      doctor         TEXT,
      country        TEXT,
      state          TEXT,
      date           TEXT NOT NULL,
      consent_at     TEXT NOT NULL,
      notice_version TEXT NOT NULL
    );
    CREATE INDEX appointments_created_at ON appointments (created_at);
    CREATE INDEX appointments_email ON appointments (lower(email));

    CREATE TABLE messages (
      id             TEXT PRIMARY KEY,
      created_at     TEXT NOT NULL,
      kind           TEXT NOT NULL CHECK (kind IN ('contact', 'comment')),
      name           TEXT NOT NULL,
      email          TEXT NOT NULL,
      phone          TEXT,
      subject        TEXT,
      message        TEXT NOT NULL,
      post_slug      TEXT,
      reply_to       TEXT,
      consent_at     TEXT NOT NULL,
      notice_version TEXT NOT NULL
    );
    CREATE INDEX messages_created_at ON messages (created_at);
    CREATE INDEX messages_email ON messages (lower(email));

    CREATE TABLE subscriptions (
      id             TEXT PRIMARY KEY,
      created_at     TEXT NOT NULL,
      email          TEXT NOT NULL,
      terms          INTEGER NOT NULL CHECK (terms IN (0, 1)),
      terms_at       TEXT,
      source         TEXT NOT NULL,
      notice_version TEXT NOT NULL
    );
    CREATE UNIQUE INDEX subscriptions_email ON subscriptions (lower(email));
    CREATE INDEX subscriptions_created_at ON subscriptions (created_at);

    CREATE TABLE outbox (
      id              INTEGER GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
      created_at      TEXT NOT NULL,
      request_id      TEXT NOT NULL,
      purpose         TEXT NOT NULL CHECK (purpose IN ('clinic', 'patient')),
      to_address      TEXT NOT NULL,
      reply_to        TEXT,
      subject         TEXT NOT NULL,
      text_body       TEXT NOT NULL,
      html_body       TEXT NOT NULL,
      status          TEXT NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'sent', 'failed')),
      attempts        INTEGER NOT NULL DEFAULT 0,
      next_attempt_at TEXT NOT NULL,
      last_error      TEXT,
      sent_at         TEXT
    );
    CREATE INDEX outbox_due ON outbox (status, next_attempt_at);
    CREATE INDEX outbox_created_at ON outbox (created_at);
  `,
  2: `
    CREATE TABLE withdrawal_tokens (
      token_hash TEXT PRIMARY KEY,
      email      TEXT NOT NULL,
      created_at TEXT NOT NULL,
      expires_at TEXT NOT NULL
    );
    CREATE INDEX withdrawal_tokens_email ON withdrawal_tokens (lower(email));
    CREATE INDEX withdrawal_tokens_expires_at ON withdrawal_tokens (expires_at);
  `,
  3: `
    CREATE TABLE acknowledgments_sent (
      day     TEXT NOT NULL,
      address TEXT NOT NULL,
      sent    INTEGER NOT NULL,
      PRIMARY KEY (day, address)
    );
  `,
  4: `
    CREATE TABLE booking_confirmations (
      ref        TEXT PRIMARY KEY,
      request_id TEXT NOT NULL REFERENCES appointments (id) ON DELETE CASCADE,
      expires_at TEXT NOT NULL
    );
    CREATE INDEX booking_confirmations_request ON booking_confirmations (request_id);
  `,
  5: `
    CREATE TABLE job_runs (
      job         TEXT PRIMARY KEY,
      last_run_at TEXT NOT NULL
    );
  `,
  6: `
    CREATE TABLE write_probe (
      id         INTEGER PRIMARY KEY CHECK (id = 1),
      written_at TEXT NOT NULL,
      filler     BYTEA NOT NULL
    );
  `,
  7: `
    ALTER TABLE appointments ADD COLUMN ref TEXT;
    CREATE UNIQUE INDEX appointments_ref ON appointments (ref);
    ALTER TABLE messages ADD COLUMN ref TEXT;
    CREATE UNIQUE INDEX messages_ref ON messages (ref);
    ALTER TABLE outbox ADD COLUMN attachments TEXT;
  `,
  8: `
    ALTER TABLE appointments ADD COLUMN patient_name TEXT;
  `,
  9: `
    CREATE TABLE whatsapp_outbox (
      id              INTEGER GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
      request_id      TEXT NOT NULL,
      kind            TEXT NOT NULL,
      to_number       TEXT NOT NULL,
      template        TEXT NOT NULL,
      language        TEXT NOT NULL,
      parameters      TEXT NOT NULL,
      status          TEXT NOT NULL CHECK (status IN ('pending', 'in_flight', 'sent', 'failed', 'unknown')),
      attempts        INTEGER NOT NULL,
      next_attempt_at TEXT NOT NULL,
      last_error      TEXT,
      created_at      TEXT NOT NULL,
      sent_at         TEXT,
      wa_message_id   TEXT,
      delivery        TEXT,
      delivery_at     TEXT,
      delivery_error  TEXT,
      held_mail_id    INTEGER
    );
    CREATE INDEX whatsapp_outbox_due ON whatsapp_outbox (status, next_attempt_at);
    CREATE INDEX whatsapp_outbox_request ON whatsapp_outbox (request_id);
    CREATE UNIQUE INDEX whatsapp_outbox_message ON whatsapp_outbox (wa_message_id);
    CREATE TABLE whatsapp_replies (
      wa_message_id TEXT PRIMARY KEY,
      from_number   TEXT NOT NULL,
      profile_name  TEXT,
      text          TEXT NOT NULL,
      received_at   TEXT NOT NULL,
      request_id    TEXT
    );
    CREATE INDEX whatsapp_replies_request ON whatsapp_replies (request_id);
    ALTER TABLE appointments ADD COLUMN whatsapp_consent_at TEXT;
    ALTER TABLE appointments ADD COLUMN whatsapp_to TEXT;
    ALTER TABLE appointments ADD COLUMN whatsapp_refusal TEXT;
    CREATE INDEX appointments_whatsapp_to ON appointments (whatsapp_to);
  `,
  10: `
    CREATE INDEX booking_confirmations_expires_at ON booking_confirmations (expires_at);
    CREATE INDEX outbox_request ON outbox (request_id);
  `,
  11: `
    ALTER TABLE appointments ADD COLUMN resend_key TEXT;
    ALTER TABLE messages ADD COLUMN resend_key TEXT;
    CREATE UNIQUE INDEX appointments_resend_key ON appointments (resend_key);
    CREATE UNIQUE INDEX messages_resend_key ON messages (resend_key);
  `,
};

/** Key of the advisory lock held while migrating (any fixed number; the jobs use others). */
const MIGRATION_LOCK = 2026_1126;

/** Applies the versions the database has not seen yet, in order, each in its own transaction; returns them. */
export async function migratePostgres(
  client: PoolClient,
  list: Migration[] = migrations,
  sqlOf: Record<number, string> = postgresSql,
): Promise<number[]> {
  await client.query('SELECT pg_advisory_lock($1)', [MIGRATION_LOCK]);
  try {
    await client.query(`CREATE TABLE IF NOT EXISTS schema_migrations (
      version    INTEGER PRIMARY KEY,
      name       TEXT NOT NULL,
      applied_at TEXT NOT NULL
    )`);
    const { rows } = await client.query<{ version: number }>('SELECT version FROM schema_migrations');
    const applied = new Set(rows.map((row) => row.version));
    const done: number[] = [];
    for (const migration of [...list].sort((a, b) => a.version - b.version)) {
      if (applied.has(migration.version)) continue;
      const sql = sqlOf[migration.version];
      if (sql === undefined)
        throw new Error(
          `Migration ${migration.version} (${migration.name}) has no PostgreSQL SQL in postgres-migrations.ts`,
        );
      await client.query('BEGIN');
      try {
        await client.query(sql);
        await client.query('INSERT INTO schema_migrations (version, name, applied_at) VALUES ($1, $2, $3)', [
          migration.version,
          migration.name,
          new Date().toISOString(),
        ]);
        await client.query('COMMIT');
      } catch (error) {
        await client.query('ROLLBACK');
        throw error;
      }
      done.push(migration.version);
    }
    return done;
  } finally {
    await client.query('SELECT pg_advisory_unlock($1)', [MIGRATION_LOCK]);
  }
}
