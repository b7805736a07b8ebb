import { kolkataDateTime, kolkataInstant } from '../../common/booking-dates';
import { afterEach, expect, it } from 'vitest';
import { diaryDoctor } from '../../server/diary/doctors';
import { DiaryStore } from '../../server/diary/store/diary-store';
import type { RequestStore } from '../../server/storage/types';
import { forEachBackend, freshDatabase } from './backends';
import { NOW } from './helpers';

/**
 * A time is held once, whatever comes at it at the same moment: 50 parallel holds of one slot give one visit and 49
 * "just taken" answers with the nearest free times; a visit of another length cannot overlap one held; a closure
 * refuses its dates with the clinic's reason. Real SQLite and real PostgreSQL; a fixed clock (Monday 23 November 2026,
 * 09:30 in Kolkata).
 */

const RECEPTION = { staffId: null, staffName: 'Reception' };
const physician = diaryDoctor('dr-ananya-rao')!;
const pharmacologist = diaryDoctor('dr-vikram-menon')!;
// Tuesday 24 November 2026: Dr. Rao consults 09:00-13:00 in 15-minute slots, Dr. Menon 09:00-12:00 in 20-minute ones.
const TUESDAY = '2026-11-24';

const opened: RequestStore[] = [];
afterEach(async () => {
  for (const store of opened.splice(0)) await store.close();
});

async function openDiary(backend: 'sqlite' | 'postgres', stores = 1) {
  const database = await freshDatabase(backend);
  const diaries: DiaryStore[] = [];
  for (let i = 0; i < stores; i++) {
    const store = await database.open();
    opened.push(store);
    diaries.push(new DiaryStore(store.db));
  }
  return diaries;
}

const liveVisits = (diary: DiaryStore) =>
  diary.db.all<{ doctor: string; starts_at: string }>(
    "SELECT doctor, starts_at FROM visits WHERE status IN ('held', 'confirmed') ORDER BY starts_at",
  );

