import type { Migration } from '../../storage/migrations';

/**
 * The diary's schema, numbered from 200 and recorded in the same schema_migrations table as the core's and the
 * desk's, applied after them (postgres-diary-migrations.ts holds PostgreSQL's SQL). Never edit a released one.
 * Instants are ISO 8601 UTC text (sortable); dates and times of leave and closures are the clinic's own
 * (Asia/Kolkata), as staff enter them.
 */
export const diaryMigrations: Migration[] = [
  {
    version: 200,
    name: 'diary: visits, doctor leave, clinic closures',
    sql: `
      -- A visit holds its doctor from starts_at to ends_at while it is live (held or confirmed).
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
      -- A second live visit at the same start is impossible, whatever the code does.
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
      -- An erased or expired request frees its time.
      CREATE TRIGGER visits_request_gone AFTER DELETE ON appointments BEGIN
        DELETE FROM visits WHERE request_id = OLD.id;
      END;
    `,
  },
  {
    version: 220,
    name: "diary: the patient's personal links to their visit",
    sql: `
      -- Only the SHA-256 hash of a link's token; the link ends with its request's visit (server/visit/visit-store.ts).
      CREATE TABLE visit_links (
        token_hash TEXT PRIMARY KEY,
        request_id TEXT NOT NULL,
        created_at TEXT NOT NULL
      );
      CREATE INDEX visit_links_request ON visit_links (request_id);
      -- An erased, withdrawn or expired request takes its links with it.
      CREATE TRIGGER visit_links_request_gone AFTER DELETE ON appointments BEGIN
        DELETE FROM visit_links WHERE request_id = OLD.id;
      END;
    `,
  },
];
