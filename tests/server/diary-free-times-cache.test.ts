import { kolkataInstant } from '../../common/booking-dates';
import { afterEach, expect, it } from 'vitest';
import { diaryDoctor } from '../../server/diary/doctors';
import { diaryGeneration, FreeTimesCache } from '../../server/diary/free-times-cache';
import { DiaryStore } from '../../server/diary/store/diary-store';
import type { RequestStore } from '../../server/storage/types';
import { forEachBackend, freshDatabase } from './backends';
import { NOW, startTestServer, type TestServer } from './helpers';

/**
 * The service keeps its availability answers while the diary's generation stands
 * (server/diary/free-times-cache.ts): whatever another instance or tool commits to visits, leave or closures is seen
 * by the very next answer, also when written in parallel with the asking, and the clock is honoured to the
 * millisecond. The fixed clock is Monday 23 November 2026, 09:30 in Kolkata.
 */

const RECEPTION = { staffId: null, staffName: 'Reception' };
const RAO = diaryDoctor('physician')!;
const WEEK = 'doctor=dr-ananya-rao&from=2026-11-23&to=2026-11-27';
const servers: TestServer[] = [];
const stores: RequestStore[] = [];
afterEach(async () => {
  for (const server of servers.splice(0)) await server.close();
  for (const store of stores.splice(0)) await store.close();
});

type Answer = { times: Array<{ date: string; time: string }> };

async function start(backend: 'sqlite' | 'postgres', clock: () => Date = () => NOW) {
  const database = await freshDatabase(backend);
  const server = await startTestServer(database.settings, { now: clock });
  servers.push(server);
  // Another instance (PostgreSQL) or another process's connection (SQLite, as the CLI's) writes the diary.
  const other = await database.open();
  stores.push(other);
  const ask = async (query = WEEK) => {
    const response = await server.app.inject({ method: 'GET', url: `/api/availability?${query}` });
    expect(response.statusCode).toBe(200);
    const body = response.json() as Answer;
    return body.times.map((t) => `${t.date} ${t.time}`);
  };
  return { ask, other, diary: new DiaryStore(other.db) };
}

const hold = (diary: DiaryStore, date: string, time: string) =>
  diary.hold({ doctor: RAO, start: kolkataInstant(date, time), status: 'confirmed', requestId: null, now: NOW });

forEachBackend('availability kept between changes of the diary', (backend) => {
  it('never offers a time another instance held, gave leave for or closed, nor keeps one it freed', async () => {
    const { ask, other, diary } = await start(backend);
    const before = await ask();
    expect(before).toContain('2026-11-24 09:00');
    expect(await ask()).toEqual(before);

    const held = await hold(diary, '2026-11-24', '09:00');
    expect(held.held).toBe(true);
    expect(await ask()).not.toContain('2026-11-24 09:00');

    await diary.addLeave(
      { doctor: 'physician', fromDate: '2026-11-25', toDate: '2026-11-25', fromTime: null, untilTime: null },
      RECEPTION,
      NOW,
    );
    expect((await ask()).filter((time) => time.startsWith('2026-11-25'))).toEqual([]);

    await diary.addClosure({ fromDate: '2026-11-26', toDate: '2026-11-26', reason: 'Diwali' }, RECEPTION, NOW);
    expect((await ask()).filter((time) => time.startsWith('2026-11-26'))).toEqual([]);

    // A cancelled visit frees its time, however the row was changed.
    await other.db.run(`UPDATE visits SET status = 'cancelled' WHERE starts_at = ?`, ['2026-11-24T03:30:00.000Z']);
    expect(await ask()).toContain('2026-11-24 09:00');
    const { leave, closures } = await diary.upcomingRanges('2026-11-23');
    await diary.removeRange('leave', leave[0]!.id, RECEPTION, NOW);
    await diary.removeRange('closure', closures[0]!.id, RECEPTION, NOW);
    expect(await ask()).toEqual(before);
  });

  it('sees every hold committed while answers were being asked for in parallel', async () => {
    const { ask, diary } = await start(backend);
    const times = ['09:00', '09:15', '09:30', '09:45', '10:00', '10:15', '10:30', '10:45', '11:00', '11:15'];
    await Promise.all([...times.map((time) => hold(diary, '2026-11-24', time)), ...times.map(() => ask())]);
    const after = await ask();
    for (const time of times) expect(after).not.toContain(`2026-11-24 ${time}`);
    expect(after).toContain('2026-11-24 11:30');
  });

  it('raises the generation with each committed change, and only then', async () => {
    const { other, diary } = await start(backend);
    const first = await diaryGeneration(other.db);
    await hold(diary, '2026-11-24', '09:00');
    const afterHold = await diaryGeneration(other.db);
    expect(afterHold).toBeGreaterThan(first);
    await other.db
      .tx(async (sql) => {
        await sql.run(`UPDATE visits SET status = 'cancelled'`);
        throw new Error('rolled back');
      })
      .catch(() => undefined);
    expect(await diaryGeneration(other.db)).toBe(afterHold);
  });

  it('honours the clock to the millisecond: a time two hours away is not offered once that moment passed', async () => {
    let now = NOW;
    const { ask } = await start(backend, () => now);
    const today = 'doctor=dr-ananya-rao&from=2026-11-23&to=2026-11-23';
    expect((await ask(today))[0]).toBe('2026-11-23 11:30');
    now = new Date(NOW.getTime() + 1);
    expect((await ask(today))[0]).toBe('2026-11-23 11:45');
    now = new Date(NOW.getTime() + 60_000);
    expect((await ask(today))[0]).toBe('2026-11-23 11:45');
    now = new Date(NOW.getTime() + 15 * 60_000 + 1);
    expect((await ask(today))[0]).toBe('2026-11-23 12:00');
  });
});

it('keeps one-day answers apart from ranges: varied ranges cannot flush them, and a range in use stays', async () => {
  // The diary's generation stands still; only the questions vary.
  const sql = { get: async () => ({ n: 1 }) } as unknown as ConstructorParameters<typeof FreeTimesCache>[0];
  const cache = new FreeTimesCache(sql, 50);
  let computed = 0;
  const compute = async () => JSON.stringify({ computed: ++computed });
  const ask = (key: string, oneDay = false) => cache.answer({ key, minute: 1, oneDay }, compute);
  await ask('physician 2026-11-24 2026-11-24', true);
  await ask('physician 2026-11-24 2026-12-07');
  for (let i = 0; i < 500; i++) {
    await ask(`physician 2026-11-24 2026-12-${String((i % 28) + 1).padStart(2, '0')} ${i}`);
    if (i % 10 === 0) await ask('physician 2026-11-24 2026-12-07'); // a patient's range, asked again and again
  }
  const before = computed;
  await ask('physician 2026-11-24 2026-11-24', true);
  await ask('physician 2026-11-24 2026-12-07');
  expect(computed).toBe(before);
  // A new minute starts afresh.
  await cache.answer({ key: 'physician 2026-11-24 2026-11-24', minute: 2, oneDay: true }, compute);
  expect(computed).toBe(before + 1);
});
