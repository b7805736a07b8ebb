import { createHash } from 'node:crypto';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { OutboxMail } from '../../server/storage/types';
import { readCalendar } from '../read-calendar';
import { forEachBackend, freshDatabase } from './backends';
import { signedInStaff } from './desk-helpers';
import { formA, NOW, startTestServer, urlencoded, type TestServer } from './helpers';
import { availableAt, remindAt, storedState } from './visit-link-helpers';

/**
 * The patient's personal link (docs/decisions/0050-the-visit-link.md), on both backends: it is in the acknowledgment
 * and the desk's confirmation, names nothing but a token whose hash alone is stored; its page picks, moves and cancels
 * through the diary's one hold, frees the time at once, tells the patient (a calendar update of the same event for a
 * confirmed visit) and the desk (its log names the patient), and the reminder follows the new time.
 */

const ORIGIN = 'http://localhost:4605';
const LINK = new RegExp(`${ORIGIN}/visit/([A-Za-z0-9_-]{43})(?=\\s|$)`, 'm');
// NOW is Monday 23 November 2026, 09:30 in India; formA asks for Wednesday the 25th with Dr. Ananya Rao (15 minutes).
const WEDNESDAY = '2026-11-25';
const at = (date: string, time: string) => new Date(`${date}T${time}:00+05:30`).toISOString();

