import { kolkataInstant } from '../../common/booking-dates';
import { afterEach, expect, it } from 'vitest';
import { diaryDoctor } from '../../server/diary/doctors';
import { DayStore } from '../../server/diary/store/day-store';
import type { Staff } from '../../server/desk/store/types';
import { queueNumbers } from '../../server/queue/queue-numbers';
import { QueueStore } from '../../server/queue/queue-store';
import type { RequestStore } from '../../server/storage/types';
import { forEachBackend, freshDatabase } from './backends';
import { signedInStaff } from './desk-helpers';
import { fixedClock, NOW, startTestServer } from './helpers';

/**
 * The owner's waiting room numbers on both backends, from a session played on a clock (Monday 23 November 2026, Dr.
 * Rao from 09:00): three walk-ins and a booked patient, three seen and one left; the waits 20, 35 and 50 minutes
 * (median 35, 90th percentile 50), three seen in the hour from the first call to the last seen. The owner's page shows
 * them; a receptionist is refused it (the desk's guard).
 */

const staff: Staff = {
  id: 'staff-rekha',
  name: 'Rekha',
  email: 'rekha@clinic.example',
  role: 'staff',
  createdAt: NOW.toISOString(),
  revokedAt: null,
};
const at = (time: string) => new Date(kolkataInstant('2026-11-23', time));
const opened: RequestStore[] = [];
afterEach(async () => {
  for (const store of opened.splice(0)) await store.close();
});

async function playSession(queue: QueueStore) {
  const walkIn = (name: string, time: string) =>
    queue.walkIn({ doctor: 'physician', name, phone: '98450 12345', reason: null, emergency: false }, staff, at(time));
  await walkIn('Arjun', '09:00');
  await walkIn('Bina', '09:05');
  const booked = await new DayStore(queue.db).book(
    {
      doctor: diaryDoctor('physician')!,
      start: kolkataInstant('2026-11-23', '10:00'),
      name: 'Kamala',
      phone: '98450 1',
    },
    staff,
    at('08:00'),
  );
  if (!booked.held) throw new Error('not booked');
  await queue.checkIn(booked.visit.id, { emergency: false, reason: null }, staff, at('09:10'));
  const chetan = await walkIn('Chetan', '09:12');
  await queue.callNext('physician', staff, at('09:20'));
  await queue.callNext('physician', staff, at('09:40'));
  if (chetan.joined) await queue.act(chetan.entry.id, 'left', staff, at('09:41'));
  const kamala = await queue.callNext('physician', staff, at('10:00'));
  await queue.act(kamala!.id, 'done', staff, at('10:20'));
}

forEachBackend('the waiting room numbers', (backend) => {
  it('counts walk-ins and bookings, seen and left, the median and 90th percentile wait, seen per hour', async () => {
    const store = await (await freshDatabase(backend)).open();
    opened.push(store);
    const queue = new QueueStore(store.db);
    await playSession(queue);
    expect(await queueNumbers(store.db, 14, at('10:30'))).toEqual([
      {
        date: '2026-11-23',
        doctor: 'Dr. Ananya Rao',
        from: '09:00',
        walkIns: 3,
        booked: 1,
        seen: 3,
        left: 1,
        medianWait: 35,
        p90Wait: 50,
        seenPerHour: 3,
      },
    ]);
    // Fourteen days on, the session is out of the window.
    expect(await queueNumbers(store.db, 14, new Date(at('10:30').getTime() + 14 * 86_400_000))).toEqual([]);
  });
});

it("shows the owner the session's row, and refuses a receptionist", async () => {
  const origin = 'http://localhost:4648';
  const server = await startTestServer({ siteUrl: origin }, { now: fixedClock });
  try {
    await playSession(new QueueStore(server.app.clinic.store.db));
    const owner = await signedInStaff(server, origin, {
      person: { name: 'Dr. Rao', email: 'rao@clinic.example', role: 'owner' },
    });
    const page = await server.app.inject({ url: '/desk/queue/numbers', headers: { cookie: owner.cookie } });
    expect(page.statusCode).toBe(200);
    const text = page.body.replace(/<[^>]+>/g, ' ').replace(/\s+/g, ' ');
    expect(text).toContain('Monday, 23 November 2026, 09:00, Dr. Ananya Rao 3 1 3 1 35 min 50 min 3');
    const receptionist = await signedInStaff(server, origin);
    const refused = await server.app.inject({ url: '/desk/queue/numbers', headers: { cookie: receptionist.cookie } });
    expect(refused.statusCode).toBe(403);
  } finally {
    await server.close();
  }
});
