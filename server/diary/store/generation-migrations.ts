import type { Migration } from '../../storage/migrations';

/**
 * The diary's generation (docs/decisions/0054-availability-cached-by-the-diary-generation.md): one number that every
 * committed change to visits, leave or closures raises, whoever writes it (this service, another instance, the CLI),
 * so an instance may keep the free times it computed while the number stands. Raised by triggers, in the writer's own
 * transaction; on PostgreSQL deferred to its commit, so concurrent bookings hold the one row only while they commit.
 * Numbered 270, after the desk day view's 250, in the same schema_migrations table.
 */

const TABLES = ['visits', 'doctor_leave', 'clinic_closures'] as const;
const EVENTS = ['INSERT', 'UPDATE', 'DELETE'] as const;

const CREATE_TABLE = `
  CREATE TABLE diary_generation (
    id INTEGER PRIMARY KEY CHECK (id = 1),
    n  INTEGER NOT NULL
  );
  INSERT INTO diary_generation (id, n) VALUES (1, 0);`;

export const generationMigrations: Migration[] = [
  {
    version: 270,
    name: 'diary: a generation every change of visits, leave and closures raises',
    sql: `${CREATE_TABLE}
${TABLES.flatMap((table) =>
  EVENTS.map(
    (event) =>
      `  CREATE TRIGGER ${table}_${event.toLowerCase()}_generation AFTER ${event} ON ${table} BEGIN
    UPDATE diary_generation SET n = n + 1 WHERE id = 1;
  END;`,
  ),
).join('\n')}`,
  },
];

export const postgresGenerationSql: Record<number, string> = {
  270: `${CREATE_TABLE}
  CREATE FUNCTION diary_generation_raise() RETURNS trigger LANGUAGE plpgsql AS $$
  BEGIN
    UPDATE diary_generation SET n = n + 1 WHERE id = 1;
    RETURN NULL;
  END
  $$;
${TABLES.map(
  (table) =>
    `  CREATE CONSTRAINT TRIGGER ${table}_generation AFTER INSERT OR UPDATE OR DELETE ON ${table}
    DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION diary_generation_raise();`,
).join('\n')}`,
};
