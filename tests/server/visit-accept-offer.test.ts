import { afterAll, beforeAll, expect, it } from 'vitest';
import type { OutboxMail } from '../../server/storage/types';
import { readCalendar } from '../read-calendar';
import { forEachBackend, freshDatabase } from './backends';
import { signedInStaff } from './desk-helpers';
import { formA, NOW, startTestServer, urlencoded, type TestServer } from './helpers';
import { availableAt, storedState } from './visit-link-helpers';

/**
 * A time the desk offers can be taken by the patient on their own page (issue 44), on both backends: the offer's
 * e-mail carries a new link; the page says the time is offered and has a button; taking it confirms the visit at that
 * time through the diary's one hold, with the confirmation and its calendar entry, the clinic's note and the desk's
 * log row; a second tap answers the same and sends nothing; a cross-site post or a time that is not an offer changes
 * nothing; picking another time instead makes it the patient's own pick, for the desk to confirm.
 */

const ORIGIN = 'http://localhost:4606';
const LINK = new RegExp(`${ORIGIN}/visit/([A-Za-z0-9_-]{43})(?=\\s|$)`, 'm');
const WEDNESDAY = '2026-11-25';
const at = (date: string, time: string) => new Date(`${date}T${time}:00+05:30`).toISOString();

forEachBackend('the patient takes the time the clinic offered', (backend) => {
  let server: TestServer;
  let cookie: string;
  let seen = 0;
  const newMail = async (): Promise<OutboxMail[]> => {
    const all = await server.app.clinic.store.claimDueMail(new Date(NOW.getTime() + 86_400_000).toISOString(), 500, 1);
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
  /** A request booked without a time, and the desk's offer of `time` on Wednesday: the offer's link. */
  const offered = async (email: string, time: string) => {
    const answer = await post('/api/appointments', formA({ email }), { accept: 'application/json' });
    expect(answer.statusCode).toBeLessThan(300);
    const [acknowledgment] = (await newMail()).filter((mail) => mail.purpose === 'patient');
    const ref = /Reference: (\w{6})/.exec(acknowledgment!.text)![1]!;
    const offer = await post(
      `/desk/requests/${ref}/propose`,
      { date: WEDNESDAY, time, doctor: 'Dr. Ananya Rao' },
      { cookie },
    );
    expect(offer.statusCode).toBe(303);
    const [mail] = await newMail();
    expect(mail!.text).toContain(`We can offer you an appointment on Wednesday, 25 November 2026 at ${time}`);
    const path = new URL(LINK.exec(mail!.text)![0]).pathname;
    expect(mail!.text).toContain(`Or take it, pick another time or cancel on your own page: ${ORIGIN}${path}`);
    return { ref, path };
  };

  beforeAll(async () => {
    const database = await freshDatabase(backend);
    server = await startTestServer({ siteUrl: ORIGIN, ...database.settings }, { now: () => NOW });
    ({ cookie } = await signedInStaff(server, ORIGIN));
  });
  afterAll(() => server?.close());

  it('takes the offer once: the visit is confirmed with its calendar entry, the clinic told, the log written', async () => {
    const { ref, path } = await offered('offer@example.org', '10:30');
    const page = await server.app.inject({ url: path });
    expect(page.body).toContain('data-visit-state="offered"');
    expect(page.body).toContain('The clinic offers you this time.');
    expect(page.body).toContain(`action="${path}/accept"`);

    // From another site: refused, nothing changed.
    const before = await storedState(server);
    const foreign = await post(`${path}/accept`, {}, { origin: 'https://evil.example' });
    expect(foreign.statusCode).toBe(403);
    expect(await storedState(server)).toEqual(before);

    const answer = await post(`${path}/accept`, {});
    expect(answer.statusCode).toBe(200);
    expect(answer.body).toContain(
      'your visit with Dr. Ananya Rao on Wednesday, 25 November 2026 at 10:30 is confirmed',
    );
    const request = await server.app.clinic.desk.findRequest(ref);
    expect(request).toMatchObject({ status: 'confirmed', visit: { date: WEDNESDAY, time: '10:30', minutes: 15 } });
    expect(request!.held).toBeNull();
    expect(await availableAt(server, WEDNESDAY)).not.toContain('10:30');
    const [confirmation, note] = await newMail();
    expect(confirmation).toMatchObject({ purpose: 'patient', to: 'offer@example.org' });
    expect(readCalendar(confirmation!.attachments![0]!.content)).toMatchObject({
      method: 'REQUEST',
      start: at(WEDNESDAY, '10:30'),
      end: at(WEDNESDAY, '10:45'),
    });
    expect(note).toMatchObject({ purpose: 'clinic', subject: `Patient change ${ref}: Asha Kulkarni` });
    expect(note!.text).toContain('took the time the clinic offered, on their own page: 2026-11-25 10:30');
    const log = await server.app.clinic.store.db.all<{ action: string; staff_name: string }>(
      'SELECT action, staff_name FROM desk_audit WHERE ref = ? ORDER BY id',
      [ref],
    );
    expect(log.map((row) => row.action)).toEqual(['proposed', 'offer taken']);
    expect(log[1]!.staff_name).toBe('the patient, by their link');
    expect((await server.app.inject({ url: path })).body).toContain('data-visit-state="confirmed"');

    // A second tap: the same answer, nothing written or sent.
    const after = await storedState(server);
    const again = await post(`${path}/accept`, {});
    expect(again.statusCode).toBe(200);
    expect(again.body).toContain('is confirmed');
    expect(await storedState(server)).toEqual(after);
  });

  it('refuses to take a time that is not an offer, and a time picked instead of the offer is the patient’s own', async () => {
    const { ref, path } = await offered('other@example.org', '11:30');
    const moved = await post(`${path}/move`, { start: at(WEDNESDAY, '12:00') });
    expect(moved.statusCode).toBe(200);
    await newMail();
    // The patient's own pick: held for the desk to confirm, no longer an offer; the offered time is free again.
    const request = await server.app.clinic.desk.findRequest(ref);
    expect(request).toMatchObject({ status: 'new', visit: null, held: { time: '12:00' } });
    expect(await availableAt(server, WEDNESDAY)).toContain('11:30');
    const page = await server.app.inject({ url: path });
    expect(page.body).toContain('data-visit-state="held"');
    expect(page.body).not.toContain(`action="${path}/accept"`);

    const before = await storedState(server);
    const refused = await post(`${path}/accept`, {});
    expect(refused.statusCode).toBe(409);
    expect(refused.body).toContain('This time is no longer an offer waiting for your answer');
    expect(await storedState(server)).toEqual(before);
  });
});
