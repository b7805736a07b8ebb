import { afterEach, expect, it } from 'vitest';
import { forEachBackend, freshDatabase } from './backends';
import { FORM_HEADERS, formA, JSON_HEADERS, NOW, startTestServer, urlencoded, type TestServer } from './helpers';

/**
 * A form sent again without JavaScript (the back button after sending, then Send; a second tap), on both backends: the
 * second post of the same content within content/forms/resend.ts's window answers with the first one's confirmation
 * and stores and sends nothing new (decision 0071). A changed field, a post after the window, or a script's JSON post
 * is a request of its own.
 */

const ORIGIN = 'http://localhost:4612';
const CONTACT = { form: 'contact', name: 'Meera', email: 'meera@example.org', message: 'Hello there', consent: 'yes' };
const servers: TestServer[] = [];
afterEach(async () => {
  for (const server of servers.splice(0)) await server.close();
});

async function start(backend: 'sqlite' | 'postgres') {
  let clock = NOW;
  const database = await freshDatabase(backend);
  const server = await startTestServer({ siteUrl: ORIGIN, ...database.settings }, { now: () => clock });
  servers.push(server);
  const db = server.app.clinic.store.db;
  const post = async (endpoint: string, fields: Record<string, string>, headers = FORM_HEADERS) => {
    const json = headers === JSON_HEADERS;
    const answer = await server.app.inject({
      method: 'POST',
      url: `/api/${endpoint}`,
      headers: { ...headers, origin: ORIGIN },
      payload: json ? JSON.stringify(fields) : urlencoded(fields),
    });
    return { status: answer.statusCode, location: String(answer.headers.location ?? '') };
  };
  const count = async (table: string) =>
    Number((await db.get<{ n: number | string }>(`SELECT count(*) AS n FROM ${table}`))!.n);
  const stored = async () => ({
    appointments: await count('appointments'),
    messages: await count('messages'),
    visits: await count('visits'),
    outbox: await count('outbox'),
  });
  const later = (minutes: number) => {
    clock = new Date(clock.getTime() + minutes * 60_000);
  };
  return { server, post, stored, later };
}

forEachBackend('a form sent again without JavaScript', (backend) => {
  it('answers a second booking of the same content with the first one’s confirmation, storing and sending nothing', async () => {
    const { server, post, stored, later } = await start(backend);
    const booking = formA({ booking_date: '2026-11-24', booking_time: '10:15' });
    const first = await post('appointments', booking);
    expect(first.status).toBe(303);
    expect(first.location).toMatch(/^\/request-received\?ref=[\w-]+$/);
    const once = await stored();
    expect(once).toEqual({ appointments: 1, messages: 0, visits: 1, outbox: 2 });

    later(3);
    // The browser sends the same fields again (the back button keeps what was typed).
    const again = await post('appointments', booking);
    expect(again).toEqual(first);
    expect(await stored()).toEqual(once);
    const page = await server.app.inject({ url: again.location });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('10:15');

    // One field changed is a request of its own.
    const other = await post('appointments', { ...booking, booking_time: '10:30', name: 'Asha K' });
    expect(other.status).toBe(303);
    expect(other.location).not.toBe(first.location);
    expect(await stored()).toMatchObject({ appointments: 2, visits: 2 });
  });

  it('two posts of the same booking at once (a double tap) are one request, both answered with its confirmation', async () => {
    const { post, stored } = await start(backend);
    const booking = formA({ booking_date: '2026-11-24', booking_time: '11:00', name: 'Ravi Menon' });
    const answers = await Promise.all([post('appointments', booking), post('appointments', booking)]);
    expect(answers[0]!.location).toMatch(/^\/request-received\?ref=[\w-]+$/);
    expect(answers[1]).toEqual(answers[0]);
    expect(await stored()).toEqual({ appointments: 1, messages: 0, visits: 1, outbox: 2 });
  });

  it('a message sent twice is one message; after the window the same content is a new one', async () => {
    const { post, stored, later } = await start(backend);
    const first = await post('messages', CONTACT);
    expect(first).toEqual({ status: 303, location: '/thank-you?form=contact' });
    expect(await post('messages', CONTACT)).toEqual(first);
    expect(await stored()).toMatchObject({ messages: 1, outbox: 2 });
    later(11);
    expect(await post('messages', CONTACT)).toEqual(first);
    expect(await stored()).toMatchObject({ messages: 2, outbox: 4 });
    // …and that one is the first of a new window.
    expect(await post('messages', CONTACT)).toEqual(first);
    expect(await stored()).toMatchObject({ messages: 2, outbox: 4 });
  });

  it('a script’s JSON posts are each a request (the page’s script owns its one send)', async () => {
    const { post, stored } = await start(backend);
    expect((await post('messages', CONTACT, JSON_HEADERS)).status).toBe(201);
    expect((await post('messages', CONTACT, JSON_HEADERS)).status).toBe(201);
    expect(await stored()).toMatchObject({ messages: 2 });
  });
});
