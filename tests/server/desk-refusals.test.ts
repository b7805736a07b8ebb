import Database from 'better-sqlite3';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashToken } from '../../server/desk/auth/tokens';
import { createInvite } from '../../server/desk/invites';
import type { Staff } from '../../server/desk/store/types';
import { sessionCookie } from './desk-helpers';
import { fixedClock, formA, NOW, startTestServer, urlencoded, type TestServer } from './helpers';

/**
 * The desk refuses, and changes nothing: no session, an idle, expired or revoked one, another
 * Origin, a forged assertion, a used or expired enrolment link. Each test reads the store after.
 * (A replayed real assertion is refused in the Playwright journey, which has an authenticator.)
 */

const ORIGIN = 'http://localhost:4602';
let server: TestServer;
let ref: string;
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

const session = (createdMinutesAgo: number, lastSeenMinutesAgo: number, expiresAt: string, who: Staff = staff) =>
  sessionCookie(server.config.dataDir, who.id, {
    createdAt: minutesAgo(createdMinutesAgo),
    lastSeenAt: minutesAgo(lastSeenMinutesAgo),
    expiresAt,
  });

const setStatus = (cookie: string | undefined, origin: string | undefined = ORIGIN) =>
  server.app.inject({
    method: 'POST',
    url: `/desk/requests/${ref}/status`,
    headers: {
      'content-type': 'application/x-www-form-urlencoded',
      ...(cookie ? { cookie } : {}),
      ...(origin ? { origin } : {}),
    },
    payload: 'status=called',
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
  ref = String(table('appointments')[0]!.ref);
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
  it('a fresh session from the desk itself may change a status (the control)', async () => {
    const other = (
      await createInvite(
        server.app.clinic.desk,
        { name: 'Control', email: 'control@clinic.example', role: 'staff' },
        ORIGIN,
        NOW,
      )
    ).staff;
    const response = await setStatus(await session(1, 1, hoursAhead(1), other));
    expect(response.statusCode).toBe(303);
    expect((await server.app.clinic.desk.findRequest(ref))?.status).toBe('called');
    await server.app.clinic.desk.revokeStaff(other.id, NOW.toISOString());
  });

  it('no session: pages go to sign-in, a change is refused', async () => {
    expect((await server.app.inject({ url: '/desk' })).headers.location).toBe('/desk/sign-in');
    const before = snapshot();
    expect((await setStatus(undefined)).statusCode).toBe(401);
    expect(snapshot()).toEqual(before);
  });

  it('an idle session (31 minutes) and one past its absolute expiry', async () => {
    const idle = await session(40, 31, hoursAhead(1));
    const expired = await session(60, 1, minutesAgo(0));
    const before = snapshot();
    expect((await setStatus(idle)).statusCode).toBe(401);
    expect((await setStatus(expired)).statusCode).toBe(401);
    expect((await server.app.inject({ url: '/desk', headers: { cookie: idle } })).headers.location).toBe(
      '/desk/sign-in',
    );
    expect(snapshot()).toEqual(before);
  });

  it('a session from another Origin, or with none', async () => {
    const cookie = await session(1, 1, hoursAhead(1));
    const before = snapshot();
    expect((await setStatus(cookie, 'https://evil.example')).statusCode).toBe(403);
    expect((await setStatus(cookie, null as unknown as undefined)).statusCode).toBe(403);
    expect(snapshot()).toEqual(before);
  });

  it('the session of a revoked person', async () => {
    const cookie = await session(1, 1, hoursAhead(1));
    const db = new Database(path.join(server.config.dataDir, 'clinic.db'));
    db.prepare('UPDATE desk_staff SET revoked_at = ? WHERE id = ?').run(NOW.toISOString(), staff.id);
    db.close();
    const before = snapshot();
    expect((await setStatus(cookie)).statusCode).toBe(401);
    expect(snapshot()).toEqual(before);
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
