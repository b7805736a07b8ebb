import { kolkataInstant } from '../../common/booking-dates';
import { afterEach, expect, it } from 'vitest';
import { diaryDoctor } from '../../server/diary/doctors';
import { DayStore } from '../../server/diary/store/day-store';
import { DiaryStore } from '../../server/diary/store/diary-store';
import { weeklyNumbers } from '../../server/diary/numbers/weekly-numbers';
import type { Staff } from '../../server/desk/store/types';
import { QueueStore } from '../../server/queue/queue-store';
import { deleteExpiredRows } from '../../server/storage/erase';
import type { RequestStore } from '../../server/storage/types';
import { forEachBackend, freshDatabase } from './backends';
import { NOW } from './helpers';

/**
 * The waiting room's queue on real SQLite and real PostgreSQL, on a fixed clock (Monday 23 November 2026, 09:30 in
 * Kolkata; Dr. Rao consults 09:00-13:00, Dr. Menon 13:00-16:00): tokens taken at once by parallel walk-ins through two
 * connections are 1 to n, each once; a booked patient checks in and goes in at their time, walk-ins fill the gaps, an
 * emergency goes first; moves with a reason; call next, skip, recall, done and left, each logged; what is refused.
 */

const physician = diaryDoctor('dr-ananya-rao')!;
const staff: Staff = {
  id: 'staff-rekha',
  name: 'Rekha',
  email: 'rekha@clinic.example',
  role: 'staff',
  createdAt: NOW.toISOString(),
  revokedAt: null,
};
const MONDAY = '2026-11-23';
const at = (time: string) => new Date(kolkataInstant(MONDAY, time));
const walkIn = (name: string, extra: { emergency?: boolean; reason?: string } = {}) => ({
  doctor: 'physician',
  name,
  phone: '98450 12345',
  reason: extra.reason ?? null,
  emergency: extra.emergency ?? false,
});

const opened: RequestStore[] = [];
afterEach(async () => {
  for (const store of opened.splice(0)) await store.close();
});

async function openQueues(backend: 'sqlite' | 'postgres', count = 1) {
  const database = await freshDatabase(backend);
  const queues: QueueStore[] = [];
  for (let i = 0; i < count; i++) {
    const store = await database.open();
    opened.push(store);
    queues.push(new QueueStore(store.db));
  }
  return queues;
}

const line = async (queue: QueueStore) =>
  (await queue.day('physician', MONDAY)).map((entry) => [entry.token, entry.name, entry.state]);
const log = (queue: QueueStore) =>
  queue.db.all<{ action: string; staff_name: string; detail: string }>(
    "SELECT action, staff_name, detail FROM desk_audit WHERE action LIKE 'queue:%' ORDER BY id",
  );

async function bookedAt(queue: QueueStore, time: string, name: string): Promise<string> {
  const booked = await new DayStore(queue.db).book(
    { doctor: physician, start: kolkataInstant(MONDAY, time), name, phone: '98450 55555' },
    staff,
    at('08:00'),
  );
  if (!booked.held) throw new Error(`could not book ${time}`);
  return booked.visit.id;
}

