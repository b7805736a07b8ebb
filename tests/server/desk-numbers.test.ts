import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { weeklyNumbers, mondayOf } from '../../server/diary/numbers/weekly-numbers';
import type { RequestStore } from '../../server/storage/types';
import { forEachBackend, freshDatabase } from './backends';
import { signedInStaff } from './desk-helpers';
import { fixedClock, NOW, startTestServer, type TestServer } from './helpers';
import { appointment } from './store-fixtures';

/**
 * The owner's weekly numbers from known rows, on both backends (fixed clock: Monday 23 November 2026, 09:30 in
 * Kolkata; three weeks from Monday 9 November): weeks are Monday to Sunday in India, so a request at 01:30 on Monday
 * in India (Sunday in UTC) counts in the new week; a move's new visit is not a second booking and its old one not a
 * cancellation; the no-show rate is no-shows / (visited + no-shows), none when nobody was due.
 */

const visit = (id: string, requestId: string | null, createdAt: string, startsAt: string, status: string) => ({
  id,
  requestId,
  createdAt,
  startsAt,
  status,
});

const VISITS = [
  visit('v1', 'a1', '2026-11-10T05:00:00.000Z', '2026-11-11T04:30:00.000Z', 'visited'),
  visit('v2', 'a2', '2026-11-17T05:00:00.000Z', '2026-11-18T04:30:00.000Z', 'no-show'),
  visit('v3', null, '2026-11-17T06:00:00.000Z', '2026-11-19T04:30:00.000Z', 'visited'),
  visit('v4', 'a4', '2026-11-18T05:00:00.000Z', '2026-11-20T04:30:00.000Z', 'cancelled'),
  // A visit moved: the old one cancelled, the new one confirmed.
  visit('v5', 'a3', '2026-11-23T03:00:00.000Z', '2026-11-24T04:30:00.000Z', 'cancelled'),
  visit('v6', 'a3', '2026-11-23T03:30:00.000Z', '2026-11-25T04:30:00.000Z', 'confirmed'),
];

async function storeKnownRows(store: RequestStore): Promise<void> {
  for (const [id, createdAt] of [
    ['a1', '2026-11-10T05:00:00.000Z'],
    ['a2', '2026-11-17T05:00:00.000Z'],
    ['a4', '2026-11-22T18:00:00.000Z'], // Sunday 23:30 in India: the week of 16 November
    ['a3', '2026-11-22T20:00:00.000Z'], // Monday 01:30 in India: the week of 23 November
  ])
    await store.storeRequest(appointment(id!, `${id}@example.org`, createdAt), []);
  for (const row of VISITS) {
    const endsAt = new Date(Date.parse(row.startsAt) + 15 * 60_000).toISOString();
    await store.db.run(
      `INSERT INTO visits (id, doctor, starts_at, ends_at, status, request_id, created_at, updated_at)
       VALUES (?, 'physician', ?, ?, ?, ?, ?, ?)`,
      [row.id, row.startsAt, endsAt, row.status, row.requestId, row.createdAt, row.createdAt],
    );
  }
}

const EXPECTED = [
  { week: '2026-11-09', requests: 1, booked: 1, confirmed: 1, visited: 1, cancelled: 0, noShows: 0, noShowRate: 0 },
  { week: '2026-11-16', requests: 2, booked: 3, confirmed: 2, visited: 1, cancelled: 1, noShows: 1, noShowRate: 0.5 },
  { week: '2026-11-23', requests: 1, booked: 1, confirmed: 1, visited: 0, cancelled: 0, noShows: 0, noShowRate: null },
];

it('finds the Monday of a date’s week', () => {
  expect(mondayOf('2026-11-23')).toBe('2026-11-23');
  expect(mondayOf('2026-11-29')).toBe('2026-11-23');
  expect(mondayOf('2026-11-22')).toBe('2026-11-16');
});

forEachBackend('the owner’s weekly numbers', (backend) => {
  let store: RequestStore;
  beforeAll(async () => {
    store = await (await freshDatabase(backend)).open();
    await storeKnownRows(store);
  });
  afterAll(() => store?.close());

  it('counts known rows into their Monday weeks in India', async () => {
    expect(await weeklyNumbers(store.db, 3, NOW)).toEqual(EXPECTED);
  });

  it('gives empty weeks as zeros, the latest last', async () => {
    const weeks = await weeklyNumbers(store.db, 5, NOW);
    expect(weeks.map((week) => week.week)).toEqual([
      '2026-10-26',
      '2026-11-02',
      '2026-11-09',
      '2026-11-16',
      '2026-11-23',
    ]);
    expect(weeks[0]).toEqual({ ...EXPECTED[2], week: '2026-10-26', requests: 0, booked: 0, confirmed: 0 });
  });
});

describe('/desk/numbers', () => {
  const ORIGIN = 'http://localhost:4633';
  let server: TestServer;
  const cookies: Record<'owner' | 'staff', string> = { owner: '', staff: '' };
  beforeAll(async () => {
    server = await startTestServer({ siteUrl: ORIGIN }, { now: fixedClock });
    await storeKnownRows(server.app.clinic.store);
    for (const role of ['owner', 'staff'] as const) {
      const person = { name: role, email: `${role}@clinic.example`, role };
      ({ cookie: cookies[role] } = await signedInStaff(server, ORIGIN, { person }));
    }
  });
  afterAll(() => server.close());

  it('shows the owner each week with its figures and the no-show rate', async () => {
    const page = await server.app.inject({ url: '/desk/numbers', headers: { cookie: cookies.owner } });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('<th scope="row">Monday, 16 November 2026</th>');
    expect(page.body).toContain('<td data-label="Visits booked">3</td>');
    expect(page.body).toContain('<td data-label="No-show rate">50%</td>');
    expect(page.body).toContain('<td data-label="No-show rate">–</td>');
    expect(page.body).toContain('href="/desk/numbers"');
  });

  it('refuses staff who are not the owner (403), and sends the signed-out to sign in', async () => {
    const staff = await server.app.inject({ url: '/desk/numbers', headers: { cookie: cookies.staff } });
    expect(staff.statusCode).toBe(403);
    expect(staff.body).not.toContain('Visits booked');
    const inbox = await server.app.inject({ url: '/desk', headers: { cookie: cookies.staff } });
    expect(inbox.body).not.toContain('href="/desk/numbers"');
    const nobody = await server.app.inject({ url: '/desk/numbers' });
    expect(nobody.statusCode).toBe(303);
    expect(nobody.headers.location).toBe('/desk/sign-in?return=%2Fdesk%2Fnumbers');
  });
});
