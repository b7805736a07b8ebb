import type { Migration } from '../../storage/migrations';

/**
 * The desk's day view (docs/decisions/0047-the-day-at-the-desk.md): a visit the receptionist books for a phone caller
 * or a walk-in has no request behind it, so the visit keeps the patient's name and phone itself. Numbered from 250,
 * after the diary's own (200 on), in the same schema_migrations table; the SQL is the same on both backends. 280: a
 * request holds at most one live visit, whatever the code does (docs/decisions/0059-the-diarys-doors-under-abuse.md).
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
  {
    version: 280,
    name: 'diary: one live visit per request',
    sql: `
      -- A request holds at most one time (issue: 16 parallel picks of one booking held 16 times). Before the index,
      -- the extra live visits of a request are cancelled, keeping its earliest held.
      UPDATE visits SET status = 'cancelled'
       WHERE request_id IS NOT NULL AND status IN ('held', 'confirmed')
         AND id <> (SELECT first.id FROM visits AS first
                     WHERE first.request_id = visits.request_id AND first.status IN ('held', 'confirmed')
                     ORDER BY first.created_at, first.id LIMIT 1);
      CREATE UNIQUE INDEX visits_live_request ON visits (request_id)
       WHERE request_id IS NOT NULL AND status IN ('held', 'confirmed');
    `,
  },
];

export const postgresDaySql: Record<number, string> = Object.fromEntries(
  dayMigrations.map((migration) => [migration.version, migration.sql]),
);
