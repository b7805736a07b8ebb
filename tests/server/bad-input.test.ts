import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES } from '../../server/validation';
import {
  FORM_HEADERS,
  JSON_HEADERS,
  NOW,
  countRows,
  fixedClock,
  formA,
  formB,
  makeFixtureBuild,
  readRows,
  startTestServer,
  urlencoded,
  type TestServer,
} from './helpers';

// NOW is Monday 2026-11-23 in India.
let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ buildDir: makeFixtureBuild().buildDir }, { now: fixedClock });
});
afterAll(() => server.close());

const A = formA({}, NOW);
const B = formB();
const CONTACT = { form: 'contact', name: 'Meera', email: 'meera@example.org', message: 'Hello', consent: 'yes' };
const without = (body: Record<string, string>, key: string) =>
  Object.fromEntries(Object.entries(body).filter(([k]) => k !== key));

type Case = [label: string, endpoint: string, body: Record<string, unknown>, field: string, message: string | RegExp];
const invalid: Case[] = [
  ['missing name', 'appointments', without(A, 'name'), 'name', MESSAGES.nameRequired],
  ['blank name', 'appointments', { ...A, name: '   ' }, 'name', MESSAGES.nameRequired],
  ['name of 101 characters', 'appointments', { ...A, name: 'n'.repeat(101) }, 'name', MESSAGES.nameTooLong],
  ['line break in a name', 'appointments', { ...A, name: 'Asha\nKulkarni' }, 'name', MESSAGES.nameCharacters],
  ['name sent as a list', 'appointments', { ...A, name: ['a', 'b'] }, 'name', MESSAGES.nameRequired],
  [
    'name of the person booked for over 100',
    'appointments',
    { ...A, patient_name: 'p'.repeat(101) },
    'patient_name',
    MESSAGES.patientNameTooLong,
  ],
  [
    'zero-width space in the name of the person booked for',
    'appointments',
    { ...A, patient_name: 'Ra\u200bvi' },
    'patient_name',
    MESSAGES.patientNameCharacters,
  ],
  ['missing e-mail', 'appointments', without(A, 'email'), 'email', MESSAGES.emailRequired],
  ['bad e-mail', 'appointments', { ...A, email: 'asha@' }, 'email', MESSAGES.emailInvalid],
  [
    'e-mail over 254',
    'appointments',
    { ...A, email: `${'a'.repeat(250)}@example.org` },
    'email',
    MESSAGES.emailTooLong,
  ],
  ['missing mobile number', 'appointments', without(A, 'number'), 'number', MESSAGES.mobileRequired],
  ['letters in the phone', 'appointments', { ...A, number: 'call me' }, 'number', MESSAGES.phoneInvalid],
  ['phone of 6 digits', 'appointments', { ...A, number: '123 456' }, 'number', MESSAGES.phoneInvalid],
  ['phone of 16 digits', 'appointments', { ...A, number: '+1234567890123456' }, 'number', MESSAGES.phoneInvalid],
  ['plus inside the phone', 'appointments', { ...A, number: '98450+12345' }, 'number', MESSAGES.phoneInvalid],
  ['dash after the last digit', 'appointments', { ...A, number: '98450 12345-' }, 'number', MESSAGES.phoneInvalid],
  [
    'phone over 30 characters',
    'appointments',
    { ...A, number: `+91${' '.repeat(20)}98450 12345` },
    'number',
    MESSAGES.phoneInvalid,
  ],
  ['letters in form B’s number', 'appointments', { ...B, number: 'call me' }, 'number', MESSAGES.phoneInvalid],
  ['form B’s number of 6 digits', 'appointments', { ...B, number: '98-45-01' }, 'number', MESSAGES.phoneInvalid],
  ['missing date', 'appointments', without(A, 'booking_date'), 'booking_date', MESSAGES.dateRequired],
  [
    'date not a calendar date',
    'appointments',
    { ...A, booking_date: '2026-02-30' },
    'booking_date',
    MESSAGES.dateInvalid,
  ],
  [
    'date in another format',
    'appointments',
    { ...A, booking_date: '24/11/2026' },
    'booking_date',
    MESSAGES.dateInvalid,
  ],
  [
    'past date',
    'appointments',
    { ...A, booking_date: '2026-11-20' },
    'booking_date',
    'Please choose today (23/11/2026) or a later date.',
  ],
  [
    'date 366 days ahead',
    'appointments',
    { ...A, booking_date: '2027-11-24' },
    'booking_date',
    'Please choose a date up to 23/11/2027, within the next 365 days.',
  ],
  [
    'a Sunday',
    'appointments',
    { ...A, booking_date: '2026-11-29' },
    'booking_date',
    'We are closed on Sundays. Please choose a day from Monday to Friday.',
  ],
  [
    'a Saturday (form B)',
    'appointments',
    { ...B, appoinment_date: '2026-11-28' },
    'appoinment_date',
    'We are closed on Saturdays. Please choose a day from Monday to Friday.',
  ],
  ['unknown service', 'appointments', { ...A, serviceName: 'Dentistry' }, 'serviceName', MESSAGES.service],
  ['unknown doctor', 'appointments', { ...A, select: 'Dr. Nobody' }, 'select', MESSAGES.doctor],
  ['unknown country', 'appointments', { ...B, countryname: 'Atlantis' }, 'countryname', MESSAGES.country],
  ['form B without state', 'appointments', without(B, 'state'), 'state', MESSAGES.stateRequired],
  ['state over 100', 'appointments', { ...B, state: 's'.repeat(101) }, 'state', MESSAGES.stateTooLong],
  ['no consent', 'appointments', without(A, 'consent'), 'consent', MESSAGES.consent],
  ['consent "no"', 'appointments', { ...A, consent: 'no' }, 'consent', MESSAGES.consent],
  ['unknown form kind', 'appointments', { ...A, form: 'newsletter' }, 'form', MESSAGES.unknownForm],
  ['message missing', 'messages', without(CONTACT, 'message'), 'message', MESSAGES.messageRequired],
  ['message over 2000', 'messages', { ...CONTACT, message: 'm'.repeat(2001) }, 'message', MESSAGES.messageTooLong],
  ['bad contact phone', 'messages', { ...CONTACT, phone: '12' }, 'phone', MESSAGES.phoneInvalid],
  [
    'contact phone sent as a list',
    'messages',
    { ...CONTACT, phone: ['98450', '12345'] },
    'phone',
    MESSAGES.phoneInvalid,
  ],
  ['subject over 200', 'messages', { ...CONTACT, subject: 's'.repeat(201) }, 'subject', MESSAGES.subjectTooLong],
  [
    'line break in a subject',
    'messages',
    { ...CONTACT, subject: 'Reports\nplease' },
    'subject',
    MESSAGES.subjectCharacters,
  ],
  ['contact without consent', 'messages', without(CONTACT, 'consent'), 'consent', MESSAGES.consent],
  [
    'comment without post',
    'messages',
    { form: 'comment', name: 'K', email: 'k@example.org', message: 'Hi', consent: 'yes' },
    'postSlug',
    MESSAGES.postSlug,
  ],
  [
    'subscription with bad e-mail',
    'subscriptions',
    { form: 'newsletter', email: 'not-an-address' },
    'email',
    MESSAGES.emailInvalid,
  ],
  [
    'prototype key',
    'appointments',
    JSON.parse(`{"__proto__":{"polluted":true},"form":"appointment-a"}`),
    'name',
    MESSAGES.nameRequired,
  ],
];

