import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import Database from 'better-sqlite3';
import { Writable } from 'node:stream';
import { afterEach, describe, expect, it } from 'vitest';
import { loggerOptions } from '../../server/app';
import {
  FORM_HEADERS,
  JSON_HEADERS,
  NOW,
  formA,
  makeFixtureBuild,
  readRows,
  startTestServer,
  urlencoded,
  type TestServer,
} from './helpers';

let server: TestServer | undefined;
afterEach(async () => {
  await server?.close();
  server = undefined;
});

function confirmations(dataDir: string): Array<Record<string, unknown>> {
  const db = new Database(path.join(dataDir, 'clinic.db'), { readonly: true });
  try {
    return db.prepare('SELECT * FROM booking_confirmations').all() as Array<Record<string, unknown>>;
  } finally {
    db.close();
  }
}

/** A clock the test moves forward. */
function movableClock() {
  let now = NOW;
  return { now: () => now, advance: (ms: number) => (now = new Date(now.getTime() + ms)) };
}

async function postNative(fields: Record<string, string>) {
  return server!.app.inject({
    method: 'POST',
    url: '/api/appointments',
    headers: FORM_HEADERS,
    payload: urlencoded(fields),
  });
}

describe('the confirmation page of a booking posted without JavaScript', () => {
  it('repeats the date, doctor and service, says it is not yet confirmed and when the clinic calls; the URL carries only a random reference', async () => {
    const clock = movableClock();
    server = await startTestServer({}, { now: clock.now });
    const posted = await postNative(formA());
    expect(posted.statusCode).toBe(303);
    const location = posted.headers.location as string;
    expect(location).toMatch(/^\/request-received\?ref=[A-Za-z0-9_-]{16}$/);
    for (const secret of ['Diabetes', 'Ananya', 'Asha', '98450', 'asha']) expect(location).not.toContain(secret);

    const page = await server.app.inject({ url: location });
    expect(page.statusCode).toBe(200);
    expect(page.headers['cache-control']).toBe('no-store');
    const text = page.body.replace(/<[^>]+>/g, ' ').replace(/\s+/g, ' ');
    // formA books two days after Monday 23 November 2026.
    expect(text).toContain('Preferred date Wednesday, 25 November');
    expect(text).toContain('Doctor Dr. Ananya Rao');
    expect(text).toContain('Service Diabetes');
    // The short reference the patient's e-mail carries and the desk finds the request by.
    expect(text).toContain(`Reference ${String(readRows(server!.config.dataDir, 'appointments')[0]!.ref)}`);
    expect(text).toContain('This is a request, not yet a confirmed appointment.');
    expect(text).toContain(
      'We will call you on +91 98450 12345 to agree the time, between 9:00 and 16:00, Monday to Friday.',
    );
    expect(page.body).toContain('<meta name="robots" content="noindex">');

    const [stored] = confirmations(server.config.dataDir);
    expect(stored).toMatchObject({
      ref: location.split('=')[1],
      expires_at: new Date(NOW.getTime() + 3_600_000).toISOString(),
    });
    expect(stored?.request_id).toBe(readRows(server.config.dataDir, 'appointments')[0]?.id);

    // About an hour later the reference no longer finds it: the generic thank-you page.
    clock.advance(3_600_000);
    const expired = await server.app.inject({ url: location });
    expect(expired.statusCode).toBe(303);
    expect(expired.headers.location).toBe('/thank-you?form=appointment-a');
  });

  it('says "No preference" for a doctor or service not chosen (form B has neither)', async () => {
    server = await startTestServer({}, { now: () => NOW });
    const posted = await postNative({
      form: 'appointment-b',
      countryname: 'India',
      state: 'Kerala',
      number: '98765 43210',
      name: 'Ravi',
      email: 'ravi@example.org',
      appoinment_date: '2026-11-26',
      consent: 'yes',
    });
    const page = await server.app.inject({ url: posted.headers.location as string });
    const text = page.body.replace(/<[^>]+>/g, ' ').replace(/\s+/g, ' ');
    expect(text).toContain('Preferred date Thursday, 26 November');
    expect(text).toContain('Doctor No preference');
    expect(text).toContain('Service No preference');
  });

  it('leads an unknown, malformed or missing reference to the generic thank-you page', async () => {
    server = await startTestServer({}, { now: () => NOW });
    for (const url of [
      '/request-received?ref=AAAAAAAAAAAAAAAA',
      '/request-received?ref=../../etc',
      '/request-received',
    ]) {
      const answer = await server.app.inject({ url });
      expect(answer.statusCode, url).toBe(303);
      expect(answer.headers.location).toBe('/thank-you?form=appointment-a');
    }
  });

  it('stores no reference for a script (it shows the confirmation in place) nor for a contact message', async () => {
    server = await startTestServer({}, { now: () => NOW });
    const scripted = await server.app.inject({
      method: 'POST',
      url: '/api/appointments',
      headers: JSON_HEADERS,
      payload: formA(),
    });
    expect(scripted.statusCode).toBe(201);
    const message = await server.app.inject({
      method: 'POST',
      url: '/api/messages',
      headers: FORM_HEADERS,
      payload: urlencoded({
        form: 'contact',
        name: 'Meena',
        email: 'meena@example.org',
        message: 'Hello there',
        consent: 'yes',
      }),
    });
    expect(message.headers.location).toBe('/thank-you?form=contact');
    expect(confirmations(server.config.dataDir)).toEqual([]);
  });

  it('is deleted with its request when the patient withdraws', async () => {
    server = await startTestServer({}, { now: () => NOW });
    const posted = await postNative(formA());
    await server.app.clinic.store.eraseEmail('asha@example.org');
    expect(confirmations(server.config.dataDir)).toEqual([]);
    expect((await server.app.inject({ url: posted.headers.location as string })).headers.location).toBe(
      '/thank-you?form=appointment-a',
    );
  });

  it('never logs the reference', async () => {
    const lines: string[] = [];
    const stream = new Writable({
      write(chunk, _encoding, done) {
        lines.push(String(chunk));
        done();
      },
    });
    const base = await startTestServer({}, { now: () => NOW });
    const config = { ...base.config, logLevel: 'info' as const };
    await base.close();
    server = await startTestServer(config, {
      now: () => NOW,
      logger: { ...(loggerOptions(config) as object), stream },
    });
    const posted = await postNative(formA());
    const location = posted.headers.location as string;
    await server.app.inject({ url: location });
    expect(lines.join('')).toContain('/request-received');
    expect(lines.join('')).not.toContain(location.split('=')[1]);
  });
});

