import { afterAll, beforeAll, expect, it } from 'vitest';
import { forEachBackend, freshDatabase } from './backends';
import { signedInStaff } from './desk-helpers';
import { fixedClock, startTestServer, urlencoded, type TestServer } from './helpers';

/**
 * A visit booked at the desk for a caller or a walk-in is a full record (issue 44): it is in the inbox's Today (or
 * Tomorrow) beside the requests, the search finds it by the patient's name or phone, and the caller who rings back
 * gets it cancelled from the day view, its time free at once. Both backends; the fixed clock, Monday 23 November 2026,
 * 09:30 in India.
 */

const ORIGIN = 'http://localhost:4647';
const at = (date: string, time: string) => new Date(`${date}T${time}:00+05:30`).toISOString();

forEachBackend('a visit booked at the desk', (backend) => {
  let server: TestServer;
  let cookie: string;
  const post = (url: string, fields: Record<string, string>) =>
    server.app.inject({
      method: 'POST',
      url,
      headers: { 'content-type': 'application/x-www-form-urlencoded', origin: ORIGIN, cookie },
      payload: urlencoded(fields),
    });
  const inbox = async (query = '') => {
    const page = await server.app.inject({ url: `/desk${query}`, headers: { cookie } });
    expect(page.statusCode).toBe(200);
    return page.body;
  };
  const textOf = (html: string) => html.replace(/<[^>]+>/g, ' ').replace(/\s+/g, ' ');

  beforeAll(async () => {
    const database = await freshDatabase(backend);
    server = await startTestServer({ siteUrl: ORIGIN, ...database.settings }, { now: fixedClock });
    ({ cookie } = await signedInStaff(server, ORIGIN));
    for (const [date, time, name, phone] of [
      ['2026-11-23', '11:30', 'Ravi Kumar', '98860 44321'],
      ['2026-11-24', '10:00', 'Meena Iyer', '+91 94480 11223'],
    ] as const) {
      const booked = await post('/desk/day/book', { doctor: 'physician', start: at(date, time), date, name, phone });
      expect(booked.statusCode).toBe(303);
    }
  });
  afterAll(() => server.close());

  it('is in Today or Tomorrow, linking to its day', async () => {
    const page = await inbox();
    const today = textOf(page.split('id="visits-Today"')[1]!.split('</section>')[0]!);
    expect(today).toContain('11:30 Ravi Kumar Dr. Ananya Rao 98860 44321');
    expect(page).toContain('href="/desk/day?date=2026-11-23"');
    const tomorrow = textOf(page.split('id="visits-Tomorrow"')[1]!.split('</section>')[0]!);
    expect(tomorrow).toContain('10:00 Meena Iyer');
  });

  it('is found by the name and by the phone, however they are written', async () => {
    for (const query of ['ravi', 'Ravi  Kumar', '44321', '098860 44321', '+91 98860-44321']) {
      const found = textOf((await inbox(`?q=${encodeURIComponent(query)}`)).split('id="found-at-desk"')[1] ?? '');
      expect(found, query).toContain('2026-11-23 11:30 Ravi Kumar');
      expect(found, query).not.toContain('Meena');
    }
    expect(await inbox('?q=nobody')).not.toContain('id="found-at-desk"');
  });

  it('is moved from the day view to one of the nearest free times offered, keeping the patient', async () => {
    const [visit] = await server.app.clinic.store.db.all<{ id: string }>(
      "SELECT id FROM visits WHERE patient_name = 'Ravi Kumar' AND status = 'confirmed'",
    );
    const day = await server.app.inject({ url: '/desk/day?date=2026-11-23', headers: { cookie } });
    expect(day.body).toContain(`action="/desk/day/visits/${visit!.id}/move"`);
    const to = at('2026-11-23', '11:45');
    expect(day.body).toContain(`value="${to}"`);
    const moved = await post(`/desk/day/visits/${visit!.id}/move`, { start: to });
    expect(moved.statusCode).toBe(303);
    expect(moved.headers.location).toBe('/desk/day?date=2026-11-23');
    const live = await server.app.clinic.store.db.all(
      "SELECT starts_at, patient_name, patient_phone FROM visits WHERE patient_name = 'Ravi Kumar' AND status = 'confirmed'",
    );
    expect(live).toEqual([{ starts_at: to, patient_name: 'Ravi Kumar', patient_phone: '98860 44321' }]);
    const free = await server.app.inject({
      url: '/api/availability?doctor=dr-ananya-rao&from=2026-11-23&to=2026-11-23',
    });
    const times = (free.json() as { times: Array<{ time: string }> }).times.map((one) => one.time);
    expect(times).toContain('11:30');
    expect(times).not.toContain('11:45');
  });

  it('is cancelled from the day view when the caller rings back; its time is free at once', async () => {
    const [visit] = await server.app.clinic.store.db.all<{ id: string }>(
      "SELECT id FROM visits WHERE patient_name = 'Meena Iyer'",
    );
    const day = await server.app.inject({ url: '/desk/day?date=2026-11-24', headers: { cookie } });
    expect(day.body).toContain(`action="/desk/day/visits/${visit!.id}/cancel"`);
    expect((await post(`/desk/day/visits/${visit!.id}/cancel`, { date: '2026-11-24' })).statusCode).toBe(303);
    const free = await server.app.inject({
      url: '/api/availability?doctor=dr-ananya-rao&from=2026-11-24&to=2026-11-24',
    });
    expect((free.json() as { times: Array<{ time: string }> }).times.map((one) => one.time)).toContain('10:00');
    expect(textOf(await inbox())).not.toContain('Meena Iyer');
    // Cancelled once: a second post finds no such visit.
    expect((await post(`/desk/day/visits/${visit!.id}/cancel`, { date: '2026-11-24' })).statusCode).toBe(404);
  });
});
