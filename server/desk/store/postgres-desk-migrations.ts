/**
 * The PostgreSQL SQL of the desk's migrations (server/desk/store/migrations.ts holds the list and
 * SQLite's), applied after the core's by migratePostgres. Times stay ISO text as in the core tables.
 */
export const postgresDeskSql: Record<number, string> = {
  100: `
    CREATE TABLE desk_staff (
      id         TEXT PRIMARY KEY,
      name       TEXT NOT NULL,
      email      TEXT NOT NULL,
      role       TEXT NOT NULL CHECK (role IN ('owner', 'staff')),
      created_at TEXT NOT NULL,
      revoked_at TEXT
    );
    CREATE UNIQUE INDEX desk_staff_email ON desk_staff (lower(email));
    CREATE TABLE desk_credentials (
      id           TEXT PRIMARY KEY,
      staff_id     TEXT NOT NULL REFERENCES desk_staff (id) ON DELETE CASCADE,
      public_key   BYTEA NOT NULL,
      counter      BIGINT NOT NULL,
      transports   TEXT NOT NULL,
      created_at   TEXT NOT NULL,
      last_used_at TEXT
    );
    CREATE INDEX desk_credentials_staff ON desk_credentials (staff_id);
    CREATE TABLE desk_invites (
      token_hash TEXT PRIMARY KEY,
      staff_id   TEXT NOT NULL REFERENCES desk_staff (id) ON DELETE CASCADE,
      created_at TEXT NOT NULL,
      expires_at TEXT NOT NULL,
      used_at    TEXT
    );
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
    CREATE TABLE desk_audit (
      id         BIGINT GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
      at         TEXT NOT NULL,
      staff_id   TEXT,
      staff_name TEXT NOT NULL,
      action     TEXT NOT NULL,
      ref        TEXT,
      detail     TEXT
    );
    CREATE INDEX desk_audit_at ON desk_audit (at);
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
    CREATE FUNCTION desk_work_request_gone() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN
      DELETE FROM desk_work WHERE request_id = OLD.id;
      RETURN OLD;
    END
    $$;
    CREATE TRIGGER desk_work_appointment_gone AFTER DELETE ON appointments FOR EACH ROW EXECUTE FUNCTION desk_work_request_gone();
    CREATE TRIGGER desk_work_message_gone AFTER DELETE ON messages FOR EACH ROW EXECUTE FUNCTION desk_work_request_gone();
  `,
  101: `
    ALTER TABLE appointments ADD COLUMN name_key TEXT, ADD COLUMN phone_key TEXT;
    ALTER TABLE messages ADD COLUMN name_key TEXT, ADD COLUMN phone_key TEXT;
    CREATE TABLE desk_notes (
      id         BIGINT GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
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
    CREATE FUNCTION desk_notes_request_gone() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN
      DELETE FROM desk_notes WHERE request_id = OLD.id;
      UPDATE desk_audit SET detail = NULL WHERE action = 'corrected' AND ref = COALESCE(OLD.ref, OLD.id);
      RETURN OLD;
    END
    $$;
    CREATE TRIGGER desk_notes_appointment_gone AFTER DELETE ON appointments FOR EACH ROW EXECUTE FUNCTION desk_notes_request_gone();
    CREATE TRIGGER desk_notes_message_gone AFTER DELETE ON messages FOR EACH ROW EXECUTE FUNCTION desk_notes_request_gone();
  `,
};
