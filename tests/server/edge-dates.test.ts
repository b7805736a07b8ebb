import { afterAll, beforeAll, expect, it } from 'vitest';
import { signedInStaff } from './desk-helpers';
import { fixedClock, formA, startTestServer, urlencoded, type TestServer } from './helpers';

/**
 * Dates at the edge, over every route that takes a date or an instant
 * (docs/decisions/0059-the-diarys-doors-under-abuse.md): each answers 400 or 422 (a desk filter is dropped, 200),
 * stores nothing, and nothing is logged at error level.
 * The fixed clock: Monday 23 November 2026, 09:30 in India.
 */

const ORIGIN = 'http://localhost:4623';
const LINK = new RegExp(`${ORIGIN}(/visit/[A-Za-z0-9_-]{43})`);
const BAD_DATES = ['9999-12-31', '2200-01-01', '1899-12-31', '+275760-09-13', '0000-01-01', '2026-02-30', '24-11-2026'];
const BAD_INSTANTS = [
  '+275760-09-13T00:00:00.000Z',
  '-271821-04-20T00:00:00.000Z',
  '9999-12-31T23:59:59.999Z',
  '2026-11-24',
  '1e15',
  'NaN',
];

let server: TestServer;
let cookie: string;
let visitPath: string;
let ref: string;
const logged: Array<{ level: number; msg?: string }> = [];

const post = (url: string, fields: Record<string, string>, headers: Record<string, string> = {}) =>
  server.app.inject({
    method: 'POST',
    url,
    headers: { 'content-type': 'application/x-www-form-urlencoded', origin: ORIGIN, cookie, ...headers },
    payload: urlencoded(fields),
  });
const get = (url: string) => server.app.inject({ url, headers: { cookie } });
const stored = async () => {
  const { db } = server.app.clinic.store;
  const count = async (table: string) => (await db.get<{ n: number }>(`SELECT count(*) AS n FROM ${table}`))!.n;
  return Promise.all(['appointments', 'visits', 'doctor_leave', 'clinic_closures', 'outbox'].map(count));
};

beforeAll(async () => {
  const stream = { write: (line: string) => void logged.push(JSON.parse(line)) };
  server = await startTestServer({ siteUrl: ORIGIN }, { now: fixedClock, logger: { level: 'info', stream } });
  ({ cookie } = await signedInStaff(server, ORIGIN));
  const booked = await post('/api/appointments', formA({ booking_date: '2026-11-25' }), { accept: 'application/json' });
  expect(booked.statusCode).toBe(201);
  const mail = await server.app.clinic.store.db.get<{ text_body: string }>(
    "SELECT text_body FROM outbox WHERE purpose = 'patient'",
  );
  visitPath = LINK.exec(mail!.text_body)![1]!;
  ref = /Reference: (\w{6})/.exec(mail!.text_body)![1]!;
});
afterAll(() => server.close());

/** Every route that reads a date or an instant, with the answers a bad one may have. */
const routes: Array<{
  name: string;
  ask: (value: string) => ReturnType<typeof get>;
  kind: 'date' | 'instant';
  ok: number[];
}> = [
  {
    name: 'GET /api/availability from',
    kind: 'date',
    ask: (value) => get(`/api/availability?doctor=dr-ananya-rao&from=${encodeURIComponent(value)}&to=2026-11-25`),
    ok: [400],
  },
  {
    name: 'GET /api/availability to',
    kind: 'date',
    ask: (value) => get(`/api/availability?doctor=dr-ananya-rao&from=2026-11-24&to=${encodeURIComponent(value)}`),
    ok: [400],
  },
  {
    name: 'GET /visit/<token>?date=',
    kind: 'date',
    ask: (value) => get(`${visitPath}?date=${encodeURIComponent(value)}`),
    ok: [422],
  },
  {
    name: 'POST /visit/<token>/move',
    kind: 'instant',
    ask: (value) => post(`${visitPath}/move`, { start: value }),
    ok: [422],
  },
  {
    name: 'GET /desk/day?date=',
    kind: 'date',
    ask: (value) => get(`/desk/day?date=${encodeURIComponent(value)}`),
    ok: [400],
  },
  {
    name: 'GET /desk/week?date=',
    kind: 'date',
    ask: (value) => get(`/desk/week?date=${encodeURIComponent(value)}`),
    ok: [400],
  },
  {
    name: 'POST /desk/day/book',
    kind: 'instant',
    ask: (value) =>
      post('/desk/day/book', {
        doctor: 'physician',
        start: value,
        date: '2026-11-24',
        name: 'Ravi',
        phone: '98860 44321',
      }),
    ok: [422],
  },
  {
    name: 'POST /desk/diary/move',
    kind: 'instant',
    ask: (value) => post('/desk/diary/move', { id: 'any', start: value }),
    ok: [404, 409, 422],
  },
  {
    name: 'POST /desk/diary/leave',
    kind: 'date',
    ask: (value) => post('/desk/diary/leave', { doctor: 'physician', from: value, to: value }),
    ok: [422],
  },
  {
    name: 'POST /desk/diary/closure',
    kind: 'date',
    ask: (value) => post('/desk/diary/closure', { from: '2026-11-24', to: value, reason: 'Festival' }),
    ok: [422],
  },
  {
    name: 'POST /desk/requests/<ref>/confirm',
    kind: 'date',
    ask: (value) => post(`/desk/requests/${ref}/confirm`, { date: value, time: '10:00', doctor: 'Dr. Ananya Rao' }),
    ok: [422],
  },
  {
    name: 'POST /api/appointments booking_date',
    kind: 'date',
    ask: (value) => post('/api/appointments', formA({ booking_date: value }), { accept: 'application/json' }),
    ok: [422],
  },
  {
    name: 'GET /desk?from= (a filter, dropped)',
    kind: 'date',
    ask: (value) => get(`/desk?from=${encodeURIComponent(value)}`),
    ok: [200],
  },
];

for (const route of routes) {
  it(`${route.name}: every edge ${route.kind} is refused, nothing stored, nothing logged as an error`, async () => {
    const before = await stored();
    const from = logged.length;
    for (const value of route.kind === 'date' ? BAD_DATES : BAD_INSTANTS) {
      const answer = await route.ask(value);
      expect(route.ok, `${route.name} ${value}: ${answer.statusCode}`).toContain(answer.statusCode);
    }
    expect(await stored()).toEqual(before);
    expect(logged.slice(from).filter((line) => line.level >= 50)).toEqual([]);
  });
}
