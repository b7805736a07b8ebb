import type Database from 'better-sqlite3';

/**
 * Numbered schema migrations, applied in order at start, each in its own transaction and recorded
 * in schema_migrations. Never edit a released migration: add the next number.
 * Times are ISO 8601 UTC text (sortable). No IP address is ever stored.
 * This list holds every version and its SQLite SQL; postgres-migrations.ts holds the PostgreSQL SQL
 * of the same versions (a version missing there stops a PostgreSQL start).
 */
export interface Migration {
  version: number;
  name: string;
  sql: string;
}

/**
 * Every table of the clinic's database, as the features own them (server/schema.ts lists them): on SQLite one list, in
 * version order; on PostgreSQL each feature's list with its own SQL by version.
 */
export interface Schema {
  sqlite: Migration[];
  postgres: ReadonlyArray<{ list: Migration[]; sql: Record<number, string> }>;
}

export const migrations: Migration[] = [
  {
    version: 1,
    name: 'requests and outbox',
    sql: `
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

      CREATE TABLE subscriptions (
        id             TEXT PRIMARY KEY,
        created_at     TEXT NOT NULL,
        email          TEXT NOT NULL UNIQUE COLLATE NOCASE,
        terms          INTEGER NOT NULL CHECK (terms IN (0, 1)),
        terms_at       TEXT,
        source         TEXT NOT NULL,
        notice_version TEXT NOT NULL
      );
      CREATE INDEX subscriptions_created_at ON subscriptions (created_at);

      CREATE TABLE outbox (
        id              INTEGER PRIMARY KEY AUTOINCREMENT,
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
  },
  {
    version: 2,
    name: 'withdrawal links',
    // One row per link e-mailed to a person withdrawing consent: only the SHA-256 hash of the
    // link's random token is stored; the row is deleted when the link is used or has expired.
    sql: `
      CREATE TABLE withdrawal_tokens (
        token_hash TEXT PRIMARY KEY,
        email      TEXT NOT NULL COLLATE NOCASE,
        created_at TEXT NOT NULL,
        expires_at TEXT NOT NULL
      );
      CREATE INDEX withdrawal_tokens_email ON withdrawal_tokens (email);
      CREATE INDEX withdrawal_tokens_expires_at ON withdrawal_tokens (expires_at);
    `,
  },
  {
    version: 3,
    name: 'acknowledgments per recipient and day',
    // Counts the patient acknowledgments queued per address and India calendar day, so the forms
    // cannot be used to flood someone's inbox. Only the current day is kept (older rows are
    // deleted as new ones are written); the address is lower-cased.
    sql: `
      CREATE TABLE acknowledgments_sent (
        day     TEXT NOT NULL,
        address TEXT NOT NULL,
        sent    INTEGER NOT NULL,
        PRIMARY KEY (day, address)
      ) WITHOUT ROWID;
    `,
  },
  {
    version: 4,
    name: 'booking confirmation references',
    // A random reference the confirmation page after a booking posted without JavaScript is found by
    // (/request-received?ref=…), valid about an hour: the URL carries no service name or personal data.
    // Deleted with its request (retention, withdrawal).
    sql: `
      CREATE TABLE booking_confirmations (
        ref        TEXT PRIMARY KEY,
        request_id TEXT NOT NULL REFERENCES appointments (id) ON DELETE CASCADE,
        expires_at TEXT NOT NULL
      );
      CREATE INDEX booking_confirmations_request ON booking_confirmations (request_id);
    `,
  },
  {
    version: 5,
    name: 'scheduled job runs',
    // When each scheduled job (retention) last ran, so several instances on one PostgreSQL run it
    // once per period (RequestStore.runScheduled); no personal data.
    sql: `
      CREATE TABLE job_runs (
        job         TEXT PRIMARY KEY,
        last_run_at TEXT NOT NULL
      );
    `,
  },
  {
    version: 6,
    name: 'write probe',
    // One row the health check rewrites (storage/write-probe.ts): a write it cannot commit means the
    // service cannot store requests (a full disk), which a SELECT does not show. No personal data.
    sql: `
      CREATE TABLE write_probe (
        id         INTEGER PRIMARY KEY CHECK (id = 1),
        written_at TEXT NOT NULL,
        filler     BLOB NOT NULL
      );
      `,
  },
  {
    version: 7,
    name: 'short references and mail attachments',
    // The 6-character reference a patient and the front desk read (server/storage/short-reference.ts),
    // unique per table; rows stored before have none (the desk shows their id). An e-mail's
    // attachments (a confirmed visit's .ics) as JSON, cleared with the body once sent.
    sql: `
      ALTER TABLE appointments ADD COLUMN ref TEXT;
      CREATE UNIQUE INDEX appointments_ref ON appointments (ref);
      ALTER TABLE messages ADD COLUMN ref TEXT;
      CREATE UNIQUE INDEX messages_ref ON messages (ref);
      ALTER TABLE outbox ADD COLUMN attachments TEXT;
    `,
  },
  {
    version: 8,
    name: 'the patient booked for',
    // Form A's optional name of the person an appointment is for, when someone books for another.
    sql: `
      ALTER TABLE appointments ADD COLUMN patient_name TEXT;
    `,
  },
  {
    version: 9,
    name: 'the WhatsApp channel',
    // The WhatsApp messages of the outbox (docs/decisions/0040-whatsapp-channel.md): 'in_flight' is committed before
    // the Cloud API call, 'unknown' a message found in flight after its lease; delivery is Meta's latest state. The
    // patients' replies. An appointment's WhatsApp consent, its number in E.164, or why the number is not used.
    sql: `
      CREATE TABLE whatsapp_outbox (
        id              INTEGER PRIMARY KEY AUTOINCREMENT,
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
  },
  {
    version: 10,
    name: 'what a post and the retention job look up, found by index',
    // Expired booking confirmations are deleted by the retention job with the expired withdrawal links, not by every
    // post (which scanned the table). A refused acknowledgment is taken out of the outbox by its request (a scan of
    // the whole outbox before), as are a request's e-mails in the desk.
    sql: `
      CREATE INDEX booking_confirmations_expires_at ON booking_confirmations (expires_at);
      CREATE INDEX outbox_request ON outbox (request_id);
    `,
  },
  {
    version: 11,
    name: 'the key of a form sent again without JavaScript',
    // One request per key (server/forms/resend-key.ts): a post that finds its key answers with that request; a key
    // older than the window is cleared by the post that finds it. Erased with its request.
    sql: `
      ALTER TABLE appointments ADD COLUMN resend_key TEXT;
      ALTER TABLE messages ADD COLUMN resend_key TEXT;
      CREATE UNIQUE INDEX appointments_resend_key ON appointments (resend_key);
      CREATE UNIQUE INDEX messages_resend_key ON messages (resend_key);
    `,
  },
];

/** Applies the migrations the database has not seen yet; returns the versions applied. */
export function migrate(db: Database.Database, list: Migration[] = migrations): number[] {
  db.exec(`CREATE TABLE IF NOT EXISTS schema_migrations (
    version    INTEGER PRIMARY KEY,
    name       TEXT NOT NULL,
    applied_at TEXT NOT NULL
  )`);
  const applied = new Set(
    (db.prepare('SELECT version FROM schema_migrations').all() as { version: number }[]).map((row) => row.version),
  );
  const record = db.prepare('INSERT INTO schema_migrations (version, name, applied_at) VALUES (?, ?, ?)');
  const done: number[] = [];
  for (const migration of [...list].sort((a, b) => a.version - b.version)) {
    if (applied.has(migration.version)) continue;
    db.transaction(() => {
      db.exec(migration.sql);
      record.run(migration.version, migration.name, new Date().toISOString());
    }).immediate();
    done.push(migration.version);
  }
  return done;
}
