import { afterAll, beforeAll, expect, it } from 'vitest';
import type { OutboxMail } from '../../server/storage/types';
import { forEachBackend, freshDatabase } from './backends';
import { readCalendar } from '../read-calendar';
import { signedInStaff } from './desk-helpers';
import { formA, NOW, startTestServer, urlencoded, type TestServer } from './helpers';

/**
 * Every change of a visit reaches the patient, on both backends: a confirmation, a move and a cancellation e-mail
 * carry calendar parts that a calendar parser (ical.js) reads as one event (one UID) whose SEQUENCE grows: a REQUEST,
 * a REQUEST at the new time, a CANCEL. A time offered instead of a confirmed visit says the clinic must move it.
 */

const ORIGIN = 'http://localhost:4605';
const MINUTE = 60_000;

forEachBackend('a visit’s changes reach the patient', (backend) => {
  let server: TestServer;
  let cookie: string;
  let clock = NOW;
  /** The e-mails queued so far, oldest first (none is sent: no SMTP_URL). */
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
  const later = () => {
    clock = new Date(clock.getTime() + 10 * MINUTE);
  };
  const post = (url: string, fields: Record<string, string>) => {
    later();
    return server.app.inject({
      method: 'POST',
      url,
      headers: { 'content-type': 'application/x-www-form-urlencoded', origin: ORIGIN, cookie },
      payload: urlencoded(fields),
    });
  };
  const book = async (fields: Record<string, string>) => {
    const answer = await server.app.inject({
      method: 'POST',
      url: '/api/appointments',
      headers: { 'content-type': 'application/x-www-form-urlencoded', origin: ORIGIN, accept: 'application/json' },
      payload: urlencoded(formA(fields)),
    });
    expect(answer.statusCode).toBeLessThan(300);
    const [clinicMail] = await newMail();
    return { ref: /Reference: (\w{6})/.exec(clinicMail!.text)![1]!, clinicMail: clinicMail! };
  };

  beforeAll(async () => {
    const database = await freshDatabase(backend);
    server = await startTestServer({ siteUrl: ORIGIN, ...database.settings }, { now: () => clock });
    ({ cookie } = await signedInStaff(server, ORIGIN));
  });
  afterAll(() => server?.close());

  it('confirms, moves and cancels one calendar event, naming the person booked for', async () => {
    const { ref, clinicMail } = await book({
      name: 'Ravi Kumar',
      patient_name: 'Kamala Devi',
      email: 'ravi@example.org',
    });
    // The clinic's notice links to the request in the desk and names no form.
    expect(clinicMail.text).toContain(`${ORIGIN}/desk/requests/${ref}`);
    expect(clinicMail.html).toContain(`<a href="${ORIGIN}/desk/requests/${ref}">`);
    expect(clinicMail.text).not.toMatch(/Form:|Booking form/);
    expect(clinicMail.html).toContain('<a href="tel:+919845012345">+91 98450 12345</a>');

    expect(
      (await post(`/desk/requests/${ref}/confirm`, { date: '2026-11-26', time: '10:30', doctor: 'Dr. Ananya Rao' }))
        .statusCode,
    ).toBe(303);
    const [confirmed] = await newMail();
    expect(confirmed!.to).toBe('ravi@example.org');
    expect(confirmed!.text).toContain('Hello, Ravi Kumar,');
    expect(confirmed!.text).toContain(
      'Your appointment for Kamala Devi is confirmed for Thursday, 26 November 2026 at 10:30',
    );
    expect(confirmed!.html).toContain('<a href="tel:+919876543210">+91 98765 43210</a>');
    const first = readCalendar(confirmed!.attachments![0]!.content);
    expect(first).toMatchObject({
      method: 'REQUEST',
      status: 'CONFIRMED',
      start: '2026-11-26T05:00:00.000Z',
      attendee: 'Kamala Devi',
    });
    expect(first.summary).toContain('for Kamala Devi');

    expect(
      (await post(`/desk/requests/${ref}/confirm`, { date: '2026-11-26', time: '11:30', doctor: 'Dr. Ananya Rao' }))
        .statusCode,
    ).toBe(303);
    const [moved] = await newMail();
    expect(moved!.subject).toContain('has moved');
    expect(moved!.text).toContain(
      'has moved from Thursday, 26 November 2026 at 10:30 to Thursday, 26 November 2026 at 11:30',
    );
    const second = readCalendar(moved!.attachments![0]!.content);
    expect(second).toMatchObject({ method: 'REQUEST', uid: first.uid, start: '2026-11-26T06:00:00.000Z' });
    expect(second.sequence).toBeGreaterThan(first.sequence);

    const page = await server.app.inject({ url: `/desk/requests/${ref}`, headers: { cookie } });
    // The status menu opens on the request's own status.
    expect(page.body).toMatch(/<option value="confirmed" selected="">Confirmed<\/option>/);

    expect((await post(`/desk/requests/${ref}/status`, { status: 'cancelled' })).statusCode).toBe(303);
    const [cancelled] = await newMail();
    expect(cancelled!.subject).toContain('cancelled');
    expect(cancelled!.text).toContain('Your appointment for Kamala Devi on Thursday, 26 November 2026 at 11:30');
    expect(cancelled!.attachments![0]!.contentType).toContain('method=CANCEL');
    const third = readCalendar(cancelled!.attachments![0]!.content);
    expect(third).toMatchObject({ method: 'CANCEL', status: 'CANCELLED', uid: first.uid, start: second.start });
    expect(third.sequence).toBeGreaterThan(second.sequence);
    expect((await server.app.clinic.desk.findRequest(ref))?.status).toBe('cancelled');
  });

  it('the calendar event lasts as long as the visit the diary stores, for each doctor’s slot', async () => {
    const db = server.app.clinic.store.db;
    const storedVisit = async (ref: string) => {
      const found = await server.app.clinic.desk.findRequest(ref);
      return (await db.get<{ starts_at: string; ends_at: string }>(
        "SELECT starts_at, ends_at FROM visits WHERE request_id = ? AND status = 'confirmed'",
        [found!.id],
      ))!;
    };
    // Dr. Vikram Menon's slot is 20 minutes, Dr. Ananya Rao's 15 (content/diary.ts): neither is the old fixed 30.
    const { ref: menon } = await book({ name: 'Suresh Pillai', email: 'suresh@example.org' });
    await post(`/desk/requests/${menon}/confirm`, { date: '2026-11-26', time: '09:20', doctor: 'Dr. Vikram Menon' });
    const [menonMail] = await newMail();
    const menonEvent = readCalendar(menonMail!.attachments![0]!.content);
    const menonVisit = await storedVisit(menon);
    expect(menonEvent).toMatchObject({ start: menonVisit.starts_at, end: menonVisit.ends_at });
    expect(Date.parse(menonEvent.end) - Date.parse(menonEvent.start)).toBe(20 * MINUTE);

    // A time the patient picked, held, then confirmed with one tap: the held row's own end.
    const { ref: held } = await book({
      name: 'Anita Joseph',
      email: 'anita@example.org',
      booking_date: '2026-11-26',
      booking_time: '09:15',
    });
    expect((await post(`/desk/requests/${held}/confirm-held`, {})).statusCode).toBe(303);
    const [heldMail] = await newMail();
    const heldEvent = readCalendar(heldMail!.attachments![0]!.content);
    const heldVisit = await storedVisit(held);
    expect(heldEvent).toMatchObject({ start: heldVisit.starts_at, end: heldVisit.ends_at });
    expect(Date.parse(heldEvent.end) - Date.parse(heldEvent.start)).toBe(15 * MINUTE);
  });

  it('offering another time for a confirmed visit says the clinic must move it, and shows the offer', async () => {
    const { ref } = await book({ name: 'Meera Nair', email: 'meera@example.org' });
    await post(`/desk/requests/${ref}/confirm`, { date: '2026-11-26', time: '10:00', doctor: 'Dr. Ananya Rao' });
    const [confirmed] = await newMail();
    await post(`/desk/requests/${ref}/propose`, { date: '2026-11-26', time: '12:00', doctor: 'Dr. Ananya Rao' });
    const [proposed] = await newMail();
    expect(proposed!.text).toContain('we have to move your appointment of Thursday, 26 November 2026 at 10:00');
    expect(proposed!.text).toContain('We can offer Thursday, 26 November 2026 at 12:00');
    expect(proposed!.text).not.toContain('asked for');
    // The old visit no longer stands: its calendar entry is cancelled.
    const cancel = readCalendar(proposed!.attachments![0]!.content);
    expect(cancel).toMatchObject({ method: 'CANCEL', uid: readCalendar(confirmed!.attachments![0]!.content).uid });
    const page = await server.app.inject({ url: `/desk/requests/${ref}`, headers: { cookie } });
    expect(page.body).toContain(
      '<dt>Time offered, not yet answered</dt><dd>Thursday, 26 November 2026, 12:00, Dr. Ananya Rao</dd>',
    );
    expect(page.body).not.toContain('10:00, Dr. Ananya Rao');
    const inbox = await server.app.inject({ url: '/desk', headers: { cookie } });
    expect(inbox.body).toContain('Time offered, not yet answered: Thursday, 26 November 2026, 12:00');
  });

  it('a first offer for a new request says only what is offered', async () => {
    const { ref } = await book({ name: 'Arjun Rao', email: 'arjun@example.org' });
    await post(`/desk/requests/${ref}/propose`, { date: '2026-11-26', time: '12:30', doctor: 'Dr. Ananya Rao' });
    const [proposed] = await newMail();
    expect(proposed!.text).toContain('We can offer you an appointment on Thursday, 26 November 2026 at 12:30');
    expect(proposed!.text).not.toContain('asked for');
    expect(proposed!.attachments ?? []).toHaveLength(0);
  });

  it('refuses a time already past today and stores nothing', async () => {
    const { ref } = await book({ name: 'Leela Das', email: 'leela@example.org' });
    // The clock is now past 10:00 in India on Monday 23 November.
    const refused = await post(`/desk/requests/${ref}/confirm`, {
      date: '2026-11-23',
      time: '09:45',
      doctor: 'Dr. Ananya Rao',
    });
    expect(refused.statusCode).toBe(422);
    expect(refused.body).toContain('That time today has passed.');
    expect(await newMail()).toHaveLength(0);
    expect((await server.app.clinic.desk.findRequest(ref))?.status).toBe('new');
  });
});
