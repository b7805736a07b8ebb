import { afterAll, beforeAll, expect, it } from 'vitest';
import { signedInStaff } from './desk-helpers';
import { fixedClock, formA, NOW, startTestServer, urlencoded, type TestServer } from './helpers';

/**
 * The desk's queue page as a browser without JavaScript uses it (fixed clock, Monday 23 November 2026, 09:30 in
 * Kolkata; Dr. Rao consults 09:00-13:00): walk-ins given tokens by the form, a booked patient checked in from the list
 * of today's visits, call next, a skip, a recall, a move with its reason, each a 303 back to the page that then shows
 * it; a walk-in without a name or a move without a reason refused with the page again and nothing stored.
 */

const ORIGIN = 'http://localhost:4647';
let server: TestServer;
let cookie: string;

const post = (url: string, fields: Record<string, string>) =>
  server.app.inject({
    method: 'POST',
    url,
    headers: { 'content-type': 'application/x-www-form-urlencoded', origin: ORIGIN, cookie },
    payload: urlencoded(fields),
  });
const page = async () => (await server.app.inject({ url: '/desk/queue?doctor=physician', headers: { cookie } })).body;
/** The page's text, without tags, so a test reads what a person reads. */
const text = (html: string) =>
  html
    .replace(/<[^>]+>/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
const section = (html: string, heading: string) => {
  const all = text(html);
  const from = all.indexOf(heading);
  return all.slice(from, from + 400);
};
const tokens = () =>
  server.app.clinic.store.db.all<{ token: number; state: string }>(
    'SELECT token, state FROM queue_tokens ORDER BY token',
  );

beforeAll(async () => {
  server = await startTestServer({ siteUrl: ORIGIN }, { now: fixedClock });
  ({ cookie } = await signedInStaff(server, ORIGIN));
});
afterAll(() => server.close());

it('gives walk-ins their tokens by the form and shows the line, the newest named at the top', async () => {
  const first = await post('/desk/queue/walk-in', { doctor: 'physician', name: 'Arjun Rao', phone: '98450 12345' });
  expect(first.statusCode).toBe(303);
  expect(first.headers.location).toMatch(/^\/desk\/queue\?doctor=physician&joined=[0-9a-f-]{36}$/);
  const shown = (await server.app.inject({ url: first.headers.location!, headers: { cookie } })).body;
  expect(text(shown)).toContain('Token 1 for Arjun Rao. Print the slip');
  await post('/desk/queue/walk-in', {
    doctor: 'physician',
    name: 'Bina Shah',
    phone: '98450 22222',
    reason: 'fever',
    emergency: '1',
  });
  expect(section(await page(), 'Waiting · Session 09:00 to 13:00')).toContain(
    'Token 2 Bina Shah · Walk-in · Emergency · fever Print the slip Token 2 Call Token 2 Left Token 2',
  );
  expect(await tokens()).toEqual([
    { token: 1, state: 'waiting' },
    { token: 2, state: 'waiting' },
  ]);
});

it('refuses a walk-in without a name or a move without a reason, with the page again, storing nothing', async () => {
  const noName = await post('/desk/queue/walk-in', { doctor: 'physician', name: '', phone: '98450 12345' });
  expect(noName.statusCode).toBe(422);
  expect(noName.body).toContain('Write the patient’s name.');
  const id = /action="\/desk\/queue\/tokens\/([^/]+)\/move"/.exec(await page())![1]!;
  const noReason = await post(`/desk/queue/tokens/${id}/move`, { direction: 'down', reason: ' ' });
  expect(noReason.statusCode).toBe(422);
  expect(noReason.body).toContain('Write why the patient moves.');
  expect(await tokens()).toHaveLength(2);
});

it('checks in a booked patient of today from the list, then calls, skips, recalls and moves by the forms', async () => {
  const booked = await post('/desk/day/book', {
    doctor: 'physician',
    start: '2026-11-23T05:30:00.000Z',
    date: '2026-11-23',
    name: 'Kamala Devi',
    phone: '98450 33333',
  });
  expect(booked.statusCode).toBe(303);
  expect(section(await page(), 'Booked patients of today')).toContain('11:00 Kamala Devi Arrived: give a token');
  const visit = /name="visit" value="([^"]+)"/.exec(await page())![1]!;
  const checkedIn = await post('/desk/queue/check-in', { visit });
  expect(checkedIn.statusCode).toBe(303);
  expect(section(await page(), 'Booked patients of today')).toContain('No booked patient left to check in.');

  expect((await post('/desk/queue/call-next', { doctor: 'physician' })).statusCode).toBe(303);
  expect(section(await page(), 'Now seeing')).toContain('Token 2 Bina Shah');
  const called = /action="\/desk\/queue\/tokens\/([^/]+)\/act"/.exec(await page())![1]!;
  expect((await post(`/desk/queue/tokens/${called}/act`, { action: 'skip' })).statusCode).toBe(303);
  expect(section(await page(), 'Did not answer')).toContain('Token 2 Bina Shah');
  expect((await post(`/desk/queue/tokens/${called}/act`, { action: 'done' })).statusCode).toBe(409);
  expect((await post(`/desk/queue/tokens/${called}/act`, { action: 'recall' })).statusCode).toBe(303);
  expect(section(await page(), 'Now seeing')).toContain('Token 2 Bina Shah');

  const line = text(await page());
  expect(line).toContain('Token 1 Arjun Rao · Walk-in');
  expect(line.indexOf('Token 1 Arjun Rao')).toBeLessThan(line.indexOf('Token 3 Kamala Devi · Booked 11:00'));
  const kamala = [...(await page()).matchAll(/action="\/desk\/queue\/tokens\/([^/]+)\/move"/g)].at(-1)![1]!;
  const moved = await post(`/desk/queue/tokens/${kamala}/move`, { direction: 'up', reason: 'in pain' });
  expect(moved.statusCode).toBe(303);
  const after = text(await page());
  expect(after.indexOf('Token 3 Kamala Devi')).toBeLessThan(after.indexOf('Token 1 Arjun Rao'));
  expect(await tokens()).toEqual([
    { token: 1, state: 'waiting' },
    { token: 2, state: 'called' },
    { token: 3, state: 'waiting' },
  ]);
  const log = await server.app.clinic.store.db.all<{ action: string }>(
    "SELECT action FROM desk_audit WHERE action LIKE 'queue:%' ORDER BY id",
  );
  expect(log.map((row) => row.action)).toEqual([
    'queue: walk-in joined',
    'queue: walk-in joined',
    'queue: checked in',
    'queue: called',
    'queue: skipped',
    'queue: recalled',
    'queue: moved up',
  ]);
});

