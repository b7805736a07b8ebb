import type { Migration } from '../storage/migrations';

/**
 * The waiting room's tokens (docs/decisions/0082-the-waiting-room-on-the-visit.md), numbered from 400 in the same
 * schema_migrations table, applied after the diary's; the same SQL on both backends (DOUBLE PRECISION is SQLite's REAL
 * and PostgreSQL's 8-byte float, which keeps a place in milliseconds exact). A token belongs to one visit (a booked
 * patient's, or the walk-in's own); the database keeps the rules the code relies on: one token per visit, a token
 * number once per doctor's session, and one patient called ("now seeing") per doctor.
 */
const QUEUE_TOKENS = `
  CREATE TABLE queue_tokens (
    id           TEXT PRIMARY KEY,
    visit_id     TEXT NOT NULL,
    doctor       TEXT NOT NULL,
    session_date TEXT NOT NULL,
    session_from TEXT NOT NULL,
    token        INTEGER NOT NULL CHECK (token > 0),
    kind         TEXT NOT NULL CHECK (kind IN ('booked', 'walk-in')),
    emergency    INTEGER NOT NULL DEFAULT 0 CHECK (emergency IN (0, 1)),
    reason       TEXT,
    state        TEXT NOT NULL CHECK (state IN ('waiting', 'called', 'skipped', 'done', 'left')),
    place        DOUBLE PRECISION NOT NULL,
    page_key     TEXT NOT NULL UNIQUE,
    joined_at    TEXT NOT NULL,
    called_at    TEXT,
    ended_at     TEXT,
    next_told_at TEXT,
    updated_at   TEXT NOT NULL,
    UNIQUE (doctor, session_date, session_from, token)
  );
  CREATE UNIQUE INDEX queue_tokens_visit ON queue_tokens (visit_id);
  CREATE UNIQUE INDEX queue_tokens_now_seeing ON queue_tokens (doctor) WHERE state = 'called';
  CREATE INDEX queue_tokens_day ON queue_tokens (session_date, doctor);
`;

export const queueMigrations: Migration[] = [
  { version: 400, name: 'queue: tokens of the waiting room', sql: QUEUE_TOKENS },
];

export const postgresQueueSql: Record<number, string> = { 400: QUEUE_TOKENS };
