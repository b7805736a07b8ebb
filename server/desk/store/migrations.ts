import type { Migration } from '../../storage/migrations';

/**
 * The desk's schema, numbered from 100 and recorded in the same schema_migrations table as the
 * core's (server/storage/migrations.ts), applied right after them. Never edit a released one.
 */
export const deskMigrations: Migration[] = [
  {
    version: 100,
    name: 'front desk',
    sql: `
      CREATE TABLE desk_staff (
        id         TEXT PRIMARY KEY,
        name       TEXT NOT NULL,
        email      TEXT NOT NULL UNIQUE COLLATE NOCASE,
        role       TEXT NOT NULL CHECK (role IN ('owner', 'staff')),
        created_at TEXT NOT NULL,
        revoked_at TEXT
      );
      CREATE TABLE desk_credentials (
        id           TEXT PRIMARY KEY,
        staff_id     TEXT NOT NULL REFERENCES desk_staff (id) ON DELETE CASCADE,
        public_key   BLOB NOT NULL,
        counter      INTEGER NOT NULL,
        transports   TEXT NOT NULL,
        created_at   TEXT NOT NULL,
        last_used_at TEXT
      );
      CREATE INDEX desk_credentials_staff ON desk_credentials (staff_id);
      -- Only the SHA-256 hash of an enrolment link's token.
      CREATE TABLE desk_invites (
        token_hash TEXT PRIMARY KEY,
        staff_id   TEXT NOT NULL REFERENCES desk_staff (id) ON DELETE CASCADE,
        created_at TEXT NOT NULL,
        expires_at TEXT NOT NULL,
        used_at    TEXT
      );
      -- Only the SHA-256 hash of a session cookie's token.
      CREATE TABLE desk_sessions (
        token_hash   TEXT PRIMARY KEY,
        staff_id     TEXT NOT NULL REFERENCES desk_staff (id) ON DELETE CASCADE,
        created_at   TEXT NOT NULL,
        last_seen_at TEXT NOT NULL,
        expires_at   TEXT NOT NULL
      );
      CREATE INDEX desk_sessions_staff ON desk_sessions (staff_id);
      CREATE TABLE desk_challenges (
        challenge  TEXT PRIMARY KEY,
        purpose    TEXT NOT NULL,
        staff_id   TEXT,
        expires_at TEXT NOT NULL
      );
      -- Who did what and when; a request is named by its short reference only.
      CREATE TABLE desk_audit (
        id         INTEGER PRIMARY KEY AUTOINCREMENT,
        at         TEXT NOT NULL,
        staff_id   TEXT,
        staff_name TEXT NOT NULL,
        action     TEXT NOT NULL,
        ref        TEXT,
        detail     TEXT
      );
      CREATE INDEX desk_audit_at ON desk_audit (at);
      -- The desk's work on a request; no row yet means status new. Deleted with its request.
      CREATE TABLE desk_work (
        request_id       TEXT PRIMARY KEY,
        kind             TEXT NOT NULL CHECK (kind IN ('appointment', 'message')),
        status           TEXT NOT NULL,
        note             TEXT NOT NULL DEFAULT '',
        visit_date       TEXT,
        visit_time       TEXT,
        visit_doctor     TEXT,
        reminder_sent_at TEXT,
        updated_at       TEXT NOT NULL
      );
      CREATE INDEX desk_work_visit ON desk_work (status, visit_date);
      CREATE TRIGGER desk_work_appointment_gone AFTER DELETE ON appointments BEGIN
        DELETE FROM desk_work WHERE request_id = OLD.id;
      END;
      CREATE TRIGGER desk_work_message_gone AFTER DELETE ON messages BEGIN
        DELETE FROM desk_work WHERE request_id = OLD.id;
      END;
    `,
  },
  {
    version: 101,
    name: 'desk lookup keys, dated notes, corrections',
    sql: `
      -- The forms a search finds a request in (server/storage/search-keys.ts), written with each request; rows stored
      -- before are filled in at start (backfillSearchKeys), in code, since the name key needs Unicode.
      ALTER TABLE appointments ADD COLUMN name_key TEXT;
      ALTER TABLE appointments ADD COLUMN phone_key TEXT;
      ALTER TABLE messages ADD COLUMN name_key TEXT;
      ALTER TABLE messages ADD COLUMN phone_key TEXT;
      -- Notes as dated entries with their author, none overwritten; the one note each request had is the first entry.
      CREATE TABLE desk_notes (
        id         INTEGER PRIMARY KEY AUTOINCREMENT,
        request_id TEXT NOT NULL,
        at         TEXT NOT NULL,
        staff_id   TEXT,
        staff_name TEXT NOT NULL,
        text       TEXT NOT NULL
      );
      CREATE INDEX desk_notes_request ON desk_notes (request_id, id);
      INSERT INTO desk_notes (request_id, at, staff_id, staff_name, text)
        SELECT request_id, updated_at, NULL, '', note FROM desk_work WHERE note <> '' ORDER BY updated_at;
      UPDATE desk_work SET note = '';
      -- A request's notes go with it, and so do the old and new values its corrections wrote in the log.
      CREATE TRIGGER desk_notes_appointment_gone AFTER DELETE ON appointments BEGIN
        DELETE FROM desk_notes WHERE request_id = OLD.id;
        UPDATE desk_audit SET detail = NULL WHERE action = 'corrected' AND ref = COALESCE(OLD.ref, OLD.id);
      END;
      CREATE TRIGGER desk_notes_message_gone AFTER DELETE ON messages BEGIN
        DELETE FROM desk_notes WHERE request_id = OLD.id;
        UPDATE desk_audit SET detail = NULL WHERE action = 'corrected' AND ref = COALESCE(OLD.ref, OLD.id);
      END;
    `,
  },
];
