import type { Migration } from '../../storage/migrations';

/**
 * Leave every week (docs/decisions/0080-leave-every-week.md): a doctor away on one weekday, from a date, until a date
 * or for good, the same hours each time, entered once. Its own table beside doctor_leave, whose one range per entry it
 * does not fit (an end date it may lack, hours that repeat); both are read as leave by one function
 * (server/diary/store/diary-reads.ts). A change raises the diary's generation like the other diary tables'
 * (generation-migrations.ts). Numbered 310, after the generation's 270, in the same schema_migrations table.
 */

const WEEKDAY_CHECK = `weekday IN ('sunday', 'monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday')`;

const CREATE_TABLE = `
  CREATE TABLE doctor_weekly_leave (
    id         TEXT PRIMARY KEY,
    doctor     TEXT NOT NULL,
    weekday    TEXT NOT NULL CHECK (${WEEKDAY_CHECK}),
    from_date  TEXT NOT NULL,
    until_date TEXT CHECK (until_date >= from_date),
    from_time  TEXT,
    until_time TEXT,
    created_at TEXT NOT NULL,
    created_by TEXT NOT NULL
  );
  CREATE INDEX doctor_weekly_leave_doctor ON doctor_weekly_leave (doctor, until_date);`;

export const leaveMigrations: Migration[] = [
  {
    version: 310,
    name: 'diary: a doctor away on one weekday every week',
    sql: `${CREATE_TABLE}
${['INSERT', 'UPDATE', 'DELETE']
  .map(
    (event) =>
      `  CREATE TRIGGER doctor_weekly_leave_${event.toLowerCase()}_generation AFTER ${event} ON doctor_weekly_leave BEGIN
    UPDATE diary_generation SET n = n + 1 WHERE id = 1;
  END;`,
  )
  .join('\n')}`,
  },
];

export const postgresLeaveSql: Record<number, string> = {
  310: `${CREATE_TABLE}
  CREATE CONSTRAINT TRIGGER doctor_weekly_leave_generation AFTER INSERT OR UPDATE OR DELETE ON doctor_weekly_leave
    DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION diary_generation_raise();`,
};
