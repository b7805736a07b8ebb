import path from 'node:path';
import Database from 'better-sqlite3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { longDate } from '../../server/mail/compose';
import { staffLabelOf, storedFields } from '../../server/storage/stored-fields';
import { signedInStaff } from './desk-helpers';
import { fixedClock, formA, readRows, startTestServer, urlencoded, type TestServer } from './helpers';

/**
 * What the desk shows and stores: a request whose e-mails failed is still in the inbox, its e-mail can be sent again; a
 * decline queues the reason.
 */

const ORIGIN = 'http://localhost:4604';
let server: TestServer;
let cookie: string;
let ref: string;

const form = (url: string, fields: Record<string, string>) =>
  server.app.inject({
    method: 'POST',
    url,
    headers: { 'content-type': 'application/x-www-form-urlencoded', origin: ORIGIN, cookie },
    payload: urlencoded(fields),
  });

beforeAll(async () => {
  server = await startTestServer({ siteUrl: ORIGIN }, { now: fixedClock });
  await server.app.inject({
    method: 'POST',
    url: '/api/appointments',
    headers: { 'content-type': 'application/x-www-form-urlencoded', origin: ORIGIN },
    payload: urlencoded(formA()),
  });
  ref = String(readRows(server.config.dataDir, 'appointments')[0]!.ref);
  ({ cookie } = await signedInStaff(server, ORIGIN));
  // The outbox gave up on both e-mails of the request.
  const db = new Database(path.join(server.config.dataDir, 'clinic.db'));
  db.prepare(`UPDATE outbox SET status = 'failed', last_error = '550 mailbox unavailable'`).run();
  db.close();
});
afterAll(() => server?.close());

describe('the desk at work', () => {
  it('shows a request whose e-mails failed, and the failed e-mails with a resend button', async () => {
    const inbox = await server.app.inject({ url: '/desk', headers: { cookie } });
    expect(inbox.statusCode).toBe(200);
    expect(inbox.body).toContain('Asha Kulkarni');
    expect(inbox.body).toContain(ref);
    expect(inbox.body).toContain('E-mails that could not be sent');
    expect(inbox.body).toContain('550 mailbox unavailable');
    const id = readRows(server.config.dataDir, 'outbox')[0]!.id as number;
    expect((await form(`/desk/mail/${id}/resend`, {})).statusCode).toBe(303);
    expect(readRows(server.config.dataDir, 'outbox').map((row) => row.status)).toEqual(['pending', 'failed']);
    expect((await server.app.clinic.desk.listAudit(5))[0]).toMatchObject({
      staffName: 'Rekha',
      action: 'resent an e-mail',
    });
  });

  it('a request’s page lists what the patient sent, field by field from the form table', async () => {
    const page = await server.app.inject({ url: `/desk/requests/${ref}`, headers: { cookie } });
    expect(page.statusCode).toBe(200);
    const sent = formA();
    for (const field of storedFields('appointment-a').filter(
      (candidate) => sent[candidate.name] && !['name', 'number'].includes(candidate.name),
    )) {
      expect(page.body).toContain(`<dt>${staffLabelOf(field)}</dt>`);
    }
    expect(page.body).toContain('<dt>Service</dt><dd>Diabetes</dd>');
    expect(page.body).toContain(`<dt>Preferred date</dt><dd>${longDate(sent.booking_date!)}</dd>`);
  });

  it('a decline stores the status and queues the reason for the patient', async () => {
    expect(
      (await form(`/desk/requests/${ref}/decline`, { reason: 'Dr. Rao is away that week.' })).headers.location,
    ).toBe(`/desk/requests/${ref}`);
    expect((await server.app.clinic.desk.findRequest(ref))?.status).toBe('declined');
    const declined = readRows(server.config.dataDir, 'outbox').at(-1)!;
    expect(declined).toMatchObject({ to_address: 'asha@example.org', status: 'pending' });
    expect(declined.text_body).toContain('Dr. Rao is away that week.');
    expect(declined.text_body).toContain(`Reference: ${ref}`);
  });

  it("refuses a visit outside the doctor's hours, with the reason, and stores nothing", async () => {
    const before = readRows(server.config.dataDir, 'outbox').length;
    const refused = await form(`/desk/requests/${ref}/confirm`, {
      date: '2026-11-26',
      time: '14:00',
      doctor: 'Dr. Ananya Rao',
    });
    expect(refused.statusCode).toBe(422);
    expect(refused.body).toContain('Dr. Ananya Rao consults 09:00 to 13:00');
    expect(readRows(server.config.dataDir, 'outbox')).toHaveLength(before);
    expect((await server.app.clinic.desk.findRequest(ref))?.status).toBe('declined');
  });
});
