import { kolkataInstant } from '../../common/booking-dates';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { diaryDoctor } from '../../server/diary/doctors';
import { DiaryStore } from '../../server/diary/store/diary-store';
import { signedInStaff } from './desk-helpers';
import { fixedClock, formA, NOW, startTestServer, urlencoded, type TestServer } from './helpers';

/**
 * The desk's "Confirm a time" holds the visit in the diary (fixed clock: Monday 23 November 2026, 09:30 in Kolkata;
 * the requests ask for Wednesday 25 November with Dr. Ananya Rao, 15-minute slots from 09:00): the page offers the
 * day's free times; a confirmed time leaves the free times; a second request at that time is refused "just taken" with
 * the nearest times and nothing changes; a move or a cancellation frees the old time at once; a time the patient held
 * is confirmed with one tap.
 */

const ORIGIN = 'http://localhost:4631';
const DAY = '2026-11-25';
const RAO = 'Dr. Ananya Rao';
let server: TestServer;
let cookie: string;
const refs: Record<string, string> = {};
const ids: Record<string, string> = {};

const post = (url: string, fields: Record<string, string>) =>
  server.app.inject({
    method: 'POST',
    url,
    headers: { 'content-type': 'application/x-www-form-urlencoded', origin: ORIGIN, cookie },
    payload: urlencoded(fields),
  });
const confirm = (who: string, time: string, action = 'confirm') =>
  post(`/desk/requests/${refs[who]}/${action}`, { date: DAY, time, doctor: RAO });
const db = () => server.app.clinic.store.db;
const liveVisits = () =>
  db().all<{ request_id: string; starts_at: string; status: string }>(
    `SELECT request_id, starts_at, status FROM visits WHERE status IN ('held', 'confirmed') ORDER BY starts_at`,
  );
/** The request as the desk reads it: its status, and its visit's time from the diary. */
const workOf = async (who: string) => {
  const request = await server.app.clinic.desk.findRequest(ids[who]!);
  return { status: request?.status, visit_time: request?.visit?.time ?? null };
};
const mailCount = async () => Number((await db().get<{ n: number }>('SELECT COUNT(*) AS n FROM outbox'))!.n);
const at = (time: string) => new Date(kolkataInstant(DAY, time)).toISOString();
const raoFree = async () =>
  (await new DiaryStore(db()).freeTimes(diaryDoctor('physician')!, DAY, DAY, NOW)).map((span) =>
    new Date(span.start).toISOString(),
  );

beforeAll(async () => {
  server = await startTestServer({ siteUrl: ORIGIN }, { now: fixedClock });
  const patients: Array<[string, string]> = [
    ['asha', 'Asha Kulkarni'],
    ['ravi', 'Ravi Kumar'],
    ['meena', 'Meena Iyer'],
  ];
  for (const [who, name] of patients) {
    await server.app.inject({
      method: 'POST',
      url: '/api/appointments',
      headers: { 'content-type': 'application/x-www-form-urlencoded', origin: ORIGIN },
      payload: urlencoded(formA({ name, booking_date: DAY })),
    });
    const row = await db().get<{ id: string; ref: string }>('SELECT id, ref FROM appointments WHERE name = ?', [name]);
    refs[who] = row!.ref;
    ids[who] = row!.id;
  }
  ({ cookie } = await signedInStaff(server, ORIGIN));
});
afterAll(() => server.close());

it('offers each doctor’s free times of the request’s day as one-tap buttons', async () => {
  const page = await server.app.inject({ url: `/desk/requests/${refs.asha}`, headers: { cookie } });
  expect(page.statusCode).toBe(200);
  expect(page.body).toContain('Free times on Wednesday, 25 November 2026');
  expect(page.body).toContain('<button type="submit" value="09:00" name="time">09:00</button>');
  expect(page.body).toContain('<button type="submit" value="12:45" name="time">12:45</button>');
  // Dr. Menon consults 13:00 to 16:00 on Wednesdays, in 20-minute slots.
  expect(page.body).toContain('<button type="submit" value="15:40" name="time">15:40</button>');
});

it('confirms a time into the diary: the visit is stored confirmed, the time leaves the free times', async () => {
  const before = await mailCount();
  expect((await confirm('asha', '10:00')).statusCode).toBe(303);
  expect(await liveVisits()).toEqual([{ request_id: ids.asha, starts_at: at('10:00'), status: 'confirmed' }]);
  expect(await workOf('asha')).toMatchObject({ status: 'confirmed', visit_time: '10:00' });
  expect(await mailCount()).toBe(before + 1);
  expect(await raoFree()).not.toContain(at('10:00'));
});

