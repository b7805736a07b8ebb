import Database from 'better-sqlite3';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DESK_SIGN_INS_PER_MINUTE, loadConfig } from '../../server/config';
import { hashToken } from '../../server/desk/auth/tokens';
import { createInvite } from '../../server/desk/invites';
import type { Staff } from '../../server/desk/store/types';
import { SLOW_REFUSAL_MS } from '../../server/slow-refusal';
import { sessionCookie } from './desk-helpers';
import { fixedClock, formA, NOW, startTestServer, urlencoded, type TestServer } from './helpers';

/**
 * The desk's sign-in refuses, and changes nothing: a forged assertion, a used or expired enrolment
 * link. Each test reads the store after. (A missing, idle, expired or revoked session and another
 * Origin are refused on every desk route in desk-guard.test.ts; a replayed real assertion in the
 * Playwright journey, which has an authenticator.)
 */

const ORIGIN = 'http://localhost:4602';
let server: TestServer;
let staff: Staff;

const minutesAgo = (minutes: number) => new Date(NOW.getTime() - minutes * 60_000).toISOString();
const hoursAhead = (hours: number) => new Date(NOW.getTime() + hours * 3_600_000).toISOString();

function table(name: string): Array<Record<string, unknown>> {
  const db = new Database(path.join(server.config.dataDir, 'clinic.db'), { readonly: true });
  try {
    return db.prepare(`SELECT * FROM ${name}`).all() as Array<Record<string, unknown>>;
  } finally {
    db.close();
  }
}

/** What a refused request must leave as it was. */
const snapshot = () => ({
  work: table('desk_work'),
  audit: table('desk_audit'),
  outbox: table('outbox').length,
  sessions: table('desk_sessions').length,
  credentials: table('desk_credentials'),
});

beforeAll(async () => {
  server = await startTestServer({ siteUrl: ORIGIN }, { now: fixedClock });
  const posted = await server.app.inject({
    method: 'POST',
    url: '/api/appointments',
    headers: { 'content-type': 'application/x-www-form-urlencoded', origin: ORIGIN },
    payload: urlencoded(formA()),
  });
  expect(posted.statusCode).toBe(303);
  staff = (
    await createInvite(
      server.app.clinic.desk,
      { name: 'Rekha', email: 'rekha@clinic.example', role: 'staff' },
      ORIGIN,
      NOW,
    )
  ).staff;
});
afterAll(() => server?.close());