async function expectNothingStoredAndHealthy(): Promise<void> {
  expect(countRows(server.config.dataDir)).toEqual({ appointments: 0, messages: 0, subscriptions: 0, outbox: 0 });
  const health = await server.app.inject({ url: '/healthz' });
  expect(health.statusCode).toBe(200);
}

describe('validation: each rule names the field and the reason; nothing is stored', () => {
  it.each(invalid)('%s', async (_label, endpoint, body, field, message) => {
    const json = await server.app.inject({
      method: 'POST',
      url: `/api/${endpoint}`,
      headers: JSON_HEADERS,
      payload: JSON.stringify(body),
    });
    expect(json.statusCode).toBe(422);
    expect(json.json().ok).toBe(false);
    expect(json.json().errors[field]).toEqual(message);
    if (Object.values(body).every((v) => typeof v === 'string')) {
      const native = await server.app.inject({
        method: 'POST',
        url: `/api/${endpoint}`,
        headers: FORM_HEADERS,
        payload: urlencoded(body as Record<string, string>),
      });
      expect(native.statusCode).toBe(422);
      expect(native.headers['content-type']).toMatch(/^text\/html/);
    }
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
    await expectNothingStoredAndHealthy();
  });
});

type RawCase = [label: string, headers: Record<string, string>, payload: string | Buffer, status: number];
const big = urlencoded({ ...A, message: 'x'.repeat(20 * 1024) });
const raw: RawCase[] = [
  ['malformed JSON', JSON_HEADERS, '{"name": "Asha",', 400],
  ['JSON that is not an object', JSON_HEADERS, '["name"]', 400],
  ['JSON with a lone surrogate', JSON_HEADERS, '{"name":"\\ud800"}', 400],
  ['empty JSON body', JSON_HEADERS, '', 400],
  ['20 KB urlencoded body', FORM_HEADERS, big, 413],
  ['20 KB JSON body', JSON_HEADERS, JSON.stringify({ ...A, name: 'x'.repeat(20 * 1024) }), 413],
  ['text/plain', { 'content-type': 'text/plain', accept: 'application/json' }, 'name=Asha', 415],
  ['multipart', { 'content-type': 'multipart/form-data; boundary=x', accept: 'application/json' }, '--x--', 415],
  [
    'invalid UTF-8 bytes, urlencoded',
    FORM_HEADERS,
    Buffer.concat([Buffer.from('form=appointment-a&name='), Buffer.from([0xc3, 0x28, 0xff])]),
    400,
  ],
  ['invalid UTF-8 percent-escape', FORM_HEADERS, 'form=appointment-a&name=%FF%FE', 400],
  ['malformed percent-escape', FORM_HEADERS, 'name=%E0%A4', 400],
  [
    'invalid UTF-8 bytes, JSON',
    JSON_HEADERS,
    Buffer.concat([Buffer.from('{"name":"'), Buffer.from([0xed, 0xa0, 0x80]), Buffer.from('"}')]),
    400,
  ],
  ['foreign Origin', { ...FORM_HEADERS, origin: 'https://evil.example' }, urlencoded(A), 403],
  ['Origin of another port on this host', { ...FORM_HEADERS, origin: 'http://localhost:8081' }, urlencoded(A), 403],
  ['Origin null', { ...FORM_HEADERS, origin: 'null' }, urlencoded(A), 403],
  ['Sec-Fetch-Site cross-site', { ...JSON_HEADERS, 'sec-fetch-site': 'cross-site' }, JSON.stringify(A), 403],
];