forEachBackend('holding a time', (backend) => {
  it('holds one slot once out of 50 parallel attempts; the others are told it was just taken, with alternatives', async () => {
    const [diary] = await openDiary(backend);
    const start = kolkataInstant(TUESDAY, '10:00');
    const results = await Promise.all(
      Array.from({ length: 50 }, () =>
        diary!.hold({ doctor: physician, start, status: 'held', requestId: null, now: NOW }),
      ),
    );
    expect(results.filter((result) => result.held)).toHaveLength(1);
    const refused = results.flatMap((result) => (result.held ? [] : [result.refusal]));
    expect(refused).toHaveLength(49);
    for (const refusal of refused) {
      expect(refusal.reason).toBe('taken');
      expect(refusal.message).toBe('That time was just taken by another patient. Please choose another time.');
      expect(refusal.alternatives.map((span) => kolkataDateTime(span.start).time)).toEqual(['09:30', '09:45', '10:15']);
    }
    expect(await liveVisits(diary!)).toEqual([{ doctor: 'physician', starts_at: '2026-11-24T04:30:00.000Z' }]);
    const free = await diary!.freeTimes(physician, TUESDAY, TUESDAY, NOW);
    expect(free.some((span) => span.start === start)).toBe(false);
    expect(free).toHaveLength(15);
  });

  it('lets the unique index refuse a second live visit at one start, whatever the code does', async () => {
    const [diary] = await openDiary(backend);
    const insert = (id: string, status: string) =>
      diary!.db.run(
        `INSERT INTO visits (id, doctor, starts_at, ends_at, status, request_id, created_at, updated_at)
         VALUES (?, 'physician', '2026-11-24T04:30:00.000Z', '2026-11-24T04:45:00.000Z', ?, NULL, ?, ?)`,
        [id, status, NOW.toISOString(), NOW.toISOString()],
      );
    await insert('a', 'cancelled');
    await insert('b', 'confirmed');
    const error = await insert('c', 'held').catch((caught: unknown) => caught);
    expect(diary!.db.dialect.isUniqueViolation(error)).toBe(true);
    expect(await liveVisits(diary!)).toHaveLength(1);
  });

  it('refuses a time that overlaps a held visit of another length, and one outside the slots', async () => {
    const [diary] = await openDiary(backend);
    // Dr. Menon's 20-minute slots: 09:00, 09:20, 09:40 ... A visit of another length, 09:10-09:30 (a walk-in).
    await diary!.db.run(
      `INSERT INTO visits (id, doctor, starts_at, ends_at, status, request_id, created_at, updated_at)
       VALUES ('walk-in', 'pharmacologist', ?, ?, 'confirmed', NULL, ?, ?)`,
      [
        new Date(kolkataInstant(TUESDAY, '09:10')).toISOString(),
        new Date(kolkataInstant(TUESDAY, '09:30')).toISOString(),
        NOW.toISOString(),
        NOW.toISOString(),
      ],
    );
    for (const time of ['09:00', '09:20']) {
      const result = await diary!.hold({
        doctor: pharmacologist,
        start: kolkataInstant(TUESDAY, time),
        status: 'held',
        requestId: null,
        now: NOW,
      });
      expect(result.held ? 'held' : result.refusal.reason).toBe('taken');
    }
    const offGrid = await diary!.hold({
      doctor: pharmacologist,
      start: kolkataInstant(TUESDAY, '09:50'),
      status: 'held',
      requestId: null,
      now: NOW,
    });
    expect(offGrid.held ? 'held' : offGrid.refusal.reason).toBe('not offered');
    const past = await diary!.hold({
      doctor: physician,
      start: kolkataInstant('2026-11-23', '10:00'),
      status: 'held',
      requestId: null,
      now: NOW,
    });
    expect(past.held ? 'held' : past.refusal.message).toBe(
      'That time is not one of the free times of the doctor. Please choose one of the times offered.',
    );
    expect(await liveVisits(diary!)).toHaveLength(1);
  });

  it('refuses a closed date with the reason in the clinic’s words, and a doctor’s leave by name', async () => {
    const [diary] = await openDiary(backend);
    await diary!.addClosure({ fromDate: TUESDAY, toDate: TUESDAY, reason: 'Diwali' }, RECEPTION, NOW);
    const closed = await diary!.hold({
      doctor: physician,
      start: kolkataInstant(TUESDAY, '10:00'),
      status: 'held',
      requestId: null,
      now: NOW,
    });
    expect(closed.held ? 'held' : closed.refusal.message).toBe(
      'The clinic is closed on that date: Diwali. Please choose another date.',
    );
    if (!closed.held) expect(kolkataDateTime(closed.refusal.alternatives[0]!.start).date).toBe('2026-11-25');
    await diary!.addLeave(
      { doctor: 'physician', fromDate: '2026-11-25', toDate: '2026-11-25', fromTime: '11:00', untilTime: null },
      RECEPTION,
      NOW,
    );
    const away = await diary!.hold({
      doctor: physician,
      start: kolkataInstant('2026-11-25', '11:30'),
      status: 'held',
      requestId: null,
      now: NOW,
    });
    expect(away.held ? 'held' : away.refusal.message).toBe(
      'Dr. Ananya Rao is away on that date. Please choose another date or doctor.',
    );
    const morning = await diary!.hold({
      doctor: physician,
      start: kolkataInstant('2026-11-25', '10:45'),
      status: 'held',
      requestId: null,
      now: NOW,
    });
    expect(morning.held).toBe(true);
    expect(await liveVisits(diary!)).toHaveLength(1);
  });
});

forEachBackend('two stores on one database', (backend) => {
  it('holds one slot once when 50 attempts come through two connections (pools) at once', async () => {
    const diaries = await openDiary(backend, 2);
    const start = kolkataInstant(TUESDAY, '11:00');
    const results = await Promise.all(
      Array.from({ length: 50 }, (_, i) =>
        diaries[i % 2]!.hold({ doctor: physician, start, status: 'held', requestId: null, now: NOW }),
      ),
    );
    expect(results.filter((result) => result.held)).toHaveLength(1);
    expect(results.filter((result) => !result.held && result.refusal.reason === 'taken')).toHaveLength(49);
    expect(await liveVisits(diaries[0]!)).toHaveLength(1);
  });
});
