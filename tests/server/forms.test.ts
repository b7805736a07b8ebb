import { Writable } from 'node:stream';
import { afterEach, describe, expect, it } from 'vitest';
import { formAnswers } from '../../content/forms/answers';
import { loggerOptions } from '../../server/app';
import { greeting, longDate } from '../../server/mail/compose';
import { staffLabelOf, storedFields } from '../../server/storage/stored-fields';
import {
  FORM_HEADERS,
  JSON_HEADERS,
  NOW,
  countRows,
  fixedClock,
  formA,
  nextOpenDate,
  readRows,
  startSmtp,
  startTestServer,
  urlencoded,
  waitFor,
  type TestServer,
} from './helpers';

let server: TestServer | undefined;
let smtp: Awaited<ReturnType<typeof startSmtp>> | undefined;
afterEach(async () => {
  await server?.close();
  await smtp?.close();
  server = undefined;
  smtp = undefined;
});

/**
 * A booking posted natively lands on its confirmation page, found by a random reference
 * (tests/server/booking-confirmation.test.ts).
 */
const CONFIRMATION_LOCATION = /^\/request-received\?ref=[A-Za-z0-9_-]{16}$/;

const FAST_MAIL = { retryBaseMs: 100, retryMaxMs: 400, pollMs: 200 };

describe('booking for someone else', () => {
  it('stores the name of the person booked for in its column and names it in the clinic’s e-mail, not the patient’s', async () => {
    server = await startTestServer({}, { now: fixedClock });
    const response = await server.app.inject({
      method: 'POST',
      url: '/api/appointments',
      headers: JSON_HEADERS,
      payload: formA({ patient_name: 'Ravi Kulkarni' }),
    });
    expect(response.statusCode).toBe(201);
    expect(readRows(server.config.dataDir, 'appointments')[0]).toMatchObject({
      name: 'Asha Kulkarni',
      patient_name: 'Ravi Kulkarni',
    });
    const [clinic, patient] = readRows(server.config.dataDir, 'outbox');
    expect(clinic?.text_body).toContain('Booked for: Ravi Kulkarni');
    expect(patient?.text_body).not.toContain('Ravi');
  });
});

