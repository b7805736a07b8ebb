import { afterAll, beforeAll, expect, it } from 'vitest';
import type { OutboxMail } from '../../server/storage/types';
import { forEachBackend, freshDatabase } from './backends';
import { inboxQuery, signedInStaff } from './desk-helpers';
import { formA, NOW, startTestServer, urlencoded, type TestServer } from './helpers';

/**
 * Records the receptionist can correct, on both backends (issue 36): a mistyped e-mail corrected takes the e-mails
 * still queued and receives the next one; the log keeps the old and the new value until the request is erased; a
 * correction the form's rules refuse changes nothing; notes are dated entries with their author, none overwritten.
 */

const ORIGIN = 'http://localhost:4606';

forEachBackend('records the desk corrects', (backend) => {
  let server: TestServer;
  let cookie: string;
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
  /** Every e-mail still queued, oldest first (no SMTP_URL: none is sent). */
  const queued = async (): Promise<OutboxMail[]> =>
    server.app.clinic.store.claimDueMail(new Date(clock.getTime() + 86_400_000).toISOString(), 500, 1);
  const book = async (fields: Record<string, string>) => {
    await server.app.inject({
      method: 'POST',
      url: '/api/appointments',
      headers: { 'content-type': 'application/x-www-form-urlencoded', origin: ORIGIN, accept: 'application/json' },
      payload: urlencoded(formA(fields)),
    });
    const [request] = (await server.app.clinic.desk.inbox(inboxQuery({ search: fields.email }))).requests;
    return request!.ref;
  };

  beforeAll(async () => {
    const database = await freshDatabase(backend);
    server = await startTestServer({ siteUrl: ORIGIN, ...database.settings }, { now: () => clock });
    ({ cookie } = await signedInStaff(server, ORIGIN));
  });
  afterAll(() => server?.close());

  it('a corrected e-mail takes the queued e-mails and receives the next one; the log keeps both values', async () => {
    const ref = await book({ name: 'Kavya Rao', email: 'kavya@gmial.com', number: '+91 98450 70707' });
    const answer = await post(`/desk/requests/${ref}/correct`, {
      name: 'Kavya S. Rao',
      email: 'kavya@gmail.com',
      phone: '098450 70708',
    });
    expect(answer.statusCode).toBe(303);
    const found = await server.app.clinic.desk.findRequest(ref);
    expect(found).toMatchObject({ name: 'Kavya S. Rao', email: 'kavya@gmail.com', phone: '098450 70708' });
    // The acknowledgment, not yet sent, follows the new address.
    const waiting = (await queued()).filter((mail) => mail.purpose === 'patient');
    expect(waiting.map((mail) => mail.to)).toEqual(['kavya@gmail.com']);

    await post(`/desk/requests/${ref}/confirm`, { date: '2026-11-26', time: '10:30', doctor: 'Dr. Ananya Rao' });
    const [confirmation] = (await queued()).filter((mail) => mail.subject.includes('confirmed'));
    expect(confirmation!.to).toBe('kavya@gmail.com');
    expect(confirmation!.text).toContain('Hello, Kavya S. Rao,');

    const log = (await server.app.clinic.desk.listAudit(20)).filter((entry) => entry.action === 'corrected');
    expect(log.map((entry) => entry.detail).sort()).toEqual([
      'e-mail: kavya@gmial.com -> kavya@gmail.com',
      'name: Kavya Rao -> Kavya S. Rao',
      'phone: +91 98450 70707 -> 098450 70708',
    ]);
    expect(log.every((entry) => entry.staffName === 'Rekha' && entry.ref === ref)).toBe(true);
    // Found by the corrected phone and name, no longer by the old number.
    expect(
      (await server.app.clinic.desk.inbox(inboxQuery({ search: '+91 98450 70708' }))).requests.map((r) => r.ref),
    ).toEqual([ref]);
    expect((await server.app.clinic.desk.inbox(inboxQuery({ search: '9845070707' }))).requests).toEqual([]);

    // Erased at the patient's request: the values leave the log with the request.
    await server.app.clinic.store.eraseEmail('kavya@gmail.com');
    const after = (await server.app.clinic.desk.listAudit(20)).filter((entry) => entry.action === 'corrected');
    expect(after).toHaveLength(3);
    expect(after.every((entry) => entry.detail === null)).toBe(true);
  });

  it('refuses a correction the form would refuse, and changes nothing', async () => {
    const ref = await book({ name: 'Mohan Lal', email: 'mohan@example.org', number: '+91 98450 80808' });
    const before = await server.app.clinic.desk.findRequest(ref);
    const logBefore = (await server.app.clinic.desk.listAudit(100)).length;
    for (const fields of [
      { name: 'Mohan Lal', email: 'mohan@example', phone: '+91 98450 80808' },
      { name: '', email: 'mohan@example.org', phone: '+91 98450 80808' },
      { name: 'Mohan Lal', email: 'mohan@example.org', phone: 'call me' },
    ]) {
      const refused = await post(`/desk/requests/${ref}/correct`, fields);
      expect(refused.statusCode).toBe(422);
      expect(refused.body).toContain('role="alert"');
      expect(await server.app.clinic.desk.findRequest(ref)).toEqual(before);
    }
    expect(await server.app.clinic.desk.listAudit(100)).toHaveLength(logBefore);
  });

  it('keeps every note, dated and signed, after a second note', async () => {
    const ref = await book({ name: 'Geeta Bai', email: 'geeta@example.org', number: '+91 98450 90909' });
    expect((await post(`/desk/requests/${ref}/note`, { note: 'Prefers a morning visit.' })).statusCode).toBe(303);
    expect((await post(`/desk/requests/${ref}/note`, { note: 'Daughter will bring her.' })).statusCode).toBe(303);
    const request = await server.app.clinic.desk.findRequest(ref);
    const notes = await server.app.clinic.desk.listNotes(request!.id);
    expect(notes.map((note) => [note.text, note.staffName])).toEqual([
      ['Prefers a morning visit.', 'Rekha'],
      ['Daughter will bring her.', 'Rekha'],
    ]);
    expect(notes[0]!.at < notes[1]!.at).toBe(true);
    const page = await server.app.inject({ url: `/desk/requests/${ref}`, headers: { cookie } });
    expect(page.body).toContain('Prefers a morning visit.');
    expect(page.body).toContain('Daughter will bring her.');
    // The log says a note was added, never what it says.
    const log = await server.app.clinic.desk.listAudit(5);
    expect(log.filter((entry) => entry.action === 'note' && entry.ref === ref)).toHaveLength(2);
    expect(JSON.stringify(log)).not.toContain('morning');
    // An empty note is refused and adds nothing.
    expect((await post(`/desk/requests/${ref}/note`, { note: '  ' })).statusCode).toBe(422);
    expect(await server.app.clinic.desk.listNotes(request!.id)).toHaveLength(2);
  });
});