describe('a book button’s choice (/appointment?service=…&doctor=…)', () => {
  const appointmentPage =
    '<!DOCTYPE html><html lang="en"><head><title>Appointment</title></head><body><main><form>' +
    '<select id="a-serviceName" name="serviceName" class="field"><option value="subject" selected="">Select Services</option><option value="Diabetes">Diabetes</option><option value="Hypertension">Hypertension</option></select>' +
    '<select id="a-select" name="select" class="field"><option value="subject" selected="">Select Doctors</option><option value="Dr. Ananya Rao">Dr. Ananya Rao</option><option value="Dr. Vikram Menon">Dr. Vikram Menon</option></select>' +
    '</form></main></body></html>';

  async function withAppointmentPage() {
    const { buildDir } = makeFixtureBuild();
    mkdirSync(path.join(buildDir, 'appointment'), { recursive: true });
    writeFileSync(path.join(buildDir, 'appointment', 'index.html'), appointmentPage);
    server = await startTestServer({ buildDir }, { now: () => NOW });
  }

  it('is marked selected in the page for a visitor without JavaScript, in any case, only from the known lists', async () => {
    await withAppointmentPage();
    const chosen = await server!.app.inject({ url: '/appointment?service=diabetes&doctor=Dr.+Vikram+Menon' });
    expect(chosen.statusCode).toBe(200);
    expect(chosen.body).toContain(
      '<option value="subject">Select Services</option><option value="Diabetes" selected="">Diabetes</option>',
    );
    expect(chosen.body).toContain(
      '<option value="subject">Select Doctors</option><option value="Dr. Ananya Rao">Dr. Ananya Rao</option><option value="Dr. Vikram Menon" selected="">',
    );
    expect(chosen.body.match(/selected=""/g)).toHaveLength(2);

    for (const url of ['/appointment?service=Dentistry&doctor=%3Cscript%3E', '/appointment?x=1', '/appointment/']) {
      const unchanged = await server!.app.inject({ url });
      expect(unchanged.statusCode, url).toBe(200);
      expect(unchanged.body, url).toBe(appointmentPage);
    }
  });

  it('is accepted by the service as the link spells it', async () => {
    await withAppointmentPage();
    const posted = await server!.app.inject({
      method: 'POST',
      url: '/api/appointments',
      headers: JSON_HEADERS,
      payload: formA({ serviceName: 'diabetes', select: 'dr. ananya rao' }),
    });
    expect(posted.statusCode).toBe(201);
    expect(readRows(server!.config.dataDir, 'appointments')[0]).toMatchObject({
      service: 'Diabetes',
      doctor: 'Dr. Ananya Rao',
    });
  });
});
