import { afterAll, beforeAll, expect, it } from 'vitest';
import { signedInStaff } from './desk-helpers';
import { fixedClock, startTestServer, urlencoded, type TestServer } from './helpers';

/**
 * The day view's routes as the browser uses them (fixed clock, Monday 23 November 2026, 09:30 in Kolkata): the day
 * drawn for a date, a booking refused for bad input keeps what was typed and stores nothing, a good one answers 303
 * back to the day, a second one at the same time 409 with the nearest free times as buttons.
 */

const ORIGIN = 'http://localhost:4611';
let server: TestServer;
let cookie: string;

const book = (fields: Record<string, string>) =>
  server.app.inject({
    method: 'POST',
    url: '/desk/day/book',
    headers: { 'content-type': 'application/x-www-form-urlencoded', origin: ORIGIN, cookie },
    payload: urlencoded({ doctor: 'physician', start: '2026-11-24T04:30:00.000Z', date: '2026-11-24', ...fields }),
  });
const visits = () => server.app.clinic.store.db.all('SELECT patient_name, status FROM visits');

beforeAll(async () => {
  server = await startTestServer({ siteUrl: ORIGIN }, { now: fixedClock });
  ({ cookie } = await signedInStaff(server, ORIGIN));
});
afterAll(() => server.close());

it('draws the asked day with both doctors, and answers 400 to a date that is not one', async () => {
  const page = await server.app.inject({ url: '/desk/day?date=2026-11-24', headers: { cookie } });
  expect(page.statusCode).toBe(200);
  expect(page.body).toContain('Tuesday, 24 November 2026');
  expect(page.body).toContain('Dr. Ananya Rao');
  expect(page.body).toContain('Dr. Vikram Menon');
  expect(page.body).toContain('href="/desk/day?date=2026-12-01"');
  const bad = await server.app.inject({ url: '/desk/day?date=2026-02-30', headers: { cookie } });
  expect(bad.statusCode).toBe(400);
  expect(bad.body).toContain('That is not a date.');
});

it('refuses a booking without a name or with a bad phone, keeps what was typed, stores nothing', async () => {
  const noName = await book({ name: '', phone: '98860 44321' });
  expect(noName.statusCode).toBe(422);
  expect(noName.body).toContain('Write the patient’s name.');
  expect(noName.body).toContain('value="98860 44321"');
  const badPhone = await book({ name: 'Ravi Kumar', phone: '12' });
  expect(badPhone.statusCode).toBe(422);
  expect(badPhone.body).toContain('Please enter a phone number of 7 to 15 digits.');
  expect(badPhone.body).toContain('value="Ravi Kumar"');
  const offGrid = await book({ name: 'Ravi Kumar', phone: '98860 44321', start: '2026-11-24T04:31:00.000Z' });
  expect(offGrid.statusCode).toBe(422);
  expect(await visits()).toEqual([]);
});

it('books a walk-in (303 to the day), then answers the same time 409 "just taken" with the nearest free times', async () => {
  const booked = await book({ name: 'Ravi Kumar', phone: '98860 44321' });
  expect(booked.statusCode).toBe(303);
  expect(booked.headers.location).toBe('/desk/day?date=2026-11-24');
  const clash = await book({ name: 'Arun Shah', phone: '98450 67890' });
  expect(clash.statusCode).toBe(409);
  expect(clash.body).toContain('That time was just taken by another patient.');
  for (const time of ['09:45', '10:15', '09:30']) expect(clash.body).toContain(`>${time}</button>`);
  expect(await visits()).toEqual([{ patient_name: 'Ravi Kumar', status: 'confirmed' }]);
});

it('draws the visit with its marks, and marks an arrival (303 back to the day)', async () => {
  const page = await server.app.inject({ url: '/desk/day?date=2026-11-24', headers: { cookie } });
  const action = /action="(\/desk\/day\/visits\/[^"]+\/mark)"/.exec(page.body)?.[1];
  expect(action, page.body.slice(page.body.indexOf('Ravi') - 200, page.body.indexOf('Ravi') + 800)).toBeTruthy();
  const marked = await server.app.inject({
    method: 'POST',
    url: action!,
    headers: { 'content-type': 'application/x-www-form-urlencoded', origin: ORIGIN, cookie },
    payload: urlencoded({ mark: 'visited', date: '2026-11-24' }),
  });
  expect(marked.statusCode).toBe(303);
  expect(await visits()).toEqual([{ patient_name: 'Ravi Kumar', status: 'visited' }]);
});