it('refuses the same time for another request "just taken" with the nearest times, and changes nothing', async () => {
  const before = await mailCount();
  const clash = await confirm('ravi', '10:00');
  expect(clash.statusCode).toBe(409);
  expect(clash.body).toContain('That time was just taken by another patient.');
  for (const time of ['09:45', '10:15']) expect(clash.body).toContain(`Wednesday, 25 November 2026, ${time}</button>`);
  expect(await db().get('SELECT status FROM desk_work WHERE request_id = ?', [ids.ravi!])).toBeUndefined();
  expect(await mailCount()).toBe(before);
  expect(await liveVisits()).toHaveLength(1);
  const offGrid = await confirm('ravi', '10:35');
  expect(offGrid.statusCode).toBe(422);
  expect(offGrid.body).toContain('That time is not one of the free times of the doctor.');
  expect(await liveVisits()).toHaveLength(1);
});

it('a move frees the old time at once; a cancellation frees the new one', async () => {
  expect((await confirm('asha', '11:00')).statusCode).toBe(303);
  expect(await liveVisits()).toEqual([{ request_id: ids.asha, starts_at: at('11:00'), status: 'confirmed' }]);
  expect(await raoFree()).toContain(at('10:00'));
  expect((await confirm('ravi', '10:00')).statusCode).toBe(303);
  expect((await post(`/desk/requests/${refs.asha}/status`, { status: 'cancelled' })).statusCode).toBe(303);
  expect(await raoFree()).toContain(at('11:00'));
  expect(await liveVisits()).toEqual([{ request_id: ids.ravi, starts_at: at('10:00'), status: 'confirmed' }]);
});

it('a time offered is held until declined; a declined request frees it', async () => {
  expect((await confirm('meena', '12:00', 'propose')).statusCode).toBe(303);
  expect(await liveVisits()).toContainEqual({ request_id: ids.meena, starts_at: at('12:00'), status: 'held' });
  expect(await raoFree()).not.toContain(at('12:00'));
  expect((await post(`/desk/requests/${refs.meena}/decline`, { reason: '' })).statusCode).toBe(303);
  expect(await raoFree()).toContain(at('12:00'));
});

it('a time the patient held is shown in the inbox and on the page, and one tap confirms it with its calendar file', async () => {
  const noneHeld = await post(`/desk/requests/${refs.meena}/confirm-held`, {});
  expect(noneHeld.statusCode).toBe(422);
  expect(noneHeld.body).toContain('This request has no time held any more.');
  const held = await new DiaryStore(db()).hold({
    doctor: diaryDoctor('physician')!,
    start: kolkataInstant(DAY, '12:30'),
    status: 'held',
    requestId: ids.meena!,
    now: NOW,
  });
  expect(held.held).toBe(true);
  const inbox = await server.app.inject({ url: '/desk', headers: { cookie } });
  expect(inbox.body).toContain('Time the patient picked (held for them): Wednesday, 25 November 2026, 12:30');
  const page = await server.app.inject({ url: `/desk/requests/${refs.meena}`, headers: { cookie } });
  expect(page.body).toContain('Wednesday, 25 November 2026, 12:30, Dr. Ananya Rao');
  expect(page.body).toContain(`action="/desk/requests/${refs.meena}/confirm-held"`);
  const before = await mailCount();
  expect((await post(`/desk/requests/${refs.meena}/confirm-held`, {})).statusCode).toBe(303);
  expect(await liveVisits()).toContainEqual({ request_id: ids.meena, starts_at: at('12:30'), status: 'confirmed' });
  expect(await workOf('meena')).toMatchObject({ status: 'confirmed', visit_time: '12:30' });
  const mail = await db().get<{ subject: string; attachments: string | null }>(
    'SELECT * FROM outbox ORDER BY id DESC LIMIT 1',
  );
  expect(await mailCount()).toBe(before + 1);
  expect(JSON.stringify(mail)).toContain('BEGIN:VCALENDAR');
  expect((await server.app.clinic.desk.listAudit(1))[0]).toMatchObject({ action: 'confirmed', ref: refs.meena });
});

it('a time picked on the booking form (review) waits in the inbox, and one tap confirms it', async () => {
  const booked = await server.app.inject({
    method: 'POST',
    url: '/api/appointments',
    headers: { 'content-type': 'application/x-www-form-urlencoded', origin: ORIGIN, accept: 'application/json' },
    payload: urlencoded(
      formA({ name: 'Kiran Rao', email: 'kiran@example.org', booking_date: DAY, booking_time: '09:15' }),
    ),
  });
  expect(booked.statusCode).toBe(201);
  const { id, ref } = (await db().get<{ id: string; ref: string }>('SELECT id, ref FROM appointments WHERE name = ?', [
    'Kiran Rao',
  ]))!;
  const inbox = await server.app.inject({ url: '/desk', headers: { cookie } });
  expect(inbox.body).toContain('Time the patient picked (held for them): Wednesday, 25 November 2026, 09:15');
  expect((await post(`/desk/requests/${ref}/confirm-held`, {})).statusCode).toBe(303);
  expect(await liveVisits()).toContainEqual({ request_id: id, starts_at: at('09:15'), status: 'confirmed' });
  expect((await server.app.clinic.desk.findRequest(id))?.visit).toMatchObject({ time: '09:15' });
});