forEachBackend('the patient’s own link to their visit', (backend) => {
  let server: TestServer;
  let cookie: string;
  let ownerCookie: string;
  let clock = NOW;
  let seen = 0;
  const newMail = async (): Promise<OutboxMail[]> => {
    const all = await server.app.clinic.store.claimDueMail(
      new Date(clock.getTime() + 86_400_000).toISOString(),
      500,
      1,
    );
    const fresh = all.sort((a, b) => a.id - b.id).filter((mail) => mail.id > seen);
    seen = Math.max(seen, ...all.map((mail) => mail.id));
    return fresh;
  };
  const post = (url: string, fields: Record<string, string>, headers: Record<string, string> = {}) =>
    server.app.inject({
      method: 'POST',
      url,
      headers: { 'content-type': 'application/x-www-form-urlencoded', origin: ORIGIN, ...headers },
      payload: urlencoded(fields),
    });
  const book = async (fields: Record<string, string> = {}) => {
    const answer = await post('/api/appointments', formA(fields), { accept: 'application/json' });
    expect(answer.statusCode).toBeLessThan(300);
    const mails = await newMail();
    const patient = mails.find((mail) => mail.purpose === 'patient')!;
    const ref = /Reference: (\w{6})/.exec(patient.text)![1]!;
    return { ref, path: new URL(LINK.exec(patient.text)![0]).pathname, patient };
  };
  const db = () => server.app.clinic.store.db;

  beforeAll(async () => {
    const database = await freshDatabase(backend);
    server = await startTestServer({ siteUrl: ORIGIN, ...database.settings }, { now: () => clock });
    ({ cookie } = await signedInStaff(server, ORIGIN));
    const owner = { name: 'Dr. Rao', email: 'owner@clinic.example', role: 'owner' } as const;
    ({ cookie: ownerCookie } = await signedInStaff(server, ORIGIN, { person: owner }));
  });
  afterAll(() => server?.close());

  it('is in the acknowledgment, names nothing but a token, and only its hash is stored', async () => {
    const { ref, path, patient } = await book();
    const token = path.split('/').pop()!;
    expect(patient.text).toContain(`To see, move or cancel your visit: ${ORIGIN}/visit/${token}`);
    expect(path).not.toContain(ref);
    const rows = await db().all<{ token_hash: string }>('SELECT token_hash FROM visit_links');
    expect(rows.map((row) => row.token_hash)).toContain(createHash('sha256').update(token).digest('hex'));
    expect(JSON.stringify(rows)).not.toContain(token);

    const page = await server.app.inject({ url: path });
    expect(page.statusCode).toBe(200);
    expect(page.headers['cache-control']).toBe('no-store');
    expect(page.headers['referrer-policy']).toBe('same-origin');
    expect(page.headers['x-robots-tag']).toBe('noindex, nofollow');
    expect(page.body).toContain(ref);
    expect(page.body).toContain('Dr. Ananya Rao');
    expect(page.body).toContain('Wednesday, 25 November 2026');
    expect(page.body).toContain('data-visit-state="no time"');
  });

  it('picks a time, moves it and cancels it: each frees or holds the slot at once and tells patient and desk', async () => {
    const { ref, path } = await book({ email: 'pick@example.org' });
    const day = await server.app.inject({ url: `${path}?date=${WEDNESDAY}` });
    expect(day.body).toContain(`value="${at(WEDNESDAY, '10:00')}"`);

    let answer = await post(`${path}/move`, { start: at(WEDNESDAY, '10:00') });
    expect(answer.statusCode).toBe(200);
    expect(answer.body).toContain('is now on Wednesday, 25 November 2026 at 10:00');
    expect(await availableAt(server, WEDNESDAY)).not.toContain('10:00');
    let [mail, note] = await newMail();
    expect(mail!.to).toBe('pick@example.org');
    expect(mail!.text).toContain('your visit with Dr. Ananya Rao is now on Wednesday, 25 November 2026 at 10:00');
    expect(mail!.text).toContain(`${ORIGIN}${path}`);
    // The clinic is told, with the request's desk page and never the patient's link.
    expect(note).toMatchObject({
      purpose: 'clinic',
      to: 'clinic@example.com',
      subject: `Patient change ${ref}: Asha Kulkarni`,
    });
    expect(note!.text).toContain('moved their visit on their own page');
    expect(note!.text).toContain(`${ORIGIN}/desk/requests/${ref}`);
    expect(note!.text).not.toContain(path);

    answer = await post(`${path}/move`, { start: at(WEDNESDAY, '11:00') });
    expect(answer.statusCode).toBe(200);
    const free = await availableAt(server, WEDNESDAY);
    expect(free).toContain('10:00');
    expect(free).not.toContain('11:00');
    await newMail();
    // The public form's own list of the day's free times: the step after a booking sent without JavaScript.
    const other = await post('/api/appointments', formA({ email: 'other@example.org' }), { accept: 'text/html' });
    expect(other.statusCode).toBe(303);
    const formStep = other.headers.location as string;
    await newMail();
    const formTimes = async () => (await server.app.inject({ url: formStep })).body;
    expect(await formTimes()).toContain('value="10:00"');
    expect(await formTimes()).not.toContain('value="11:00"');

    const confirmStep = await server.app.inject({ url: `${path}/cancel` });
    expect(confirmStep.body).toContain('Yes, cancel my visit');
    answer = await post(`${path}/cancel`, {});
    expect(answer.statusCode).toBe(200);
    expect(await availableAt(server, WEDNESDAY)).toContain('11:00');
    expect(await formTimes()).toContain('value="11:00"');
    [mail, note] = await newMail();
    expect(mail!.subject).toContain('cancelled');
    expect(note!.text).toContain('cancelled their visit on their own page');
    expect((await server.app.clinic.desk.findRequest(ref))?.status).toBe('cancelled');
    const log = await db().all<{ staff_name: string; action: string; detail: string }>(
      'SELECT staff_name, action, detail FROM desk_audit WHERE ref = ? ORDER BY id',
      [ref],
    );
    expect(log).toEqual([
      {
        staff_name: 'the patient, by their link',
        action: 'time picked',
        detail: `${WEDNESDAY} (no time), Dr. Ananya Rao → ${WEDNESDAY} 10:00, Dr. Ananya Rao`,
      },
      {
        staff_name: 'the patient, by their link',
        action: 'moved',
        detail: `${WEDNESDAY} 10:00, Dr. Ananya Rao → ${WEDNESDAY} 11:00, Dr. Ananya Rao`,
      },
      { staff_name: 'the patient, by their link', action: 'cancelled', detail: `${WEDNESDAY} 11:00, Dr. Ananya Rao` },
    ]);
    // The desk's log (the owner's page) shows who made the change.
    const deskLog = await server.app.inject({ url: '/desk/account', headers: { cookie: ownerCookie } });
    expect(deskLog.body).toMatch(new RegExp(`the patient, by their link.*time picked.*${ref}`));

    // A replayed cancel is answered as the first was; nothing changes and nothing is sent.
    const before = await storedState(server);
    answer = await post(`${path}/cancel`, {});
    expect(answer.statusCode).toBe(200);
    expect(await storedState(server)).toEqual(before);
  });

  it('moves a confirmed visit as a calendar update of the same event; the reminder follows the new time', async () => {
    const { ref } = await book({ email: 'confirmed@example.org' });
    const confirm = await post(
      `/desk/requests/${ref}/confirm`,
      { date: WEDNESDAY, time: '10:30', doctor: 'Dr. Ananya Rao' },
      { cookie },
    );
    expect(confirm.statusCode).toBe(303);
    const [confirmed] = await newMail();
    const path = new URL(LINK.exec(confirmed!.text)![0]).pathname;
    const first = readCalendar(confirmed!.attachments![0]!.content);
    clock = new Date(clock.getTime() + 60_000);

    const thursday = '2026-11-26';
    const answer = await post(`${path}/move`, { start: at(thursday, '10:00') });
    expect(answer.statusCode).toBe(200);
    const [moved] = await newMail();
    expect(moved!.text).toContain(
      'has moved from Wednesday, 25 November 2026 at 10:30 to Thursday, 26 November 2026 at 10:00',
    );
    const second = readCalendar(moved!.attachments![0]!.content);
    expect(second).toMatchObject({
      method: 'REQUEST',
      uid: first.uid,
      start: at(thursday, '10:00'),
      end: at(thursday, '10:15'),
    });
    expect(second.sequence).toBeGreaterThan(first.sequence);
    expect((await server.app.clinic.desk.findRequest(ref))?.visit).toMatchObject({
      date: thursday,
      time: '10:00',
      doctor: 'Dr. Ananya Rao',
    });
    expect(await availableAt(server, thursday)).not.toContain('10:00');

    // The day before the old time: no reminder of it; the day before the new one: one, naming the new time.
    const remind = async (when: string) => {
      clock = new Date(when);
      return remindAt(server, ORIGIN, clock);
    };
    const reminders = async () =>
      (await newMail()).filter((mail) => mail.to === 'confirmed@example.org' && mail.subject.includes('Reminder'));
    expect(await remind(at('2026-11-24', '18:00'))).toBe(0);
    expect(await reminders()).toEqual([]);
    expect(await remind(at(WEDNESDAY, '18:00'))).toBe(1);
    const [reminder] = await reminders();
    expect(reminder!.text).toContain('10:00');
    // The reminder carries a working link to the patient's page (a new one: only hashes are stored), in both forms.
    const reminderLink = LINK.exec(reminder!.text)![0];
    expect(reminder!.text).toContain(`To see, move or cancel your visit: ${reminderLink}`);
    expect(reminder!.html).toContain(`<a href="${reminderLink}">`);
    const reminderPage = await server.app.inject({ url: new URL(reminderLink).pathname });
    expect(reminderPage.statusCode).toBe(200);
    expect(reminderPage.body).toContain('Thursday, 26 November 2026');
    expect(new URL(reminderLink).pathname).not.toBe(path);
    // The confirmation's "Please bring" is a list in the HTML e-mail, its lines items, not one run-on paragraph.
    expect(confirmed!.html).toMatch(
      /<p>Please bring:<\/p>\n<ul><li>any earlier prescriptions, reports and discharge summaries<\/li><li>the medicines you take now, or a list of them<\/li><li>a photo identity card<\/li><\/ul>/,
    );
    expect(confirmed!.text).toContain('Please bring:\n- any earlier prescriptions');

    const cancelled = await post(`${path}/cancel`, {});
    expect(cancelled.statusCode).toBe(200);
    const [cancelMail] = await newMail();
    const third = readCalendar(cancelMail!.attachments![0]!.content);
    expect(third).toMatchObject({ method: 'CANCEL', uid: first.uid });
    expect(third.sequence).toBeGreaterThan(second.sequence);
    expect(await availableAt(server, thursday)).toContain('10:00');
    clock = NOW;
  });
});
