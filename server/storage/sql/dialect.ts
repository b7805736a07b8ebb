import type { Dialect } from './database';

/** The dialects of the two databases; their interface, Dialect, is the SQL layer's (database.ts). */
export type { Dialect } from './database';

const errorCode = (error: unknown) => (error as { code?: unknown } | null)?.code;

const RECORD_JOB_RUN_SQL =
  'INSERT INTO job_runs (job, last_run_at) VALUES (?, ?) ON CONFLICT (job) DO UPDATE SET last_run_at = excluded.last_run_at';

const PERSONAL_TABLES = [
  'appointments',
  'messages',
  'subscriptions',
  'outbox',
  'withdrawal_tokens',
  'booking_confirmations',
  'acknowledgments_sent',
  'whatsapp_outbox',
  'whatsapp_replies',
];

export const sqlite: Dialect = {
  name: 'sqlite',
  sameEmail: (column) => `${column} = ? COLLATE NOCASE`,
  subscriptionEmailKey: '(email)',
  notAmong: (column) => `lower(${column}) NOT IN (SELECT value FROM json_each(?))`,
  heldList: (addresses) => JSON.stringify(addresses),
  skipLocked: '',
  forUpdate: '',
  lockKey: async () => undefined,
  async runScheduled(db, job, now, _periodMs, task) {
    await db.run(RECORD_JOB_RUN_SQL, [job, now]);
    return task();
  },
  async cleanUpAfterErase(db) {
    await db.get('PRAGMA wal_checkpoint(TRUNCATE)');
  },
  storedOrder: 'rowid',
  textBefore: (column, separator) => `substr(${column}, 1, instr(${column}, '${separator}') - 1)`,
  zeroBytes: 'zeroblob(?)',
  // The diary's trigger of one holder per time (migration 290) is a uniqueness rule too.
  isUniqueViolation: (error) =>
    errorCode(error) === 'SQLITE_CONSTRAINT_UNIQUE' ||
    errorCode(error) === 'SQLITE_CONSTRAINT_PRIMARYKEY' ||
    (errorCode(error) === 'SQLITE_CONSTRAINT_TRIGGER' && /visits_one_holder/.test((error as Error).message)),
};

export const postgres: Dialect = {
  name: 'postgres',
  sameEmail: (column) => `lower(${column}) = lower(?)`,
  subscriptionEmailKey: '((lower(email)))',
  notAmong: (column) => `lower(${column}) <> ALL (?::text[])`,
  heldList: (addresses) => addresses,
  skipLocked: ' FOR UPDATE SKIP LOCKED',
  forUpdate: ' FOR UPDATE',
  async lockKey(sql, key) {
    await sql.get('SELECT pg_advisory_xact_lock(hashtext(?))', [key]);
  },
  runScheduled: (db, job, now, periodMs, task) =>
    db.session(async (sql) => {
      const key = `clinic:${job}`;
      const lock = await sql.get<{ locked: boolean }>('SELECT pg_try_advisory_lock(hashtext(?)) AS locked', [key]);
      if (!lock?.locked) return null;
      try {
        const since = new Date(Date.parse(now) - periodMs).toISOString();
        // A run recorded after `now` (the clock was set back, or an instance's clock runs ahead) is not a recent run:
        // it would otherwise stop the job until the clock catches up.
        const recent = 'SELECT 1 FROM job_runs WHERE job = ? AND last_run_at > ? AND last_run_at <= ?';
        if (await sql.get(recent, [job, since, now])) return null;
        const result = await task();
        await sql.run(RECORD_JOB_RUN_SQL, [job, now]);
        return result;
      } finally {
        await sql.get('SELECT pg_advisory_unlock(hashtext(?))', [key]);
      }
    }),
  async cleanUpAfterErase(db) {
    await db.run(`VACUUM ${PERSONAL_TABLES.join(', ')}`);
  },
  storedOrder: 'id',
  textBefore: (column, separator) => `split_part(${column}, '${separator}', 1)`,
  zeroBytes: `decode(repeat('00', CAST(? AS integer)), 'hex')`,
  isUniqueViolation: (error) => errorCode(error) === '23505',
};
