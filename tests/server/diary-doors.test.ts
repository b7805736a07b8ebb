import { afterEach, expect, it } from 'vitest';
import { changeWork, findRequest } from '../../server/desk/store/desk-work';
import { forEachBackend, freshDatabase } from './backends';
import { FORM_HEADERS, formA, NOW, startTestServer, urlencoded, type TestServer } from './helpers';
import { availableAt } from './visit-link-helpers';

/**
 * The diary's doors under abuse (docs/decisions/0059-the-diarys-doors-under-abuse.md): one request holds one time,
 * however many picks race for it; a request the patient cancelled or the clinic declined takes none. Both backends;
 * the fixed clock (Monday 23 November 2026, 09:30 IST).
 */

const TUESDAY = '2026-11-24';
const servers: TestServer[] = [];
afterEach(async () => {
  for (const server of servers.splice(0)) await server.close();
});

async function start(backend: 'sqlite' | 'postgres') {
  const database = await freshDatabase(backend);
  const server = await startTestServer(database.settings, { confirmation: 'review' });
  servers.push(server);
  const db = server.app.clinic.store.db;
  const post = (url: string, fields: Record<string, string>) =>
    server.app.inject({ method: 'POST', url, headers: FORM_HEADERS, payload: urlencoded(fields) });
  const liveVisits = () =>
    db.all<{ request_id: string; starts_at: string }>(
      "SELECT request_id, starts_at FROM visits WHERE status IN ('held', 'confirmed') ORDER BY starts_at",
    );
  /** A booking for Tuesday with Dr. Ananya Rao sent without JavaScript: its confirmation reference. */
  const book = async () => {
    const sent = await post('/api/appointments', formA({ booking_date: TUESDAY }));
    expect(sent.statusCode).toBe(303);
    return (sent.headers.location as string).split('=')[1]!;
  };
  const pick = (ref: string, time: string) => post('/api/appointments/time', { ref, booking_time: time });
  return { server, db, liveVisits, book, pick };
}

/** Dr. Ananya Rao's sixteen morning times on a Tuesday (09:00 to 12:45, 15 minutes). */
const MORNING = Array.from({ length: 16 }, (_, index) => {
  const minutes = 9 * 60 + index * 15;
  return `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;
});

forEachBackend('the diary’s doors under abuse', (backend) => {
  it('16 parallel picks with one booking reference hold exactly one time; the other 15 stay free', async () => {
    const { server, liveVisits, book, pick } = await start(backend);
    const ref = await book();
    expect(await availableAt(server, TUESDAY)).toEqual(MORNING);
    const answers = await Promise.all(MORNING.map((time) => pick(ref, time)));
    // Every pick is answered with the booking's page, which shows the one time it holds.
    expect(answers.map((answer) => answer.statusCode)).toEqual(MORNING.map(() => 303));
    const live = await liveVisits();
    expect(live).toHaveLength(1);
    expect(await availableAt(server, TUESDAY)).toHaveLength(15);
  });

  it('the database refuses a second live visit of one request, whatever the code does', async () => {
    const { db, liveVisits, book, pick } = await start(backend);
    const ref = await book();
    expect((await pick(ref, '10:00')).statusCode).toBe(303);
    const [held] = await liveVisits();
    const insert = db.run(
      `INSERT INTO visits (id, doctor, starts_at, ends_at, status, request_id, created_at, updated_at)
       VALUES ('second', 'physician', '2026-11-24T08:00:00.000Z', '2026-11-24T08:15:00.000Z', 'held', ?, ?, ?)`,
      [held!.request_id, NOW.toISOString(), NOW.toISOString()],
    );
    await expect(insert).rejects.toThrow();
    expect(await liveVisits()).toHaveLength(1);
  });

  for (const status of ['declined', 'cancelled'] as const) {
    it(`a ${status} request cannot take a time, and its page offers none`, async () => {
      const { server, db, liveVisits, book, pick } = await start(backend);
      const ref = await book();
      const page = `/request-received?ref=${ref}`;
      expect((await server.app.inject({ url: page })).body).toContain('Pick a time now');
      const [request] = await db.all<{ id: string }>('SELECT id FROM appointments');
      const found = (await findRequest(db, request!.id))!;
      const refusal = await changeWork(db, {
        requestId: found.id,
        kind: found.kind,
        status,
        audit: { at: NOW.toISOString(), staffId: null, staffName: 'Test', action: status, ref: found.ref, detail: '' },
        now: NOW.toISOString(),
      });
      expect(refusal).toBeNull();
      const refused = await pick(ref, '10:00');
      expect(refused.statusCode).toBe(409);
      expect(refused.body).toContain('This request is closed, so no time can be held for it.');
      expect(refused.body).toContain('<h1');
      expect(await liveVisits()).toEqual([]);
      expect(await availableAt(server, TUESDAY)).toEqual(MORNING);
      expect((await server.app.inject({ url: page })).body).not.toContain('Pick a time now');
    });
  }
});
