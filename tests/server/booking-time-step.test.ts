import { afterEach, expect, it } from 'vitest';
import { forEachBackend, freshDatabase } from './backends';
import { FORM_HEADERS, formA, startTestServer, urlencoded, type TestServer } from './helpers';

/**
 * The step a booking sent without JavaScript is offered (decision 0048): its confirmation page lists the doctor's free
 * times that day as buttons; one holds the time for the stored request and the page then shows it, held (`review`)
 * or confirmed with the e-mail and calendar file (`instant`). A time taken meanwhile, a tampered or unknown reference,
 * a second time: each refused, nothing changed. Both backends, the fixed clock (Monday 23 November 2026, 09:30 IST).
 */

const TUESDAY = '2026-11-24';
const servers: TestServer[] = [];
afterEach(async () => {
  for (const server of servers.splice(0)) await server.close();
});

const textOf = (html: string) => html.replace(/<[^>]+>/g, ' ').replace(/\s+/g, ' ');

async function start(backend: 'sqlite' | 'postgres', confirmation: 'instant' | 'review' = 'review') {
  const database = await freshDatabase(backend);
  const server = await startTestServer(database.settings, { confirmation });
  servers.push(server);
  const db = server.app.clinic.store.db;
  const post = (url: string, fields: Record<string, string>, headers: Record<string, string> = {}) =>
    server.app.inject({ method: 'POST', url, headers: { ...FORM_HEADERS, ...headers }, payload: urlencoded(fields) });
  const get = (url: string) => server.app.inject({ url });
  const visits = () => db.all<{ status: string; starts_at: string }>('SELECT status, starts_at FROM visits');
  const outbox = () => db.all<{ subject: string }>("SELECT subject FROM outbox WHERE purpose = 'patient'");
  /** A booking for Tuesday sent without JavaScript: its confirmation page's address and reference. */
  const book = async (fields: Record<string, string> = {}) => {
    const sent = await post('/api/appointments', formA({ booking_date: TUESDAY, ...fields }));
    expect(sent.statusCode).toBe(303);
    const location = sent.headers.location as string;
    return { location, ref: location.split('=')[1]! };
  };
  return { post, get, visits, outbox, book, server: () => server };
}

forEachBackend('the time step after a booking sent without JavaScript', (backend) => {
  it('review: lists the day’s free times as buttons; one holds the time and the page shows it held', async () => {
    const { post, get, visits, book, server } = await start(backend);
    const { location, ref } = await book();
    const page = await get(location);
    expect(page.statusCode).toBe(200);
    // The reference never leaves the site; the step's form posts with its Origin (no-referrer would send Origin: null).
    expect(page.headers['referrer-policy']).toBe('same-origin');
    const text = textOf(page.body);
    expect(text).toContain('Pick a time now (optional)');
    expect(text).toContain('Dr. Ananya Rao has these free times on Tuesday, 24 November.');
    expect(page.body).toContain(`action="/api/appointments/time"`);
    expect(page.body).toContain(`<input type="hidden" name="ref" value="${ref}"/>`);
    expect(page.body.match(/name="booking_time"/g)).toHaveLength(16);
    expect(page.body).toContain('value="09:00"');

    const held = await post('/api/appointments/time', { ref, booking_time: '09:45' });
    expect(held.statusCode).toBe(303);
    expect(held.headers.location).toBe(location);
    expect(await visits()).toEqual([{ status: 'held', starts_at: '2026-11-24T04:15:00.000Z' }]);
    const after = textOf((await get(location)).body);
    expect(after).toContain('Time 09:45');
    expect(after).toContain('Your time is held for you. The clinic confirms it by e-mail');
    expect(after).not.toContain('Pick a time now');

    // The clinic is told of the time the patient held, with the request's desk page.
    const notes = await server().app.clinic.store.db.all<{ subject: string; text_body: string }>(
      "SELECT subject, text_body FROM outbox WHERE purpose = 'clinic' AND subject LIKE 'Patient change%'",
    );
    expect(notes).toHaveLength(1);
    expect(notes[0]!.text_body).toContain('picked a time after sending the request: 2026-11-24 09:45, Dr. Ananya Rao');
    expect(notes[0]!.text_body).toMatch(/Open it in the front desk: http:\/\/[^ ]+\/desk\/requests\//);

    // A second time for the same request changes nothing.
    expect((await post('/api/appointments/time', { ref, booking_time: '10:00' })).statusCode).toBe(303);
    expect(await visits()).toEqual([{ status: 'held', starts_at: '2026-11-24T04:15:00.000Z' }]);
  });

  it('instant: the time picked is confirmed, with the confirmation e-mail', async () => {
    const { post, get, visits, outbox, book } = await start(backend, 'instant');
    const { location, ref } = await book();
    expect((await post('/api/appointments/time', { ref, booking_time: '12:45' })).statusCode).toBe(303);
    expect(await visits()).toEqual([{ status: 'confirmed', starts_at: '2026-11-24T07:15:00.000Z' }]);
    const subjects = (await outbox()).map((mail) => mail.subject);
    expect(subjects).toHaveLength(2);
    expect(subjects[1]).toMatch(/^Your appointment is confirmed: Tuesday, 24 November 2026 at 12:45/);
    expect(textOf((await get(location)).body)).toContain('Your appointment is confirmed.');
  });

  it('a time taken meanwhile is refused on the page with the clinic’s words and the times free now', async () => {
    const { post, visits, book } = await start(backend);
    const first = await book();
    const second = await book({ email: 'ravi@example.org' });
    expect((await post('/api/appointments/time', { ref: first.ref, booking_time: '10:00' })).statusCode).toBe(303);
    const refused = await post('/api/appointments/time', { ref: second.ref, booking_time: '10:00' });
    expect(refused.statusCode).toBe(422);
    const text = textOf(refused.body);
    expect(text).toContain('That time was just taken by another patient.');
    expect(text).toContain('Free times nearest to it: Tuesday, 24 November 09:30');
    expect(refused.body).not.toContain('value="10:00"');
    expect(refused.body).toContain('value="10:15"');
    expect(await visits()).toHaveLength(1);
  });

  it('refuses a tampered, unknown or missing reference and a time not offered, changing nothing', async () => {
    const { post, visits, book } = await start(backend);
    const { ref } = await book();
    const refused: Array<Record<string, string>> = [
      { ref: 'x'.repeat(16), booking_time: '10:00' },
      { ref: `${ref}x`, booking_time: '10:00' },
      { booking_time: '10:00' },
    ];
    for (const fields of refused) {
      const answer = await post('/api/appointments/time', fields);
      expect(answer.statusCode).toBe(404);
      expect(textOf(answer.body)).toContain('This page has expired.');
    }
    const crossSite = await post(
      '/api/appointments/time',
      { ref, booking_time: '10:00' },
      { origin: 'https://evil.example' },
    );
    expect(crossSite.statusCode).toBe(403);
    for (const booking_time of ['10:07', 'soon', '']) {
      const answer = await post('/api/appointments/time', { ref, booking_time });
      expect(answer.statusCode).toBe(422);
    }
    expect(await visits()).toEqual([]);
  });

  it('offers no step without a doctor', async () => {
    const { get, book } = await start(backend);
    const { location } = await book({ select: 'subject', serviceName: 'subject' });
    expect(textOf((await get(location)).body)).not.toContain('Pick a time now');
  });
});