describe('the desk refuses, with nothing changed', () => {
  it('revoking a person ends their sessions', async () => {
    sessionCookie(server.config.dataDir, staff.id, {
      createdAt: minutesAgo(1),
      lastSeenAt: minutesAgo(1),
      expiresAt: hoursAhead(1),
    });
    expect(table('desk_sessions').filter((row) => row.staff_id === staff.id)).toHaveLength(1);
    await server.app.clinic.desk.revokeStaff(staff.id, NOW.toISOString());
    expect(table('desk_sessions').filter((row) => row.staff_id === staff.id)).toEqual([]);
  });

  it('a forged assertion for a stored passkey', async () => {
    const owner = (
      await createInvite(
        server.app.clinic.desk,
        { name: 'Owner', email: 'owner@clinic.example', role: 'owner' },
        ORIGIN,
        NOW,
      )
    ).staff;
    await server.app.clinic.desk.addCredential(
      {
        id: 'AAAAAAAAAAAAAAAAAAAAAA',
        staffId: owner.id,
        publicKey: new Uint8Array(77),
        counter: 0,
        transports: [],
        createdAt: NOW.toISOString(),
      },
      null,
      NOW.toISOString(),
    );
    const options = (
      await server.app.inject({
        method: 'POST',
        url: '/desk/sign-in/options',
        headers: { origin: ORIGIN, 'content-type': 'application/json' },
        payload: '{}',
      })
    ).json();
    const clientData = Buffer.from(
      JSON.stringify({ type: 'webauthn.get', challenge: options.challenge, origin: ORIGIN }),
    ).toString('base64url');
    const forged = {
      id: 'AAAAAAAAAAAAAAAAAAAAAA',
      rawId: 'AAAAAAAAAAAAAAAAAAAAAA',
      type: 'public-key',
      clientExtensionResults: {},
      response: {
        clientDataJSON: clientData,
        authenticatorData: Buffer.alloc(37, 5).toString('base64url'),
        signature: Buffer.alloc(70, 1).toString('base64url'),
      },
    };
    const before = snapshot();
    const answer = await server.app.inject({
      method: 'POST',
      url: '/desk/sign-in/verify',
      headers: { origin: ORIGIN, 'content-type': 'application/json' },
      payload: JSON.stringify({ response: forged }),
    });
    expect(answer.statusCode).toBe(400);
    expect(answer.headers['set-cookie']).toBeUndefined();
    expect(snapshot()).toEqual(before);
  });

  it('a used and an expired enrolment link', async () => {
    const store = server.app.clinic.desk;
    const used = await createInvite(store, { name: 'Used', email: 'used@clinic.example', role: 'staff' }, ORIGIN, NOW);
    const usedToken = new URL(used.link).searchParams.get('token')!;
    expect(
      await store.addCredential(
        {
          id: 'BBBB',
          staffId: used.staff.id,
          publicKey: new Uint8Array(77),
          counter: 0,
          transports: [],
          createdAt: NOW.toISOString(),
        },
        hashToken(usedToken),
        NOW.toISOString(),
      ),
    ).toBe(true);
    const expired = await createInvite(
      store,
      { name: 'Late', email: 'late@clinic.example', role: 'staff' },
      ORIGIN,
      new Date(NOW.getTime() - 25 * 3_600_000),
    );
    const expiredToken = new URL(expired.link).searchParams.get('token')!;
    const before = snapshot();
    for (const token of [usedToken, expiredToken]) {
      expect((await server.app.inject({ url: `/desk/enrol?token=${token}` })).statusCode).toBe(404);
      const post = (url: string) =>
        server.app.inject({
          method: 'POST',
          url,
          headers: { origin: ORIGIN, 'content-type': 'application/json' },
          payload: JSON.stringify({ token, response: { id: 'x', response: {} } }),
        });
      expect((await post('/desk/enrol/options')).statusCode).toBe(404);
      expect((await post('/desk/enrol/verify')).statusCode).toBe(400);
    }
    expect(
      await store.addCredential(
        {
          id: 'CCCC',
          staffId: used.staff.id,
          publicKey: new Uint8Array(77),
          counter: 0,
          transports: [],
          createdAt: NOW.toISOString(),
        },
        hashToken(usedToken),
        NOW.toISOString(),
      ),
    ).toBe(false);
    expect(snapshot()).toEqual(before);
  });

  it('answers every desk page no-store and noindex', async () => {
    const page = await server.app.inject({ url: '/desk/sign-in' });
    expect(page.headers['cache-control']).toBe('no-store');
    expect(page.headers['x-robots-tag']).toContain('noindex');
    expect(page.body).toContain('<meta name="robots" content="noindex, nofollow"/>');
  });
});

describe('sign-in and enrolment past their limit per address', () => {
  it('answer 429 after a pause, to that address only; DESK_SIGN_IN_RATE_LIMIT sets the limit (10 by default)', async () => {
    expect(loadConfig({}).desk.signInsPerMinute).toBe(DESK_SIGN_INS_PER_MINUTE);
    expect(loadConfig({ DESK_SIGN_IN_RATE_LIMIT: '3' }).desk.signInsPerMinute).toBe(3);
    const limited = await startTestServer(
      { siteUrl: ORIGIN, desk: { idleMinutes: 30, sessionHours: 12, reminderHour: 17, signInsPerMinute: 3 } },
      { now: fixedClock },
    );
    try {
      const ask = (remoteAddress: string) =>
        limited.app.inject({
          method: 'POST',
          url: '/desk/sign-in/options',
          headers: { origin: ORIGIN, 'content-type': 'application/json' },
          payload: '{}',
          remoteAddress,
        });
      const statuses = [];
      for (let i = 0; i < 3; i++) statuses.push((await ask('192.0.2.20')).statusCode);
      const started = performance.now();
      const refused = await ask('192.0.2.20');
      expect([...statuses, refused.statusCode]).toEqual([200, 200, 200, 429]);
      expect(refused.body).toContain('Too many');
      expect(performance.now() - started).toBeGreaterThanOrEqual(SLOW_REFUSAL_MS - 5);
      expect((await ask('192.0.2.21')).statusCode).toBe(200);
    } finally {
      await limited.close();
    }
  });
});