describe('form A posted natively (no JavaScript), with a real SMTP server', () => {
  it('answers 303 to its confirmation page, stores the request with consent, and sends both e-mails', async () => {
    smtp = await startSmtp();
    server = await startTestServer({ smtpUrl: `smtp://127.0.0.1:${smtp.port}` }, { now: fixedClock, mail: FAST_MAIL });
    const fields = formA();
    const response = await server.app.inject({
      method: 'POST',
      url: '/api/appointments',
      headers: FORM_HEADERS,
      payload: urlencoded(fields),
    });

    expect(response.statusCode).toBe(303);
    expect(response.headers.location).toMatch(CONFIRMATION_LOCATION);
    const [row] = readRows(server.config.dataDir, 'appointments');
    expect(row).toMatchObject({
      kind: 'A',
      name: 'Asha Kulkarni',
      email: 'asha@example.org',
      phone: '+91 98450 12345',
      service: 'Diabetes',
      doctor: 'Dr. Ananya Rao',
      country: null,
      state: null,
      date: fields.booking_date,
      consent_at: NOW.toISOString(),
    });
    expect(row?.notice_version).toBe(server.app.clinic.noticeVersion);
    expect(typeof row?.notice_version === 'string' && row.notice_version.length > 0).toBe(true);

    await waitFor(() => smtp!.messages.length === 2);
    const clinic = smtp.messages.find((m) => m.to.includes('clinic@example.com'));
    const patient = smtp.messages.find((m) => m.to.includes('asha@example.org'));
    expect(clinic?.decoded).toContain('Subject: New appointment request for');
    for (const value of [
      'Asha Kulkarni',
      'asha@example.org',
      '+91 98450 12345',
      'Diabetes',
      'Dr. Ananya Rao',
      fields.booking_date,
      String(row?.ref),
    ]) {
      expect(clinic?.decoded).toContain(value);
    }
    // Every field the form table stores, in the clinic's words (server/storage/stored-fields.ts).
    for (const field of storedFields('appointment-a')) expect(clinic?.decoded).toContain(`${staffLabelOf(field)}:`);
    expect(clinic?.decoded).toMatch(/Reply-To: asha@example.org/i);
    expect(patient?.decoded).toContain('the clinic will call you to confirm the time');
    expect(patient?.decoded).toContain('This is not a confirmed appointment.');
    expect(patient?.decoded).toContain('In an emergency call 112, or 108 for an ambulance.');
    // Greeted by name, the date written out, the short reference (the only free text: a name that reads as one).
    expect(patient?.decoded).toContain('Hello, Asha Kulkarni,');
    expect(patient?.decoded).toContain(`Reference: ${String(row?.ref)}`);
    expect(String(row?.ref)).toMatch(/^[A-HJ-NP-Z2-9]{6}$/);
    expect(patient?.decoded).toContain(longDate(fields.booking_date!));
    expect(longDate('2026-11-30')).toBe('Monday, 30 November 2026');
    expect(greeting('Visit cheap.pills now')).toBe('Hello,');
    await waitFor(async () => (await server!.app.clinic.store.outboxSummary()).sent === 2);
  });

  it('answers 201 JSON to a script, and the JSON body works too', async () => {
    server = await startTestServer({}, { now: fixedClock });
    const asJson = await server.app.inject({
      method: 'POST',
      url: '/api/appointments',
      headers: JSON_HEADERS,
      payload: { ...formA(), consent: true },
    });
    expect(asJson.statusCode).toBe(201);
    const body = asJson.json();
    expect(body).toMatchObject({ ok: true, message: expect.stringContaining('not a confirmed appointment') });
    // The words the site's form shows in place and the thank-you page shows: one text, in content/forms/answers.ts.
    expect(body.message).toBe(formAnswers.success['appointment-a']);
    expect(readRows(server.config.dataDir, 'appointments').map((r) => r.id)).toEqual([body.id]);

    // urlencoded body with Accept: application/json, as the site's own script sends it
    const fetchStyle = await server.app.inject({
      method: 'POST',
      url: '/api/appointments',
      payload: urlencoded(formA()),
      headers: { 'content-type': 'application/x-www-form-urlencoded', accept: 'application/json' },
    });
    expect(fetchStyle.statusCode).toBe(201);
    // with no SMTP_URL, both requests' e-mails wait in the outbox
    expect(await server.app.clinic.store.outboxSummary()).toEqual({ pending: 4, sent: 0, failed: 0 });
    const health = await server.app.inject({ url: '/healthz' });
    expect(health.json()).toEqual({ status: 'ok', db: 'ok', write: { status: 'ok' }, outboxPending: 4 });
  });
});

