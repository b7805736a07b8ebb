import type { Migration } from '../../storage/migrations';

/**
 * The desk's day view (docs/decisions/0047-the-day-at-the-desk.md): a visit the receptionist books for a phone caller
 * or a walk-in has no request behind it, so the visit keeps the patient's name and phone itself. Numbered from 250,
 * after the diary's own (200 on), in the same schema_migrations table; the SQL is the same on both backends. 280: a
 * request holds at most one live visit, whatever the code does (docs/decisions/0059-the-diarys-doors-under-abuse.md).
 */
/** The statuses that hold a visit's time (diary-reads.ts HOLDING_STATUSES), as the triggers of 290 name them. */
const HOLDING = "('held', 'confirmed', 'visited', 'no-show')";

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
  {
    version: 290,
    name: 'diary: a marked visit holds its time until it is over',
    // A trigger, not a unique index: rows of an earlier release may already share a start (the clash this closes),
    // and a trigger judges only what is written from now on. PostgreSQL's: POSTGRES_ONE_HOLDER below.
    sql: `
      CREATE TRIGGER visits_one_holder_insert BEFORE INSERT ON visits
      WHEN NEW.status IN ${HOLDING}
      BEGIN
        SELECT RAISE(ABORT, 'visits_one_holder: the time is held by another visit')
        WHERE EXISTS (SELECT 1 FROM visits WHERE doctor = NEW.doctor AND starts_at = NEW.starts_at
                      AND status IN ${HOLDING});
      END;
      CREATE TRIGGER visits_one_holder_update BEFORE UPDATE OF status, doctor, starts_at ON visits
      WHEN NEW.status IN ${HOLDING}
       AND (OLD.status NOT IN ${HOLDING} OR OLD.doctor <> NEW.doctor OR OLD.starts_at <> NEW.starts_at)
      BEGIN
        SELECT RAISE(ABORT, 'visits_one_holder: the time is held by another visit')
        WHERE EXISTS (SELECT 1 FROM visits WHERE doctor = NEW.doctor AND starts_at = NEW.starts_at
                      AND status IN ${HOLDING} AND id <> NEW.id);
      END;
    `,
  },
  {
    version: 295,
    name: "diary: a visit's time lives only in visits",
    // docs/decisions/0087-one-record-per-visit.md. A request given its time before the diary kept one (an earlier
    // release) gets its visit row first, its doctor kept as the desk wrote the name; then desk_work's copy goes.
    sql: legacyVisitsSql(
      "strftime('%Y-%m-%dT%H:%M:%fZ', w.visit_date || ' ' || w.visit_time, '-330 minutes')",
      "strftime('%Y-%m-%dT%H:%M:%fZ', w.visit_date || ' ' || w.visit_time, '-315 minutes')",
    ),
  },
];

/**
 * 295's SQL with each backend's reading of an India date and time as a UTC instant (India keeps +05:30 all year; an
 * unknown length is a quarter of an hour). Only requests with no visit row at all, one row per start and doctor.
 */
function legacyVisitsSql(startsAt: string, endsAt: string): string {
  const statusOf = `CASE w.status WHEN 'called' THEN 'held' WHEN 'confirmed' THEN 'confirmed'
    WHEN 'visited' THEN 'visited' WHEN 'no-show' THEN 'no-show' ELSE 'cancelled' END`;
  return `
    INSERT INTO visits (id, doctor, starts_at, ends_at, status, request_id, created_at, updated_at)
    SELECT 'legacy-' || w.request_id, w.visit_doctor, ${startsAt}, ${endsAt}, ${statusOf}, w.request_id,
           w.updated_at, w.updated_at
      FROM desk_work w
     WHERE w.visit_date IS NOT NULL AND w.visit_time IS NOT NULL AND w.visit_doctor IS NOT NULL
       AND NOT EXISTS (SELECT 1 FROM visits x WHERE x.request_id = w.request_id)
       AND NOT EXISTS (SELECT 1 FROM desk_work e WHERE e.visit_doctor = w.visit_doctor AND e.visit_date = w.visit_date
                       AND e.visit_time = w.visit_time AND e.request_id < w.request_id);
    DROP INDEX desk_work_visit;
    ALTER TABLE desk_work DROP COLUMN visit_date;
    ALTER TABLE desk_work DROP COLUMN visit_time;
    ALTER TABLE desk_work DROP COLUMN visit_doctor;
  `;
}

/**
 * 290 on PostgreSQL: the same rule as SQLite's triggers, raised as a unique violation (23505) so the service reads it
 * as any other clash ("just taken").
 */
const POSTGRES_ONE_HOLDER = `
  CREATE FUNCTION visits_one_holder() RETURNS trigger LANGUAGE plpgsql AS $$
  BEGIN
    IF NEW.status IN ${HOLDING}
       AND (TG_OP = 'INSERT' OR OLD.status NOT IN ${HOLDING} OR OLD.doctor <> NEW.doctor OR OLD.starts_at <> NEW.starts_at)
       AND EXISTS (SELECT 1 FROM visits WHERE doctor = NEW.doctor AND starts_at = NEW.starts_at
                   AND status IN ${HOLDING} AND id <> NEW.id) THEN
      RAISE EXCEPTION 'visits_one_holder: % at % is held by another visit', NEW.doctor, NEW.starts_at
        USING ERRCODE = 'unique_violation';
    END IF;
    RETURN NEW;
  END $$;
  CREATE TRIGGER visits_one_holder BEFORE INSERT OR UPDATE ON visits FOR EACH ROW EXECUTE FUNCTION visits_one_holder();
`;

export const postgresDaySql: Record<number, string> = {
  ...Object.fromEntries(dayMigrations.map((migration) => [migration.version, migration.sql])),
  290: POSTGRES_ONE_HOLDER,
  295: legacyVisitsSql(
    `to_char((w.visit_date || ' ' || w.visit_time)::timestamp - interval '330 minutes', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`,
    `to_char((w.visit_date || ' ' || w.visit_time)::timestamp - interval '315 minutes', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`,
  ),
};
