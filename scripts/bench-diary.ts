import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { addDays, todayInKolkata, weekdayOf, kolkataInstant } from '../common/booking-dates';
import { diaryDoctor } from '../server/diary/doctors';
import { DiaryStore } from '../server/diary/store/diary-store';
import { openStore } from '../server/open-store';
import { startService, stopServices } from '../tooling/service-process';
import { createThrowawayDatabase } from '../tooling/throwaway-database';
import { postgresServer } from './bench-forms';
import { formatTable, load, WARM_UP_SECONDS, type LoadResult } from './bench-load';
import { commandCpuMicros } from './process-cpu';

/**
 * The diary's bar (docs/design.md, 'Bars': the free times of one doctor for 14 days, >= 1,000 requests/s with p99 <=
 * 20 ms on SQLite): GET /api/availability for Dr. Rao, today and 13 days on, on a service (`tsx server/main.ts`) whose
 * diary holds a week's leave, a closure, leave every week and 40 visits. With DATABASE_URL or TEST_DATABASE_URL the
 * same on PostgreSQL (a throwaway database). Asked as Chromium asks, accepting brotli.
 */

const BENCH = { staffId: null, staffName: 'npm run bench' };

async function seed(settings: { dataDir: string; databaseUrl?: string }): Promise<void> {
  const store = await openStore(settings);
  const diary = new DiaryStore(store.db);
  const doctor = diaryDoctor('physician')!;
  const now = new Date();
  const today = todayInKolkata(now);
  await diary.addLeave(
    { doctor: doctor.key, fromDate: addDays(today, 8), toDate: addDays(today, 10), fromTime: '11:00', untilTime: null },
    BENCH,
    now,
  );
  await diary.addClosure({ fromDate: addDays(today, 12), toDate: addDays(today, 12), reason: 'Festival' }, BENCH, now);
  // Away every week from 12:00 on the weekday three days from now, for good (docs/decisions/0080-leave-every-week.md).
  const weekly = { weekday: weekdayOf(addDays(today, 3)), fromDate: today, untilDate: null };
  await diary.addWeeklyLeave({ doctor: doctor.key, ...weekly, fromTime: '12:00', untilTime: null }, BENCH, now);
  for (let day = 1; day <= 7; day++)
    for (const time of ['09:00', '09:30', '10:00', '10:30', '11:00', '12:00'])
      await diary.hold({
        doctor,
        start: kolkataInstant(addDays(today, day), time),
        status: 'confirmed',
        requestId: null,
        now,
      });
  await store.close();
}

export async function benchDiary(seconds = 10, connections = 50): Promise<{ table: string; pass: boolean }> {
  const results: LoadResult[] = [];
  const server = postgresServer();
  const postgres = server ? await createThrowawayDatabase(server, 'clinic_bench_diary') : null;
  try {
    const lanes: Array<[string, { dataDir: string; databaseUrl?: string }]> = [
      ['SQLite', { dataDir: mkdtempSync(path.join(os.tmpdir(), 'clinic-bench-diary-')) }],
    ];
    if (postgres) lanes.push(['PostgreSQL', { dataDir: os.tmpdir(), databaseUrl: postgres.url }]);
    for (const [name, settings] of lanes) {
      await seed(settings);
      const service = await startService({
        DATA_DIR: settings.dataDir,
        DATABASE_URL: settings.databaseUrl ?? '',
        BUILD_DIR: path.join(settings.dataDir, 'no-build'),
      });
      const from = todayInKolkata();
      const url = `http://127.0.0.1:${service.port}/api/availability?doctor=dr-ananya-rao&from=${from}&to=${addDays(from, 13)}`;
      const target = {
        name: `GET /api/availability, 14 days, ${name}`,
        url,
        method: 'GET' as const,
        headers: { 'accept-encoding': 'gzip, deflate, br, zstd' }, // as Chromium asks
        processGroup: service.child.pid,
        ...(settings.databaseUrl ? { databaseCpu: () => commandCpuMicros('postgres') } : {}),
      };
      await load(target, WARM_UP_SECONDS, connections);
      results.push(await load(target, seconds, connections));
      stopServices();
    }
  } finally {
    stopServices();
    await postgres?.drop();
  }
  const sqlite = results[0]!;
  const pass = sqlite.rps >= 1000 && sqlite.p99 <= 20 && sqlite.failed === 0;
  return { table: formatTable(results), pass };
}
