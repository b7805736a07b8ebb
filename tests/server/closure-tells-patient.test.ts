import { afterAll, beforeAll, expect, it } from 'vitest';
import { forEachBackend, freshDatabase } from './backends';
import { signedInStaff } from './desk-helpers';
import { formA, NOW, startTestServer, urlencoded, type TestServer } from './helpers';
import { remindAt } from './visit-link-helpers';

/**
 * Leave and closures act on the visits inside them (docs/decisions/0075-a-visit-holds-its-time-until-it-is-over.md):
 * a confirmed visit inside a closure entered later gets no reminder; its patient gets an e-mail naming the closure's
 * reason, with a link to their own page to pick another time; a doctor's leave the same, naming the doctor. Both
 * backends; the clock starts Monday 23 November 2026, 09:30 in India.
 */

const ORIGIN = 'http://localhost:4637';
const LINK = new RegExp(`${ORIGIN}(/visit/[A-Za-z0-9_-]{43})`);
const at = (date: string, time: string) => new Date(`${date}T${time}:00+05:30`);

forEachBackend('a closure or leave entered after a visit was confirmed', (backend) => {
  let server: TestServer;
  let cookie: string;
  let clock = NOW;
  const post = (url: string, fields: Record<string, string>, headers: Record<string, string> = {}) =>
    server.app.inject({
      method: 'POST',
      url,
      headers: { 'content-type': 'application/x-www-form-urlencoded', origin: ORIGIN, cookie, ...headers },
      payload: urlencoded(fields),
    });
  const mailsTo = (email: string) =>
    server.app.clinic.store.db.all<{ subject: string; text_body: string }>(
      "SELECT subject, text_body FROM outbox WHERE to_address = ? AND purpose = 'patient' ORDER BY id",
      [email],
    );
  /** A booking with a picked time, confirmed at the desk with one tap. */
  const confirmedVisit = async (email: string, date: string, time: string) => {
    const sent = await post('/api/appointments', formA({ email, booking_date: date, booking_time: time }), {
      accept: 'application/json',
    });
    expect(sent.statusCode).toBe(201);
    const { ref } = (await server.app.clinic.store.db.get<{ ref: string }>(
      'SELECT ref FROM appointments WHERE id = ?',
      [sent.json().id],
    ))!;
    expect((await post(`/desk/requests/${ref}/confirm-held`, {})).statusCode).toBe(303);
    return ref;
  };
  const remind = (when: Date) => {
    clock = when;
    return remindAt(server, ORIGIN, when);
  };

  beforeAll(async () => {
    const database = await freshDatabase(backend);
    server = await startTestServer({ siteUrl: ORIGIN, ...database.settings }, { now: () => clock });
    ({ cookie } = await signedInStaff(server, ORIGIN));
  });
  afterAll(() => server.close());

  it('tells the patient of a closure with its reason and their link, and sends no reminder', async () => {
    await confirmedVisit('festival@example.org', '2026-11-27', '10:00');
    const before = (await mailsTo('festival@example.org')).length;
    const closed = await post('/desk/diary/closure', {
      from: '2026-11-27',
      to: '2026-11-27',
      reason: 'Guru Nanak Jayanti',
    });
    expect(closed.statusCode).toBe(303);
    const told = (await mailsTo('festival@example.org')).slice(before);
    expect(told).toHaveLength(1);
    expect(told[0]!.subject).toMatch(/^Your visit on Friday, 27 November 2026 at 10:00 cannot take place/);
    expect(told[0]!.text_body).toContain('the clinic is closed on Friday, 27 November 2026 (Guru Nanak Jayanti)');
    const link = LINK.exec(told[0]!.text_body)![1]!;
    const page = await server.app.inject({ url: link });
    expect(page.statusCode).toBe(200);
    // The evening before: no reminder of a visit on a closed day.
    expect(await remind(at('2026-11-26', '18:00'))).toBe(0);
    expect((await mailsTo('festival@example.org')).slice(before)).toHaveLength(1);
    clock = NOW;
  });

  it('tells the patient of the doctor’s leave, and the reminder still goes to a visit outside it', async () => {
    await confirmedVisit('away@example.org', '2026-11-26', '11:00');
    await confirmedVisit('kept@example.org', '2026-11-26', '09:00');
    const before = (await mailsTo('away@example.org')).length;
    const leave = await post('/desk/diary/leave', {
      doctor: 'physician',
      from: '2026-11-26',
      to: '2026-11-26',
      fromTime: '10:30',
    });
    expect(leave.statusCode).toBe(303);
    const told = (await mailsTo('away@example.org')).slice(before);
    expect(told).toHaveLength(1);
    expect(told[0]!.text_body).toContain('Dr. Ananya Rao is away on Thursday, 26 November 2026');
    const keptBefore = (await mailsTo('kept@example.org')).length;
    expect(await remind(at('2026-11-25', '18:00'))).toBe(1);
    const kept = (await mailsTo('kept@example.org')).slice(keptBefore);
    expect(kept.map((mail) => mail.subject)).toEqual([expect.stringMatching(/^Reminder: your appointment tomorrow/)]);
    expect((await mailsTo('away@example.org')).slice(before)).toHaveLength(1);
    clock = NOW;
  });
});