describe('the other forms', () => {
  it('stores form B, inferring it from appoinment_date when the hidden field is missing', async () => {
    server = await startTestServer({}, { now: fixedClock });
    const fields = {
      countryname: 'India',
      state: 'Karnataka',
      number: '9845012345',
      name: 'Ravi',
      email: 'ravi@example.org',
      appoinment_date: nextOpenDate(3, NOW),
      consent: 'on',
    };
    const response = await server.app.inject({
      method: 'POST',
      url: '/api/appointments',
      headers: FORM_HEADERS,
      payload: urlencoded(fields),
    });
    expect(response.statusCode).toBe(303);
    expect(response.headers.location).toMatch(CONFIRMATION_LOCATION);
    expect(readRows(server.config.dataDir, 'appointments')[0]).toMatchObject({
      kind: 'B',
      country: 'India',
      state: 'Karnataka',
      service: null,
      doctor: null,
    });
  });

  it('treats the placeholder value "subject" as no choice', async () => {
    server = await startTestServer({}, { now: fixedClock });
    const response = await server.app.inject({
      method: 'POST',
      url: '/api/appointments',
      headers: JSON_HEADERS,
      payload: formA({ serviceName: 'subject', select: 'subject' }),
    });
    expect(response.statusCode).toBe(201);
    expect(readRows(server.config.dataDir, 'appointments')[0]).toMatchObject({ service: null, doctor: null });
  });

  it('stores contact messages and blog comments as messages', async () => {
    server = await startTestServer({}, { now: fixedClock });
    const contact = await server.app.inject({
      method: 'POST',
      url: '/api/messages',
      headers: JSON_HEADERS,
      payload: {
        form: 'contact',
        name: 'Meera',
        email: 'meera@example.org',
        phone: '080-4000-1234',
        message: 'Do you see patients on Saturday?\nThanks',
        consent: 'yes',
      },
    });
    expect(contact.statusCode).toBe(201);
    const comment = await server.app.inject({
      method: 'POST',
      url: '/api/messages',
      headers: FORM_HEADERS,
      payload: urlencoded({
        form: 'comment',
        name: 'Kiran',
        email: 'kiran@example.org',
        message: 'Helpful post.',
        postSlug: 'virtual-healthcare',
        replyTo: 'c2',
        consent: 'yes',
      }),
    });
    expect(comment.statusCode).toBe(303);
    expect(comment.headers.location).toBe('/thank-you?form=comment');
    const rows = readRows(server.config.dataDir, 'messages');
    expect(rows.map((r) => r.kind)).toEqual(['contact', 'comment']);
    expect(rows[0]).toMatchObject({
      phone: '080-4000-1234',
      message: 'Do you see patients on Saturday?\nThanks',
      notice_version: server.app.clinic.noticeVersion,
    });
    expect(rows[1]).toMatchObject({ post_slug: 'virtual-healthcare', reply_to: 'c2' });
    expect(countRows(server.config.dataDir).outbox).toBe(4);
  });

  it('stores a repeated subscription once and answers both as a success', async () => {
    server = await startTestServer({}, { now: fixedClock });
    // Only the newsletter form has the terms box (content/forms/subscribe-table.ts), so the repeat carries it.
    const first = await server.app.inject({
      method: 'POST',
      url: '/api/subscriptions',
      headers: JSON_HEADERS,
      payload: { form: 'get-update', email: 'Sam@Example.org' },
    });
    const second = await server.app.inject({
      method: 'POST',
      url: '/api/subscriptions',
      headers: FORM_HEADERS,
      payload: urlencoded({ form: 'newsletter', email: 'sam@example.org', terms: 'on' }),
    });
    expect(first.statusCode).toBe(201);
    expect(second.statusCode).toBe(303);
    expect(second.headers.location).toBe('/thank-you?form=newsletter');
    const rows = readRows(server.config.dataDir, 'subscriptions');
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ id: first.json().id, email: 'sam@example.org', source: 'get-update', terms: 1 });
    expect(countRows(server.config.dataDir).outbox).toBe(0);
  });

  it('answers a filled honeypot exactly like a success and stores nothing', async () => {
    server = await startTestServer({}, { now: fixedClock });
    const native = await server.app.inject({
      method: 'POST',
      url: '/api/appointments',
      headers: FORM_HEADERS,
      payload: urlencoded(formA({ website: 'http://spam.example' })),
    });
    expect(native.statusCode).toBe(303);
    expect(native.headers.location).toMatch(CONFIRMATION_LOCATION);
    const scripted = await server.app.inject({
      method: 'POST',
      url: '/api/messages',
      headers: JSON_HEADERS,
      payload: { form: 'contact', website: 'x', name: 'Bot' },
    });
    expect(scripted.statusCode).toBe(201);
    expect(scripted.json()).toMatchObject({ ok: true, id: expect.any(String), message: expect.any(String) });
    expect(countRows(server.config.dataDir)).toEqual({ appointments: 0, messages: 0, subscriptions: 0, outbox: 0 });
  });

  it('answers a honeypot booking with a picked time in the shape of a real one, holding nothing', async () => {
    const started = await startTestServer({}, { now: fixedClock });
    server = started;
    const ask = (fields: Record<string, string>) =>
      started.app.inject({ method: 'POST', url: '/api/appointments', headers: JSON_HEADERS, payload: formA(fields) });
    const dropped = await ask({ booking_time: '10:00', website: 'http://spam.example' });
    expect(countRows(started.config.dataDir).appointments).toBe(0);
    const real = await ask({ booking_time: '10:00' });
    expect(dropped.statusCode).toBe(real.statusCode);
    const shape = (body: Record<string, unknown>) => ({ ...body, id: typeof body.id });
    expect(shape(dropped.json())).toEqual(shape(real.json()));
    expect(real.json().visit).toMatchObject({ time: '10:00', status: 'held' });
  });
});