forEachBackend('the waiting room queue', (backend) => {
  it('gives 40 walk-ins arriving at once through two connections the tokens 1 to 40, each once', async () => {
    const queues = await openQueues(backend, 2);
    const results = await Promise.all(
      Array.from({ length: 40 }, (_, i) => queues[i % 2]!.walkIn(walkIn(`Patient ${i}`), staff, NOW)),
    );
    const tokens = results.map((result) => (result.joined ? result.entry.token : 0));
    expect([...tokens].sort((a, b) => a - b)).toEqual(Array.from({ length: 40 }, (_, i) => i + 1));
    const stored = await queues[0]!.day('physician', MONDAY);
    expect(stored.map((entry) => entry.token)).toEqual(Array.from({ length: 40 }, (_, i) => i + 1));
    const visits = await queues[0]!.db.all<{ status: string; patient_name: string }>(
      'SELECT status, patient_name FROM visits',
    );
    expect(visits).toHaveLength(40);
    expect(new Set(visits.map((visit) => visit.status))).toEqual(new Set(['visited']));
    expect(await log(queues[0]!)).toHaveLength(40);
  });

  it('checks a booked patient in at their time, walk-ins fill the gaps, an emergency goes first', async () => {
    const [queue] = await openQueues(backend);
    const visitId = await bookedAt(queue!, '10:00', 'Kamala Devi');
    await queue!.walkIn(walkIn('Arjun'), staff, at('09:20'));
    const checkedIn = await queue!.checkIn(visitId, { emergency: false, reason: null }, staff, at('09:25'));
    expect(checkedIn.joined && checkedIn.entry.token).toBe(2);
    await queue!.walkIn(walkIn('Bina'), staff, at('09:40'));
    await queue!.walkIn(walkIn('Chetan'), staff, at('10:05'));
    await queue!.walkIn(walkIn('Divya', { emergency: true, reason: 'chest pain' }), staff, at('10:06'));
    expect(await line(queue!)).toEqual([
      [5, 'Divya', 'waiting'],
      [1, 'Arjun', 'waiting'],
      [3, 'Bina', 'waiting'],
      [2, 'Kamala Devi', 'waiting'],
      [4, 'Chetan', 'waiting'],
    ]);
    // The check-in marks the visit arrived, as the day view's mark does; a second check-in is the same token.
    expect(await queue!.db.get('SELECT status FROM visits WHERE id = ?', [visitId])).toEqual({ status: 'visited' });
    const again = await queue!.checkIn(visitId, { emergency: false, reason: null }, staff, at('09:26'));
    expect(again).toMatchObject({
      joined: true,
      entry: { token: 2, pageKey: checkedIn.joined && checkedIn.entry.pageKey },
    });
    // Walk-ins are not times of the day view's grid: its 10:00 is Kamala Devi's, arrived.
    const day = await new DayStore(queue!.db).day(MONDAY, at('10:10'));
    const held = day[0]!.slots.filter((slot) => slot.visit).map((slot) => [slot.time, slot.visit!.name]);
    expect(held).toEqual([['10:00', 'Kamala Devi']]);
    // Nor are they bookings in the owner's weekly numbers: one visit booked, arrived.
    const [week] = (await weeklyNumbers(queue!.db, 1, at('10:10'))).slice(-1);
    expect(week).toMatchObject({ booked: 1, confirmed: 1, visited: 1 });
  });

  it('refuses a check-in of another day, of a time not confirmed, and a walk-in after the last session', async () => {
    const [queue] = await openQueues(backend);
    const tomorrow = await new DayStore(queue!.db).book(
      { doctor: physician, start: kolkataInstant('2026-11-24', '10:00'), name: 'Ravi', phone: '98450 11111' },
      staff,
      NOW,
    );
    if (!tomorrow.held) throw new Error('not booked');
    expect(await queue!.checkIn(tomorrow.visit.id, { emergency: false, reason: null }, staff, NOW)).toEqual({
      joined: false,
      problem: 'notToday',
    });
    const picked = await new DiaryStore(queue!.db).hold({
      doctor: physician,
      start: kolkataInstant(MONDAY, '12:00'),
      status: 'held',
      requestId: null,
      now: NOW,
    });
    if (!picked.held) throw new Error('not held');
    expect(await queue!.checkIn(picked.visit.id, { emergency: false, reason: null }, staff, NOW)).toEqual({
      joined: false,
      problem: 'notConfirmed',
    });
    expect(await queue!.checkIn('no-such-visit', { emergency: false, reason: null }, staff, NOW)).toEqual({
      joined: false,
      problem: 'gone',
    });
    expect(await queue!.walkIn(walkIn('Late'), staff, at('13:00'))).toEqual({ joined: false, problem: 'noSession' });
    // Dr. Menon's session starts at 13:00: a patient at 12:00 takes its first token.
    const early = await queue!.walkIn({ ...walkIn('Early'), doctor: 'pharmacologist' }, staff, at('12:00'));
    expect(early).toMatchObject({ joined: true, entry: { token: 1, sessionFrom: '13:00' } });
    expect(await line(queue!)).toEqual([]);
  });

  it('moves a patient up or down with a reason, and refuses a move without one or past the end', async () => {
    const [queue] = await openQueues(backend);
    for (const [name, time] of [
      ['Arjun', '09:10'],
      ['Bina', '09:11'],
      ['Chetan', '09:12'],
    ] as const)
      await queue!.walkIn(walkIn(name), staff, at(time));
    const [, , chetan] = await queue!.day('physician', MONDAY);
    expect(await queue!.move(chetan!.id, 'up', '  ', staff, NOW)).toBe('reason');
    expect(await queue!.move(chetan!.id, 'down', 'needs a wheelchair', staff, NOW)).toBe('edge');
    expect(await queue!.move(chetan!.id, 'up', 'elderly, unwell', staff, NOW)).toBe('done');
    expect(await line(queue!)).toEqual([
      [1, 'Arjun', 'waiting'],
      [3, 'Chetan', 'waiting'],
      [2, 'Bina', 'waiting'],
    ]);
    expect((await log(queue!)).at(-1)).toEqual({
      action: 'queue: moved up',
      staff_name: 'Rekha',
      detail: 'Dr. Ananya Rao, 2026-11-23 09:00, token 3: elderly, unwell',
    });
  });

  it('calls next, skips, recalls, ends and lets a patient leave, one patient with the doctor at a time', async () => {
    const [queue] = await openQueues(backend);
    for (const name of ['Arjun', 'Bina', 'Chetan']) await queue!.walkIn(walkIn(name), staff, at('09:10'));
    const [arjun, bina, chetan] = await queue!.day('physician', MONDAY);
    expect((await queue!.callNext('physician', staff, at('09:15')))?.token).toBe(1);
    expect(await queue!.act(arjun!.id, 'skip', staff, at('09:16'))).toBe('done');
    expect((await queue!.callNext('physician', staff, at('09:16')))?.token).toBe(2);
    expect(await queue!.act(arjun!.id, 'recall', staff, at('09:30'))).toBe('done');
    expect(await line(queue!)).toEqual([
      [1, 'Arjun', 'called'],
      [2, 'Bina', 'done'],
      [3, 'Chetan', 'waiting'],
    ]);
    expect(await queue!.act(chetan!.id, 'left', staff, at('09:40'))).toBe('done');
    expect(await queue!.act(bina!.id, 'recall', staff, at('09:41'))).toBe('notAllowed');
    expect(await queue!.act(arjun!.id, 'done', staff, at('09:45'))).toBe('done');
    expect(await queue!.callNext('physician', staff, at('09:46'))).toBeNull();
    expect(await line(queue!)).toEqual([
      [1, 'Arjun', 'done'],
      [2, 'Bina', 'done'],
      [3, 'Chetan', 'left'],
    ]);
    expect((await log(queue!)).slice(3).map((row) => row.action)).toEqual([
      'queue: called',
      'queue: skipped',
      'queue: called',
      'queue: seen',
      'queue: recalled',
      'queue: left without being seen',
      'queue: seen',
    ]);
    // Whatever the code does, the database keeps one patient called per doctor.
    await queue!.db.run("UPDATE queue_tokens SET state = 'called' WHERE id = ?", [bina!.id]);
    const second = await queue!.db
      .run("UPDATE queue_tokens SET state = 'called' WHERE id = ?", [chetan!.id])
      .catch((error: unknown) => error);
    expect(queue!.db.dialect.isUniqueViolation(second)).toBe(true);
  });

  it("lets retention take a walk-in with their token and reason, as it takes the desk's other visits", async () => {
    const [queue] = await openQueues(backend);
    await queue!.walkIn(walkIn('Arjun', { reason: 'fever for three days' }), staff, NOW);
    await deleteExpiredRows(queue!.db, '2026-11-23T00:00:00.000Z', NOW.toISOString());
    expect(await line(queue!)).toHaveLength(1);
    await deleteExpiredRows(queue!.db, '2027-05-30T00:00:00.000Z', '2027-05-30T00:00:00.000Z');
    expect(await line(queue!)).toEqual([]);
    expect(await queue!.db.all('SELECT id FROM visits')).toEqual([]);
  });
});