describe('unreadable, oversized or foreign posts', () => {
  it.each(raw)('%s', async (_label, headers, payload, status) => {
    const response = await server.app.inject({ method: 'POST', url: '/api/appointments', headers, payload });
    expect(response.statusCode).toBe(status);
    if ((headers.accept ?? '').includes('json'))
      expect(response.json()).toMatchObject({ ok: false, error: expect.any(String) });
    else expect(response.body).toContain('<h1>');
    await expectNothingStoredAndHealthy();
  });

  it('accepts a post whose Origin is its own host or SITE_URL', async () => {
    const own = await server.app.inject({
      method: 'POST',
      url: '/api/appointments',
      headers: { ...JSON_HEADERS, origin: 'http://localhost:80', 'sec-fetch-site': 'same-origin' },
      payload: A,
    });
    expect(own.statusCode).toBe(201);
    const other = await startTestServer({ siteUrl: 'https://clinic.example.in' }, { now: fixedClock });
    try {
      const viaSiteUrl = await other.app.inject({
        method: 'POST',
        url: '/api/subscriptions',
        headers: { ...JSON_HEADERS, origin: 'https://clinic.example.in' },
        payload: { email: 'x@example.org' },
      });
      expect(viaSiteUrl.statusCode).toBe(201);
    } finally {
      await other.close();
    }
    expect(readRows(server.config.dataDir, 'appointments')).toHaveLength(1);
    await server.app.clinic.store.eraseEmail(A.email as string);
  });
});

