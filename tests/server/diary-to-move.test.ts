import { kolkataInstant } from '../../common/booking-dates';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { OutboxMail } from '../../server/storage/types';
import { readCalendar } from '../read-calendar';
import { forEachBackend, freshDatabase } from './backends';
import { signedInStaff } from './desk-helpers';
import { formA, NOW, startTestServer, urlencoded, type TestServer } from './helpers';

/**
 * *Visits to move* (/desk/diary) gives each visit a leave now covers one tap per new time, on both backends (fixed
 * clock: Monday 23 November 2026, 09:30 in Kolkata): a request's confirmed visit moves through the request's own
 * confirm, back to the list, and the patient's e-mail moves the same calendar event (same UID, higher SEQUENCE); a
 * walk-in moves with its name and phone; the list is then empty. A move of a visit that is gone changes nothing.
 */

const ORIGIN = 'http://localhost:4634';
const DAY = '2026-11-25';
const RAO = 'Dr. Ananya Rao';

forEachBackend('visits to move', (backend) => {
  let server: TestServer;
  let cookie: string;
  let ref: string;
  // Each change a minute later: a calendar event's SEQUENCE grows with time (server/desk/mail/desk-mail.ts).
  let clock = NOW;
  const post = (url: string, fields: Record<string, string>) => {
    clock = new Date(clock.getTime() + 60_000);
    return server.app.inject({
      method: 'POST',
      url,
      headers: { 'content-type': 'application/x-www-form-urlencoded', origin: ORIGIN, cookie },
      payload: urlencoded(fields),
    });
  };
  const db = () => server.app.clinic.store.db;
  const mailTo = async (to: string): Promise<OutboxMail[]> =>
    (await server.app.clinic.store.claimDueMail(new Date(clock.getTime() + 86_400_000).toISOString(), 500, 1))
      .filter((mail) => mail.to === to)
      .sort((a, b) => a.id - b.id);
  const diaryPage = async () => (await server.app.inject({ url: '/desk/diary', headers: { cookie } })).body;
  /** The hidden fields of the first one-tap form posting to `action` on the page. */
  const firstChoice = (page: string, action: string) => {
    const form = new RegExp(`<form action="${action.replace(/\//g, '\\/')}" method="post">(.*?)</form>`).exec(page);
    expect(form, page.slice(page.indexOf('Visits to move'), page.indexOf('Visits to move') + 3000)).toBeTruthy();
    return Object.fromEntries([...form![1]!.matchAll(/name="(\w+)" value="([^"]*)"/g)].map((m) => [m[1]!, m[2]!]));
  };

  beforeAll(async () => {
    const database = await freshDatabase(backend);
    server = await startTestServer({ siteUrl: ORIGIN, ...database.settings }, { now: () => clock });
    await server.app.inject({
      method: 'POST',
      url: '/api/appointments',
      headers: { 'content-type': 'application/x-www-form-urlencoded', origin: ORIGIN },
      payload: urlencoded(formA({ name: 'Asha Kulkarni', email: 'asha@example.org', booking_date: DAY })),
    });
    ref = (await db().get<{ ref: string }>('SELECT ref FROM appointments'))!.ref;
    ({ cookie } = await signedInStaff(server, ORIGIN));
    expect((await post(`/desk/requests/${ref}/confirm`, { date: DAY, time: '10:00', doctor: RAO })).statusCode).toBe(
      303,
    );
    const walkIn = await post('/desk/day/book', {
      doctor: 'physician',
      start: new Date(kolkataInstant(DAY, '10:30')).toISOString(),
      date: DAY,
      name: 'Ravi Kumar',
      phone: '98860 44321',
    });
    expect(walkIn.statusCode).toBe(303);
    expect((await post('/desk/diary/leave', { doctor: 'physician', from: DAY, to: DAY })).statusCode).toBe(303);
  });
  afterAll(() => server?.close());

  it('offers each visit its nearest free times, one tap each', async () => {
    const page = await diaryPage();
    expect(page).toContain(`aria-label="New time: ${DAY} 10:00, ${RAO}"`);
    expect(page).toContain(`aria-label="New time: ${DAY} 10:30, ${RAO}"`);
    // Whom to call, for each: the name and phone of the request, and as the desk took them for a walk-in.
    expect(page).toContain(`${DAY} 10:00, ${RAO} · Asha Kulkarni · <a href="tel:+919845012345">+91 98450 12345</a>`);
    expect(page).toContain(`${DAY} 10:30, ${RAO} · Ravi Kumar · <a href="tel:`);
    // The leave covers the whole Wednesday: the nearest times are on the days around it.
    expect(firstChoice(page, `/desk/requests/${ref}/confirm`)).toMatchObject({ doctor: RAO, back: '/desk/diary' });
    expect(page).toContain('Booked at the desk without e-mail: the patient is told by phone.');
  });

  it('moves a request’s visit: back to the list, the patient’s calendar event moved (same UID, SEQUENCE up)', async () => {
    const choice = firstChoice(await diaryPage(), `/desk/requests/${ref}/confirm`);
    const moved = await post(`/desk/requests/${ref}/confirm`, choice);
    expect(moved.statusCode).toBe(303);
    expect(moved.headers.location).toBe('/desk/diary');
    const [confirmation, move] = (await mailTo('asha@example.org')).filter((mail) => mail.attachments?.length);
    expect(move!.subject).toContain('has moved');
    const [before, after] = [confirmation!, move!].map((mail) => readCalendar(mail.attachments![0]!.content));
    expect(after!.uid).toBe(before!.uid);
    expect(after!.sequence).toBeGreaterThan(before!.sequence);
    expect(after!.start).toBe(new Date(kolkataInstant(choice.date!, choice.time!)).toISOString());
    const live = await db().all<{ starts_at: string }>(
      `SELECT starts_at FROM visits WHERE request_id IS NOT NULL AND status IN ('held', 'confirmed')`,
    );
    expect(live).toEqual([{ starts_at: after!.start }]);
  });

  it('moves a walk-in with its name and phone; nothing is left to move', async () => {
    const choice = firstChoice(await diaryPage(), '/desk/diary/move');
    const moved = await post('/desk/diary/move', choice);
    expect(moved.statusCode).toBe(303);
    const walkIns = await db().all<{ patient_name: string; patient_phone: string; starts_at: string; status: string }>(
      'SELECT patient_name, patient_phone, starts_at, status FROM visits WHERE request_id IS NULL ORDER BY status',
    );
    expect(walkIns).toEqual([
      { patient_name: 'Ravi Kumar', patient_phone: '98860 44321', starts_at: expect.any(String), status: 'cancelled' },
      { patient_name: 'Ravi Kumar', patient_phone: '98860 44321', starts_at: choice.start, status: 'confirmed' },
    ]);
    expect((await server.app.clinic.desk.listAudit(1))[0]).toMatchObject({ action: 'moved', staffName: 'Rekha' });
    expect(await diaryPage()).toContain('No visit falls inside leave or a closure.');
  });

  it('refuses to move a visit that is gone, and changes nothing', async () => {
    const count = async () => (await db().all('SELECT id, status FROM visits ORDER BY id')).length;
    const before = await count();
    const gone = await post('/desk/diary/move', { id: 'no-such-visit', start: new Date(NOW).toISOString() });
    expect(gone.statusCode).toBe(422);
    expect(gone.body).toContain('That visit was already moved or cancelled.');
    expect(await count()).toBe(before);
  });
});