it('tells a booked patient who ticked WhatsApp that their turn is next, once; a walk-in, who did not, nothing', async () => {
  const db = server.app.clinic.store.db;
  await db.run('DELETE FROM queue_tokens');
  const posted = await server.app.inject({
    method: 'POST',
    url: '/api/appointments',
    headers: { 'content-type': 'application/x-www-form-urlencoded', origin: ORIGIN, accept: 'application/json' },
    payload: urlencoded(formA({ name: 'Meera Iyer' })),
  });
  expect(posted.statusCode).toBe(201);
  const { id, ref } = (await db.get<{ id: string; ref: string }>('SELECT id, ref FROM appointments'))!;
  // The patient ticked WhatsApp on the form (the channel ships off: its consent is written here as the form would).
  await db.run('UPDATE appointments SET whatsapp_consent_at = ?, whatsapp_to = ? WHERE id = ?', [
    NOW.toISOString(),
    '+919845012345',
    id,
  ]);
  const confirmed = await post(`/desk/requests/${ref}/confirm`, {
    date: '2026-11-23',
    time: '12:00',
    doctor: 'Dr. Ananya Rao',
  });
  expect(confirmed.statusCode).toBe(303);
  await post('/desk/queue/walk-in', { doctor: 'physician', name: 'Walk-in Ravi', phone: '98450 44444' });
  const visit = (await db.get<{ id: string }>('SELECT id FROM visits WHERE request_id = ?', [id]))!;
  await post('/desk/queue/check-in', { visit: visit.id });
  const told = () =>
    db.all<{ kind: string; to_number: string; parameters: string }>(
      "SELECT kind, to_number, parameters FROM whatsapp_outbox WHERE kind = 'turnNext'",
    );
  expect(await told()).toEqual([]);
  await post('/desk/queue/call-next', { doctor: 'physician' });
  const expected = [{ kind: 'turnNext', to_number: '+919845012345', parameters: '["Meera Iyer","Dr. Ananya Rao"]' }];
  expect(await told()).toEqual(expected);
  const meera = (await db.get<{ id: string }>('SELECT id FROM queue_tokens WHERE visit_id = ?', [visit.id]))!;
  await post(`/desk/queue/tokens/${meera.id}/act`, { action: 'left' });
  expect(await told()).toEqual(expected);
});

it('draws the screen and a live page true on the server, reloading themselves without JavaScript; a wrong key is gone', async () => {
  await post('/desk/queue/walk-in', { doctor: 'physician', name: 'Asha Menon', phone: '98450 55555' });
  await post('/desk/queue/call-next', { doctor: 'physician' });
  await post('/desk/queue/walk-in', { doctor: 'physician', name: 'Bala Nair', phone: '98450 66666' });
  const called = (await server.app.clinic.store.db.get<{ token: number }>(
    "SELECT token FROM queue_tokens WHERE state = 'called'",
  ))!;
  const screen = await server.app.inject({ url: '/queue/screen' });
  expect(screen.statusCode).toBe(200);
  expect(screen.headers['cache-control']).toBe('no-store');
  expect(screen.body).toContain('<noscript><meta http-equiv="refresh" content="20"/></noscript>');
  expect(text(screen.body)).toContain(`Dr. Ananya Rao Room 1 ${called.token}`);
  expect(text(screen.body)).not.toMatch(/Asha|Bala|Meera|Ravi/);
  const waiting = (await server.app.clinic.store.db.get<{ page_key: string; token: number }>(
    "SELECT page_key, token FROM queue_tokens WHERE state = 'waiting' ORDER BY place LIMIT 1",
  ))!;
  const live = await server.app.inject({ url: `/queue/${waiting.page_key}` });
  expect(live.statusCode).toBe(200);
  expect(live.body).toContain('<noscript><meta http-equiv="refresh" content="20"/></noscript>');
  expect(text(live.body)).toContain(`Token ${waiting.token} You are next`);
  const gone = await server.app.inject({ url: `/queue/${'x'.repeat(43)}` });
  expect(gone.statusCode).toBe(404);
  expect(text(gone.body)).toContain('This token is no longer in the queue.');
});
