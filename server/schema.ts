import { deskMigrations } from './desk/store/migrations';
import { postgresDeskSql } from './desk/store/postgres-desk-migrations';
import { dayMigrations, postgresDaySql } from './diary/store/day-migrations';
import { generationMigrations, postgresGenerationSql } from './diary/store/generation-migrations';
import { leaveMigrations, postgresLeaveSql } from './diary/store/leave-migrations';
import { diaryMigrations } from './diary/store/migrations';
import { postgresDiarySql } from './diary/store/postgres-diary-migrations';
import { migrations, type Schema } from './storage/migrations';
import { postgresSql } from './storage/postgres-migrations';
import { postgresQueueSql, queueMigrations } from './queue/migrations';

/**
 * The clinic's database: every feature's tables, each list owned by its feature and numbered in its own range (the
 * requests' 1 on, the desk's 100, the diary's 200, weekly leave's 310, the waiting room's 400). The one place that
 * names them all, so `storage/` (the SQL layer and its runner) imports no feature: a new feature adds its list here,
 * once for each backend.
 */
export const clinicSchema: Schema = {
  sqlite: [
    ...migrations,
    ...deskMigrations,
    ...diaryMigrations,
    ...dayMigrations,
    ...generationMigrations,
    ...leaveMigrations,
    ...queueMigrations,
  ],
  postgres: [
    { list: migrations, sql: postgresSql },
    { list: deskMigrations, sql: postgresDeskSql },
    { list: diaryMigrations, sql: postgresDiarySql },
    { list: dayMigrations, sql: postgresDaySql },
    { list: generationMigrations, sql: postgresGenerationSql },
    { list: leaveMigrations, sql: postgresLeaveSql },
    { list: queueMigrations, sql: postgresQueueSql },
  ],
};
