import { afterAll, beforeAll, expect, it } from 'vitest';
import { expireHolds } from '../../server/diary/hold-expiry';
import { forEachBackend, freshDatabase } from './backends';
import { signedInStaff } from './desk-helpers';
import { formA, NOW, startTestServer, urlencoded, type TestServer } from './helpers';
import { availableAt, mailSettingsFor } from './visit-link-helpers';

/**
 * Holds and offers end (server/diary/hold-expiry.ts): a time held and not confirmed is let go 24 hours after it was
 * held, or an hour before the visit, whichever is first (content/diary.ts); the patient is e-mailed with a link to pick
 * again, the desk's offer is withdrawn from the request, and a confirmed visit is never touched. Both backends; the
 * clock starts Monday 23 November 2026, 09:30 in India.
 */

const ORIGIN = 'http://localhost:4653';
const LINK = new RegExp(`${ORIGIN}(/visit/[A-Za-z0-9_-]{43})`);
const HOUR = 3_600_000;

forEachBackend('holds and offers end', (backend) => {
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
  const db = () => server.app.clinic.store.db;
  const book = async (email: string, fields: Record<string, string>) => {
    const sent = await post('/api/appointments', formA({ email, ...fields }), { accept: 'application/json' });
    expect(sent.statusCode).toBe(201);
    return (await db().get<{ id: string; ref: string }>('SELECT id, ref FROM appointments WHERE id = ?', [
      sent.json().id,
    ]))!;
  };
  const statusOf = async (requestId: string) =>
    (await db().all<{ status: string }>('SELECT status FROM visits WHERE request_id = ?', [requestId])).map(
      (row) => row.status,
    );
  const expireAt = (when: Date) => expireHolds(db(), mailSettingsFor(ORIGIN), when);

  beforeAll(async () => {
    const database = await freshDatabase(backend);
    server = await startTestServer({ siteUrl: ORIGIN, ...database.settings }, { now: () => clock });
    ({ cookie } = await signedInStaff(server, ORIGIN));
  });
  afterAll(() => server.close());

  it('lets a patient’s pick go 24 hours after it was held, frees its time and e-mails the patient a way back', async () => {
    const request = await book('late@example.org', { booking_date: '2026-11-27', booking_time: '10:00' });
    expect(await expireAt(new Date(NOW.getTime() + 23 * HOUR))).toBe(0);
    expect(await statusOf(request.id)).toEqual(['held']);
    expect(await expireAt(new Date(NOW.getTime() + 24 * HOUR))).toBe(1);
    expect(await statusOf(request.id)).toEqual(['cancelled']);
    expect(await availableAt(server, '2026-11-27')).toContain('10:00');
    const mail = await db().get<{ subject: string; text_body: string }>(
      "SELECT subject, text_body FROM outbox WHERE to_address = 'late@example.org' AND subject LIKE 'The time held%'",
    );
    expect(mail!.text_body).toContain('Friday, 27 November 2026 at 10:00 was not confirmed in time');
    const link = LINK.exec(mail!.text_body)![1]!;
    expect((await server.app.inject({ url: link })).statusCode).toBe(200);
    const log = await db().get<{ action: string }>('SELECT action FROM desk_audit WHERE ref = ? ORDER BY id DESC', [
      request.ref,
    ]);
    expect(log!.action).toBe('held time ended');
    // Once: a second run finds nothing to end.
    expect(await expireAt(new Date(NOW.getTime() + 25 * HOUR))).toBe(0);
  });

  it('withdraws an offer an hour before its time, and never ends a confirmed visit', async () => {
    const offered = await book('offer@example.org', { booking_date: '2026-11-23' });
    const proposal = { date: '2026-11-23', time: '12:00', doctor: 'Dr. Ananya Rao' };
    expect((await post(`/desk/requests/${offered.ref}/propose`, proposal)).statusCode).toBe(303);
    const confirmed = await book('kept@example.org', { booking_date: '2026-11-23', booking_time: '12:15' });
    expect((await post(`/desk/requests/${confirmed.ref}/confirm-held`, {})).statusCode).toBe(303);
    expect(await expireAt(new Date(Date.parse('2026-11-23T10:59:00+05:30')))).toBe(0);
    expect(await expireAt(new Date(Date.parse('2026-11-23T11:00:00+05:30')))).toBe(1);
    expect(await statusOf(offered.id)).toEqual(['cancelled']);
    const work = await server.app.clinic.desk.findRequest(offered.ref);
    expect(work).toMatchObject({ status: 'called', visit: null });
    expect(await statusOf(confirmed.id)).toEqual(['confirmed']);
    clock = NOW;
  });
});