describe('the HTML answer to a native post with mistakes', () => {
  it('shows the form again with every value kept and escaped, a message by each bad field, consent and a way back', async () => {
    const body = {
      ...A,
      name: '<script>alert("hi")</script>',
      email: 'asha@',
      booking_date: '2026-11-29',
      consent: '',
    };
    const response = await server.app.inject({
      method: 'POST',
      url: '/api/appointments',
      payload: urlencoded(body),
      headers: { ...FORM_HEADERS, referer: 'http://localhost/appointment?x=1' },
    });
    expect(response.statusCode).toBe(422);
    const html = response.body;
    expect(html).toMatch(/^<!DOCTYPE html>\s*<html lang="en">/);
    expect(html).toMatch(/<title>[^<]+<\/title>/);
    expect(html.match(/<h1[\s>]/g)).toHaveLength(1);
    expect(html).toContain('<link rel="stylesheet" href="/assets/root-Ab12Cd.css">');
    expect(html).toMatch(/<form [^>]*action="\/api\/appointments" method="post">/);
    expect(html).not.toContain('<script>alert');
    expect(html).toContain('value="&lt;script&gt;alert(&quot;hi&quot;)&lt;/script&gt;"');
    expect(html).toContain('value="asha@"');
    expect(html).toContain('value="+91 98450 12345"');
    expect(html).toContain('<option value="Diabetes" selected="">Diabetes</option>');
    expect(html).toContain('We are closed on Sundays. Please choose a day from Monday to Friday.');
    expect(html).toContain(MESSAGES.emailInvalid);
    expect(html).toContain(MESSAGES.consent);
    expect(html).toMatch(/id="field-email"[^>]*aria-invalid="true"/);
    expect(html).toMatch(/<input type="checkbox" required="" id="field-consent" [^>]*name="consent" value="yes"\/>/);
    expect(html).toMatch(/<button type="submit"/);
    expect(html).toContain('<a href="/appointment?x=1">');
    expect(html).toContain('<a href="/">');
    expect(response.headers['content-security-policy']).toContain("script-src 'self';");
    await expectNothingStoredAndHealthy();
  });

  it('shows the refusal of the name of the person booked for at its field, the value kept', async () => {
    const tooLong = 'p'.repeat(101);
    const response = await server.app.inject({
      method: 'POST',
      url: '/api/appointments',
      payload: urlencoded({ ...A, patient_name: tooLong }),
      headers: FORM_HEADERS,
    });
    expect(response.statusCode).toBe(422);
    expect(response.body).toMatch(
      /id="field-patient_name" aria-describedby="field-patient_name-hint field-patient_name-error" aria-invalid="true"/,
    );
    expect(response.body).toContain(
      `<p id="field-patient_name-error" class="mt-1 text-sm font-semibold text-danger">${MESSAGES.patientNameTooLong}</p>`,
    );
    expect(response.body).toContain(`value="${tooLong}"`);
    await expectNothingStoredAndHealthy();
  });

  it('links back only to a page of the same site', async () => {
    const response = await server.app.inject({
      method: 'POST',
      url: '/api/appointments',
      payload: urlencoded({ ...A, name: '' }),
      headers: { ...FORM_HEADERS, referer: 'https://evil.example/phish' },
    });
    expect(response.statusCode).toBe(422);
    expect(response.body).not.toContain('evil.example');
  });
});
