import { afterAll, beforeAll, expect, it } from 'vitest';
import { forEachBackend, freshDatabase } from './backends';
import { signedInStaff } from './desk-helpers';
import { fixedClock, formA, NOW, startTestServer, urlencoded, type TestServer } from './helpers';
import { availableAt } from './visit-link-helpers';

/**
 * A visit holds its time until it is cancelled or over
 * (docs/decisions/0075-a-visit-holds-its-time-until-it-is-over.md): a future 11:30 visit marked "Arrived" at 09:30
 * (an early patient, a mis-tap) keeps 11:30 from the website, from a booking with that time, from the desk's
 * confirmation of another request at it, and from any write the code might forget. Both backends; the fixed clock,
 * Monday 23 November 2026, 09:30 in India.
 */

const ORIGIN = 'http://localhost:4631';
const TODAY = '2026-11-23';
const ELEVEN_THIRTY = new Date(`${TODAY}T11:30:00+05:30`).toISOString();

forEachBackend('a marked visit holds its time until it is over', (backend) => {
  let server: TestServer;
  let cookie: string;
  const post = (url: string, fields: Record<string, string>, headers: Record<string, string> = {}) =>
    server.app.inject({
      method: 'POST',
      url,
      headers: { 'content-type': 'application/x-www-form-urlencoded', origin: ORIGIN, cookie, ...headers },
      payload: urlencoded(fields),
    });
  const holders = () =>
    server.app.clinic.store.db.all<{ status: string }>(
      `SELECT status FROM visits WHERE doctor = 'physician' AND starts_at = ? AND status <> 'cancelled'`,
      [ELEVEN_THIRTY],
    );

  beforeAll(async () => {
    const database = await freshDatabase(backend);
    server = await startTestServer({ siteUrl: ORIGIN, ...database.settings }, { now: fixedClock });
    ({ cookie } = await signedInStaff(server, ORIGIN));
    const booked = await post('/desk/day/book', {
      doctor: 'physician',
      start: ELEVEN_THIRTY,
      date: TODAY,
      name: 'Ravi Kumar',
      phone: '98860 44321',
    });
    expect(booked.statusCode).toBe(303);
    const [visit] = await server.app.clinic.store.db.all<{ id: string }>('SELECT id FROM visits');
    const marked = await post(`/desk/day/visits/${visit!.id}/mark`, { mark: 'visited', date: TODAY });
    expect(marked.statusCode).toBe(303);
    expect(await holders()).toEqual([{ status: 'visited' }]);
  });
  afterAll(() => server.close());

  it('is not offered on the website', async () => {
    expect(await availableAt(server, TODAY)).not.toContain('11:30');
    expect(await availableAt(server, TODAY)).toContain('11:45');
  });

  it('refuses a booking with that time, storing nothing', async () => {
    const answer = await post('/api/appointments', formA({ booking_date: TODAY, booking_time: '11:30' }), {
      accept: 'application/json',
    });
    expect(answer.statusCode).toBe(422);
    expect(answer.json().errors.booking_time).toContain('just taken');
    expect(await holders()).toEqual([{ status: 'visited' }]);
  });

  it('refuses the desk’s confirmation of another request at that time', async () => {
    const sent = await post('/api/appointments', formA({ booking_date: TODAY }), { accept: 'application/json' });
    expect(sent.statusCode).toBe(201);
    const { ref } = (await server.app.clinic.store.db.get<{ ref: string }>(
      'SELECT ref FROM appointments WHERE id = ?',
      [sent.json().id],
    ))!;
    const confirm = await post(`/desk/requests/${ref}/confirm`, {
      date: TODAY,
      time: '11:30',
      doctor: 'Dr. Ananya Rao',
    });
    expect(confirm.statusCode).toBeGreaterThanOrEqual(400);
    expect(confirm.body).toContain('just taken');
    expect(await holders()).toEqual([{ status: 'visited' }]);
  });

  it('is kept by the database, whatever the code does', async () => {
    const insert = server.app.clinic.store.db.run(
      `INSERT INTO visits (id, doctor, starts_at, ends_at, status, request_id, created_at, updated_at)
       VALUES ('forced', 'physician', ?, ?, 'confirmed', NULL, ?, ?)`,
      [
        ELEVEN_THIRTY,
        new Date(Date.parse(ELEVEN_THIRTY) + 15 * 60_000).toISOString(),
        NOW.toISOString(),
        NOW.toISOString(),
      ],
    );
    await expect(insert).rejects.toThrow(/visits_one_holder/);
    expect(await holders()).toEqual([{ status: 'visited' }]);
  });
});
