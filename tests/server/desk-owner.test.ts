import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedInStaff } from './desk-helpers';
import { fixedClock, readRows, startTestServer, urlencoded, type TestServer } from './helpers';

/** The owner's page (invite, revoke, the log) and a message answered, as the desk shows and stores them. */

const ORIGIN = 'http://localhost:4605';
let server: TestServer;
let ownerCookie: string;
let staffCookie: string;
let staffId: string;
let messageRef: string;

const post = (url: string, cookie: string, fields: Record<string, string> = {}) =>
  server.app.inject({
    method: 'POST',
    url,
    headers: { 'content-type': 'application/x-www-form-urlencoded', origin: ORIGIN, cookie },
    payload: urlencoded(fields),
  });
const staffNames = async () =>
  (await server.app.clinic.desk.listStaff()).map((person) => [person.name, person.revokedAt !== null]);

beforeAll(async () => {
  server = await startTestServer({ siteUrl: ORIGIN }, { now: fixedClock });
  const owner = { name: 'Dr. Meena', email: 'owner@clinic.example', role: 'owner' } as const;
  ({ cookie: ownerCookie } = await signedInStaff(server, ORIGIN, { person: owner }));
  const staff = await signedInStaff(server, ORIGIN);
  staffCookie = staff.cookie;
  staffId = staff.staff.id;
  await server.app.inject({
    method: 'POST',
    url: '/api/messages',
    headers: { 'content-type': 'application/x-www-form-urlencoded', origin: ORIGIN },
    payload: urlencoded({
      form: 'contact',
      name: 'Meera',
      email: 'meera@example.org',
      message: 'Is the clinic open on Sunday?',
      consent: 'yes',
    }),
  });
  messageRef = String(readRows(server.config.dataDir, 'messages')[0]!.ref);
});
afterAll(() => server?.close());

describe("the owner's page", () => {
  it('refuses an invite from a person who is not the owner, storing nothing', async () => {
    const log = await server.app.clinic.desk.listAudit(50);
    const refused = await post('/desk/staff/invite', staffCookie, { name: 'Intruder', email: 'intruder@example.org' });
    expect(refused.statusCode).toBe(403);
    expect(await staffNames()).toEqual([
      ['Dr. Meena', false],
      ['Rekha', false],
    ]);
    expect(await server.app.clinic.desk.listAudit(50)).toEqual(log);
    // Nor may they revoke anyone.
    expect((await post(`/desk/staff/${staffId}/revoke`, staffCookie)).statusCode).toBe(403);
    expect(await staffNames()).toEqual([
      ['Dr. Meena', false],
      ['Rekha', false],
    ]);
  });

  it('invites a person: the page shows the one-time link, the staff list and the log name them', async () => {
    const invited = await post('/desk/staff/invite', ownerCookie, { name: 'Suresh', email: 'suresh@clinic.example' });
    expect(invited.statusCode).toBe(200);
    expect(invited.body).toMatch(new RegExp(`${ORIGIN}/desk/enrol\\?token=[\\w-]+`));
    expect(await staffNames()).toContainEqual(['Suresh', false]);
    expect((await server.app.clinic.desk.listAudit(1))[0]).toMatchObject({
      staffName: 'Dr. Meena',
      action: 'invited',
      detail: 'Suresh (staff)',
    });
    const page = await server.app.inject({ url: '/desk/account', headers: { cookie: ownerCookie } });
    expect(page.body).toContain('Suresh');
    expect(page.body).toContain('Log');
    expect(page.body).toContain('invited');
    // A second invite for the same address (any case) is a new link for the same person: no one is added.
    const again = await post('/desk/staff/invite', ownerCookie, { name: 'Suresh K', email: 'Suresh@clinic.example' });
    expect(again.body).toMatch(new RegExp(`${ORIGIN}/desk/enrol\\?token=[\\w-]+`));
    expect((await staffNames()).filter(([name]) => String(name).startsWith('Suresh'))).toEqual([['Suresh', false]]);
  });

  it('revokes a person, who is signed out at once; the owner cannot revoke themself', async () => {
    expect((await server.app.inject({ url: '/desk', headers: { cookie: staffCookie } })).statusCode).toBe(200);
    const revoked = await post(`/desk/staff/${staffId}/revoke`, ownerCookie);
    expect(revoked.headers.location).toBe('/desk/account');
    expect(await staffNames()).toContainEqual(['Rekha', true]);
    expect((await server.app.inject({ url: '/desk', headers: { cookie: staffCookie } })).headers.location).toBe(
      '/desk/sign-in',
    );
    expect((await server.app.clinic.desk.listAudit(1))[0]).toMatchObject({ action: 'revoked', detail: 'Rekha' });

    const owner = (await server.app.clinic.desk.findStaffByEmail('owner@clinic.example'))!;
    expect((await post(`/desk/staff/${owner.id}/revoke`, ownerCookie)).statusCode).toBe(422);
    expect((await server.app.clinic.desk.findStaffByEmail('owner@clinic.example'))?.revokedAt).toBeNull();
  });
});

describe('a message', () => {
  it('is marked answered, and an appointment status is refused for it without a change', async () => {
    expect((await server.app.clinic.desk.findRequest(messageRef))?.status).toBe('new');
    const wrong = await post(`/desk/requests/${messageRef}/status`, ownerCookie, { status: 'visited' });
    expect(wrong.statusCode).toBe(422);
    expect((await server.app.clinic.desk.findRequest(messageRef))?.status).toBe('new');
    const answered = await post(`/desk/requests/${messageRef}/status`, ownerCookie, { status: 'answered' });
    expect(answered.headers.location).toBe(`/desk/requests/${messageRef}`);
    expect((await server.app.clinic.desk.findRequest(messageRef))?.status).toBe('answered');
    expect((await server.app.clinic.desk.listAudit(1))[0]).toMatchObject({ action: 'status', ref: messageRef });
    const page = await server.app.inject({ url: `/desk/requests/${messageRef}`, headers: { cookie: ownerCookie } });
    expect(page.body).toContain('Is the clinic open on Sunday?');
  });
});
