/**
 * The PostgreSQL SQL of the diary's migrations (server/diary/store/migrations.ts holds the list and SQLite's). The
 * same tables; an overlap of visits of different lengths is refused under a per-doctor advisory lock
 * (server/diary/store/hold-visit.ts), not by an exclusion constraint, which would need the btree_gist extension
 * (docs/decisions/0042-the-diary.md).
 */
export const postgresDiarySql: Record<number, string> = {
  200: `
    CREATE TABLE visits (
      id         TEXT PRIMARY KEY,
      doctor     TEXT NOT NULL,
      starts_at  TEXT NOT NULL,
      ends_at    TEXT NOT NULL CHECK (ends_at > starts_at),
      status     TEXT NOT NULL CHECK (status IN ('held', 'confirmed', 'cancelled', 'visited', 'no-show')),
      request_id TEXT,
      created_at TEXT NOT NULL,
      updated_at TEXT NOT NULL
    );
    CREATE UNIQUE INDEX visits_live_start ON visits (doctor, starts_at) WHERE status IN ('held', 'confirmed');
    CREATE INDEX visits_doctor_time ON visits (doctor, starts_at);
    CREATE INDEX visits_request ON visits (request_id);
    CREATE TABLE doctor_leave (
      id         TEXT PRIMARY KEY,
      doctor     TEXT NOT NULL,
      from_date  TEXT NOT NULL,
      to_date    TEXT NOT NULL CHECK (to_date >= from_date),
      from_time  TEXT,
      until_time TEXT,
      created_at TEXT NOT NULL,
      created_by TEXT NOT NULL
    );
    CREATE INDEX doctor_leave_dates ON doctor_leave (doctor, to_date);
    CREATE TABLE clinic_closures (
      id         TEXT PRIMARY KEY,
      from_date  TEXT NOT NULL,
      to_date    TEXT NOT NULL CHECK (to_date >= from_date),
      reason     TEXT NOT NULL,
      created_at TEXT NOT NULL,
      created_by TEXT NOT NULL
    );
    CREATE INDEX clinic_closures_dates ON clinic_closures (to_date);
    CREATE FUNCTION visits_request_gone() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN
      DELETE FROM visits WHERE request_id = OLD.id;
      RETURN OLD;
    END
    $$;
    CREATE TRIGGER visits_request_gone AFTER DELETE ON appointments FOR EACH ROW EXECUTE FUNCTION visits_request_gone();
  `,
  220: `
    CREATE TABLE visit_links (
      token_hash TEXT PRIMARY KEY,
      request_id TEXT NOT NULL,
      created_at TEXT NOT NULL
    );
    CREATE INDEX visit_links_request ON visit_links (request_id);
    CREATE FUNCTION visit_links_request_gone() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN
      DELETE FROM visit_links WHERE request_id = OLD.id;
      RETURN OLD;
    END
    $$;
    CREATE TRIGGER visit_links_request_gone AFTER DELETE ON appointments
      FOR EACH ROW EXECUTE FUNCTION visit_links_request_gone();
  `,
};
