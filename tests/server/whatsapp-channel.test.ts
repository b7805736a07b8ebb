import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, todayInKolkata } from '../../common/booking-dates';
import { queueReminders } from '../../server/desk/reminders';
import { longDate } from '../../server/mail/compose';
import { forEachBackend, freshDatabase } from './backends';
import { signedInStaff } from './desk-helpers';
import { formA, NOW, startSmtp, startTestServer, urlencoded, waitFor, type TestServer } from './helpers';
import { settingsFor, startStandin, WA } from './whatsapp-fixtures';
import { replyDelivery, statusDelivery, type CloudApiStandin } from './whatsapp-standin';

/**
 * The WhatsApp channel end to end, against the stand-in of Meta's Cloud API and a real SMTP server, on both backends:
 * what the patient receives, what the store keeps and what the desk shows.
 */

const ORIGIN = 'http://localhost:4611';

/** A clock from the fixed test time that runs on, so retries fall due. */
function runningClock(): () => Date {
  const started = Date.now();
  return () => new Date(NOW.getTime() + Date.now() - started);
}

forEachBackend('the WhatsApp channel', (backend) => {
  let standin: CloudApiStandin;
  let smtp: Awaited<ReturnType<typeof startSmtp>>;
  let server: TestServer;
  let cookie: string;
  let webhookUrl: string;
  const now = runningClock();

  beforeAll(async () => {
    standin = await startStandin();
    smtp = await startSmtp();
    const database = await freshDatabase(backend);
    server = await startTestServer(
      {
        ...database.settings,
        siteUrl: ORIGIN,
        smtpUrl: `smtp://127.0.0.1:${smtp.port}`,
        whatsapp: settingsFor(standin),
        desk: { idleMinutes: 30, sessionHours: 12, reminderHour: 0 },
      },
      {
        now,
        mail: { retryBaseMs: 50, pollMs: 200 },
        whatsapp: { retryBaseMs: 50, pollMs: 200 },
        reminderEveryMs: 200,
      },
    );
    await server.app.listen({ port: 0, host: '127.0.0.1' });
    webhookUrl = `http://127.0.0.1:${(server.app.server.address() as AddressInfo).port}/api/whatsapp/webhook`;
    ({ cookie } = await signedInStaff(server, ORIGIN, { at: now() }));
  });
  afterAll(async () => {
    await server?.close();
    await standin?.close();
    await smtp?.close();
  });

  const book = async (fields: Record<string, string>) => {
    const answer = await server.app.inject({
      method: 'POST',
      url: '/api/appointments',
      headers: { 'content-type': 'application/x-www-form-urlencoded', accept: 'application/json', origin: ORIGIN },
      payload: urlencoded(formA(fields, NOW)),
    });
    expect(answer.statusCode).toBe(201);
    const request = await server.app.clinic.desk.findRequest(JSON.parse(answer.body).id as string);
    return request!;
  };
  const desk = (url: string) => server.app.inject({ url, headers: { cookie } });
  const post = (url: string, fields: Record<string, string> = {}) =>
    server.app.inject({
      method: 'POST',
      url,
      headers: { 'content-type': 'application/x-www-form-urlencoded', origin: ORIGIN, cookie },
      payload: urlencoded(fields),
    });
  const takenFor = (to: string) => standin.taken.filter((message) => message.to === to);
  const mailTo = (address: string) => smtp.messages.filter((mail) => mail.to.includes(address));

  it('consent on: the acknowledgment goes by WhatsApp (and e-mail), and its delivery shows on the desk', async () => {
    const request = await book({ whatsapp: 'yes', email: 'on@example.org', number: '098450 11111' });
    await waitFor(() => takenFor('+919845011111').length === 1 && mailTo('on@example.org').length === 1);
    const [message] = takenFor('+919845011111');
    expect(message).toMatchObject({
      template: 'appointment_request_received',
      language: 'en',
      parameters: ['Asha Kulkarni', request.ref],
    });
    expect(
      await standin.sendWebhook(
        webhookUrl,
        statusDelivery(WA.phoneNumberId, message!.id, 'delivered', message!.to, now()),
      ),
    ).toBe(200);
    const page = await desk(`/desk/requests/${request.ref}`);
    expect(page.body).toMatch(/data-whatsapp-status="sent" data-whatsapp-delivery="delivered"/);
    expect(page.body).toContain('Request received');
    expect(page.body).toContain('Sent, delivered');
  });

  it("a patient's reply is kept and shown on their request", async () => {
    const request = await book({ whatsapp: 'yes', email: 'reply@example.org', number: '+91 98450 22222' });
    await waitFor(() => takenFor('+919845022222').length === 1);
    expect(
      await standin.sendWebhook(
        webhookUrl,
        replyDelivery(WA.phoneNumberId, '+919845022222', 'Asha K', 'Can I come at 5 instead?', now()),
      ),
    ).toBe(200);
    const page = await desk(`/desk/requests/${request.ref}`);
    expect(page.body).toContain('Replies on WhatsApp');
    expect(page.body).toContain('Can I come at 5 instead?');
  });

  it('consent off: no WhatsApp message, the e-mail goes', async () => {
    const before = standin.requestCount();
    const request = await book({ email: 'off@example.org', number: '+91 98450 33333' });
    await waitFor(() => mailTo('off@example.org').length === 1);
    // Time for a WhatsApp send to have happened, had one been queued.
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(standin.requestCount()).toBe(before);
    expect(takenFor('+919845033333')).toEqual([]);
    expect((await desk(`/desk/requests/${request.ref}`)).body).not.toContain('data-whatsapp-status');
  });

  it('a number that cannot be a mobile: not used for WhatsApp, the reason on the desk, the e-mail goes', async () => {
    const before = standin.requestCount();
    const request = await book({ whatsapp: 'yes', email: 'landline@example.org', number: '+91 22 2345 6789' });
    await waitFor(() => mailTo('landline@example.org').length === 1);
    expect(standin.requestCount()).toBe(before);
    expect((await desk(`/desk/requests/${request.ref}`)).body).toContain('Not sent by WhatsApp');
  });

  it('rate limited: retried, then sent once', async () => {
    standin.failNext('rate-limit', 2);
    const before = standin.requestCount();
    const request = await book({ whatsapp: 'yes', email: 'busy@example.org', number: '98450 44444' });
    await waitFor(() => takenFor('+919845044444').length === 1);
    await new Promise((resolve) => setTimeout(resolve, 400));
    expect(takenFor('+919845044444')).toHaveLength(1);
    expect(standin.requestCount() - before).toBe(3);
    expect((await desk(`/desk/requests/${request.ref}`)).body).toMatch(/data-whatsapp-status="sent"/);
  });

  it('an invalid recipient: given up, named on the desk with Send again, the e-mail sent', async () => {
    standin.undeliverable.add('+919845055555');
    const request = await book({ whatsapp: 'yes', email: 'nowa@example.org', number: '98450 55555' });
    await waitFor(() => mailTo('nowa@example.org').length === 1);
    await waitFor(async () => (await desk('/desk')).body.includes('data-whatsapp-status="failed"'));
    const inbox = (await desk('/desk')).body;
    expect(inbox).toContain('WhatsApp messages that need you');
    expect(inbox).toContain(request.ref);
    expect(inbox).toContain('131026');
    expect(inbox).toMatch(/action="\/desk\/whatsapp\/\d+\/resend"/);
    expect(takenFor('+919845055555')).toEqual([]);
    // Send again, once the number is on WhatsApp: sent.
    standin.undeliverable.delete('+919845055555');
    const id = /action="\/desk\/whatsapp\/(\d+)\/resend"/.exec(inbox)![1];
    expect((await post(`/desk/whatsapp/${id}/resend`)).statusCode).toBe(303);
    await waitFor(() => takenFor('+919845055555').length === 1);
  });

  it('a forged webhook is refused and changes nothing', async () => {
    const request = await book({ whatsapp: 'yes', email: 'forged@example.org', number: '98450 66666' });
    await waitFor(() => takenFor('+919845066666').length === 1 && mailTo('forged@example.org').length === 1);
    const [message] = takenFor('+919845066666');
    // The page once the service has recorded the send and the e-mail (the stand-in answers before that write), and
    // read twice alike: what follows compares against a page nothing else is still changing.
    const requestPage = async () => (await desk(`/desk/requests/${request.ref}`)).body;
    let pageBefore = '';
    await waitFor(async () => {
      const page = await requestPage();
      const settled = page === pageBefore && page.includes('data-whatsapp-status="sent"');
      pageBefore = page;
      return settled;
    });
    expect(
      await standin.sendWebhook(
        webhookUrl,
        statusDelivery(WA.phoneNumberId, message!.id, 'read', message!.to, now()),
        'not-the-app-secret',
      ),
    ).toBe(401);
    expect(
      await standin.sendWebhook(
        webhookUrl,
        replyDelivery(WA.phoneNumberId, '+919845066666', 'Mallory', 'forged reply', now()),
        'not-the-app-secret',
      ),
    ).toBe(401);
    const pageAfter = await requestPage();
    expect(pageAfter).not.toContain('data-whatsapp-delivery="read"');
    expect(pageAfter).not.toContain('forged reply');
    expect(pageAfter).toBe(pageBefore);
  });

  it('messages follow the visit: a moved visit is a change, and its reminder names the new time', async () => {
    const tomorrow = addDays(todayInKolkata(now()), 1);
    const moved = await book({ whatsapp: 'yes', email: 'moved@example.org', number: '98450 77777' });
    await waitFor(() => takenFor('+919845077777').length === 1);
    const doctor = 'Dr. Ananya Rao';
    // Confirmed for a later day first (no reminder yet), then moved to tomorrow at 11:30.
    const later = addDays(todayInKolkata(now()), 3);
    expect((await post(`/desk/requests/${moved.ref}/confirm`, { date: later, time: '10:00', doctor })).statusCode).toBe(
      303,
    );
    await waitFor(() => takenFor('+919845077777').length === 2);
    expect(
      (await post(`/desk/requests/${moved.ref}/confirm`, { date: tomorrow, time: '11:30', doctor })).statusCode,
    ).toBe(303);
    await waitFor(() => takenFor('+919845077777').length === 4);
    const [, confirmation, change, reminder] = takenFor('+919845077777');
    expect(confirmation).toMatchObject({ template: 'appointment_confirmed' });
    expect(confirmation!.parameters.slice(1, 4)).toEqual([longDate(later), '10:00', doctor]);
    expect(change).toMatchObject({ template: 'appointment_changed' });
    expect(change!.parameters.slice(1, 4)).toEqual([longDate(tomorrow), '11:30', doctor]);
    expect(reminder).toMatchObject({ template: 'appointment_reminder' });
    expect(reminder!.parameters.slice(1, 4)).toEqual([longDate(tomorrow), '11:30', doctor]);
  });

  it('a cancelled visit gets its cancellation and no reminder', async () => {
    const doctor = 'Dr. Ananya Rao';
    // A Thursday: the running reminder job reminds only tomorrow's visits.
    const visitDay = addDays(todayInKolkata(now()), 3);
    const kept = await book({ whatsapp: 'yes', email: 'kept@example.org', number: '98450 88881' });
    const cancelled = await book({ whatsapp: 'yes', email: 'cancel@example.org', number: '98450 88882' });
    for (const [request, time] of [
      [kept, '09:00'],
      [cancelled, '09:30'],
    ] as const)
      expect((await post(`/desk/requests/${request.ref}/confirm`, { date: visitDay, time, doctor })).statusCode).toBe(
        303,
      );
    expect((await post(`/desk/requests/${cancelled.ref}/status`, { status: 'cancelled' })).statusCode).toBe(303);
    await waitFor(() => takenFor('+919845088882').length === 3);
    // The evening before the visits, as the reminder job sees it.
    const eveningBefore = new Date(`${addDays(visitDay, -1)}T12:30:00.000Z`);
    await queueReminders({
      store: server.app.clinic.desk,
      worker: server.app.clinic.worker,
      whatsapp: server.app.clinic.whatsapp!.worker,
      settings: { practiceName: 'Clinic', clinicPhone: '+91 80 4000 1234', siteOrigin: ORIGIN },
      reminderHour: 17,
      log: server.app.log,
      now: () => eveningBefore,
    });
    // Queued at the job's time (the day after tomorrow for this clock): read from the outbox.
    const kinds = async (requestId: string) =>
      (
        await server.app.clinic.store.db.all<{ kind: string }>(
          'SELECT kind FROM whatsapp_outbox WHERE request_id = ? ORDER BY id',
          [requestId],
        )
      ).map((row) => row.kind);
    expect(await kinds(kept.id)).toEqual(['acknowledgment', 'confirmation', 'reminder']);
    expect(await kinds(cancelled.id)).toEqual(['acknowledgment', 'confirmation', 'cancellation']);
    expect(takenFor('+919845088882').map((message) => message.template)).toEqual([
      'appointment_request_received',
      'appointment_confirmed',
      'appointment_cancelled',
    ]);
    expect(takenFor('+919845088882')[2]!.parameters.slice(1, 3)).toEqual([longDate(visitDay), '09:30']);
  });
});

describe('the WhatsApp channel off', () => {
  it('stores no WhatsApp consent and queues no message, whatever is posted', async () => {
    const server = await startTestServer({ siteUrl: ORIGIN });
    try {
      const answer = await server.app.inject({
        method: 'POST',
        url: '/api/appointments',
        headers: { 'content-type': 'application/x-www-form-urlencoded', accept: 'application/json', origin: ORIGIN },
        payload: urlencoded(formA({ whatsapp: 'yes' })),
      });
      expect(answer.statusCode).toBe(201);
      const db = server.app.clinic.store.db;
      expect(await db.all('SELECT whatsapp_consent_at, whatsapp_to FROM appointments')).toEqual([
        { whatsapp_consent_at: null, whatsapp_to: null },
      ]);
      expect(await db.all('SELECT id FROM whatsapp_outbox')).toEqual([]);
    } finally {
      await server.close();
    }
  });
});