describe('failures', () => {
  it('answers 500 without details when the database cannot store, and /healthz says so', async () => {
    server = await startTestServer({}, { now: fixedClock });
    await server.app.clinic.store.ping();
    await server.app.clinic.store.close();
    const json = await server.app.inject({
      method: 'POST',
      url: '/api/appointments',
      headers: JSON_HEADERS,
      payload: formA(),
    });
    expect(json.statusCode).toBe(500);
    expect(json.json()).toEqual({ ok: false, error: expect.stringContaining('could not take your request') });
    const native = await server.app.inject({
      method: 'POST',
      url: '/api/appointments',
      headers: FORM_HEADERS,
      payload: urlencoded(formA()),
    });
    expect(native.statusCode).toBe(500);
    expect(native.body).toContain('<h1>Not sent</h1>');
    expect(native.body).not.toContain('closed');
    const health = await server.app.inject({ url: '/healthz' });
    expect(health.statusCode).toBe(503);
    expect(health.json()).toEqual({ status: 'error', db: 'error' });
  });
});

describe('logs', () => {
  it('hold no personal data: no name, e-mail, phone, message or address', async () => {
    const lines: string[] = [];
    const stream = new Writable({
      write(chunk, _encoding, done) {
        lines.push(String(chunk));
        done();
      },
    });
    const base = await startTestServer({}, { now: fixedClock });
    const config = { ...base.config, logLevel: 'info' as const };
    await base.close();
    server = await startTestServer(config, {
      now: fixedClock,
      logger: { ...(loggerOptions(config) as object), stream },
    });
    const headers = { ...FORM_HEADERS, cookie: 'session=abc', 'x-forwarded-for': '198.51.100.23' };
    await server.app.inject({
      method: 'POST',
      url: '/api/appointments',
      headers,
      payload: urlencoded(formA()),
      remoteAddress: '203.0.113.99',
    });
    await server.app.inject({
      method: 'POST',
      url: '/api/appointments',
      headers,
      payload: urlencoded(formA({ email: 'bad@' })),
      remoteAddress: '203.0.113.99',
    });
    await server.app.inject({
      method: 'POST',
      url: '/api/messages',
      headers: JSON_HEADERS,
      payload: '{"message": "secret symptoms",',
    });
    await server.app.inject({ url: '/thank-you?form=appointment-a&email=leak@example.org' });
    const log = lines.join('');
    expect(log).toContain('request stored');
    expect(log).toContain('form refused by validation');
    for (const secret of [
      'Asha',
      'asha@example.org',
      'bad@',
      '98450',
      'secret symptoms',
      'session=abc',
      '198.51.100.23',
      '203.0.113.99',
      'leak@example.org',
    ]) {
      expect(log, secret).not.toContain(secret);
    }
  });
});
