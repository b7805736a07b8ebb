import type { Migration } from '../../storage/migrations';

/**
 * The desk's day view (docs/decisions/0047-the-day-at-the-desk.md): a visit the receptionist books for a phone caller
 * or a walk-in has no request behind it, so the visit keeps the patient's name and phone itself. Numbered from 250,
 * after the diary's own (200 on), in the same schema_migrations table; the SQL is the same on both backends.
 */
export const dayMigrations: Migration[] = [
  {
    version: 250,
    name: 'diary: the patient of a visit booked at the desk',
    sql: `
      ALTER TABLE visits ADD COLUMN patient_name TEXT;
      ALTER TABLE visits ADD COLUMN patient_phone TEXT;
    `,
  },
];

export const postgresDaySql: Record<number, string> = Object.fromEntries(
  dayMigrations.map((migration) => [migration.version, migration.sql]),
);
