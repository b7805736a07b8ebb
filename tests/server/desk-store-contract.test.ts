import { afterEach, expect, it } from 'vitest';
import { openDeskStore } from '../../server/desk/store/open-desk-store';
import type { DeskStore, Staff } from '../../server/desk/store/types';
import type { NewMail, NewRequest, RequestStore } from '../../server/storage/types';
import { forEachBackend, freshDatabase } from './backends';
import { holdOf, inboxQuery } from './desk-helpers';
import { T0, at } from './store-fixtures';

/** What every DeskStore does, the same on SQLite and PostgreSQL (server/desk/store/types.ts). */

const MINUTE = 60_000;

const appointment = (id: string, ref: string, name: string, phone: string): NewRequest => ({
  type: 'appointment',
  id,
  ref,
  createdAt: T0,
  data: {
    kind: 'A',
    name,
    email: `${id}@example.org`,
    phone,
    service: 'Diabetes',
    doctor: null,
    country: null,
    state: null,
    date: '2026-11-26',
  },
  consent: { consentAt: T0, noticeVersion: 'v1' },
});
const patientMail = (to: string): NewMail => ({
  purpose: 'patient',
  to,
  subject: 'Your visit is confirmed',
  text: 'See you',
  html: '<p>See you</p>',
  attachments: [
    { filename: 'visit.ics', contentType: 'text/calendar', content: 'BEGIN:VCALENDAR\r\nEND:VCALENDAR\r\n' },
  ],
});
const staffOf = (id: string, email: string): Staff => ({
  id,
  name: `Person ${id}`,
  email,
  role: 'staff',
  createdAt: T0,
  revokedAt: null,
});
const byDesk = (action: string, ref: string | null = null) => ({
  at: T0,
  staffId: 's1',
  staffName: 'Person s1',
  action,
  ref,
  detail: null,
});

const open: RequestStore[] = [];
afterEach(async () => {
  for (const store of open.splice(0)) await store.close();
});

forEachBackend('desk store contract', (backend) => {
  async function fresh(): Promise<{ requests: RequestStore; desk: DeskStore }> {
    const requests = await (await freshDatabase(backend)).open();
    open.push(requests);
    const desk = await openDeskStore(requests);
    if (!desk) throw new Error(`no desk store on ${backend}`);
    return { requests, desk };
  }

  it('enrols with an invite once, finds staff by address in any case, and a revoked person loses everything', async () => {
    const { desk } = await fresh();
    await desk.addStaff(staffOf('s1', 'Rekha@Clinic.example'), { tokenHash: 'invite-1', expiresAt: at(MINUTE) });
    expect((await desk.findStaffByEmail('rekha@clinic.example'))?.id).toBe('s1');
    expect((await desk.findInvite('invite-1', at(1000)))?.id).toBe('s1');
    expect(await desk.findInvite('invite-1', at(MINUTE))).toBeNull();
    const credential = {
      id: 'cred-1',
      staffId: 's1',
      publicKey: new Uint8Array([1, 2, 250]),
      counter: 0,
      transports: ['internal'],
      createdAt: T0,
    };
    expect(await desk.addCredential(credential, 'invite-1', at(1000))).toBe(true);
    expect(await desk.addCredential({ ...credential, id: 'cred-2' }, 'invite-1', at(2000))).toBe(false);
    expect(await desk.listCredentials('s1')).toEqual([credential]);
    await desk.updateCounter('cred-1', 7, at(3000));
    expect(await desk.findCredential('cred-1')).toMatchObject({
      counter: 7,
      publicKey: new Uint8Array([1, 2, 250]),
      staff: { id: 's1' },
    });

    await desk.createSession('session-1', 's1', at(0), at(60 * MINUTE));
    expect((await desk.findSession('session-1', at(MINUTE), at(-MINUTE)))?.staff.id).toBe('s1');
    // Idle since its last use (which the lookup above moved to 1 minute): refused.
    expect(await desk.findSession('session-1', at(2 * MINUTE), at(MINUTE + 1))).toBeNull();
    await desk.revokeStaff('s1', at(3 * MINUTE));
    expect(await desk.findSession('session-1', at(3 * MINUTE), at(0))).toBeNull();
    expect(await desk.findCredential('cred-1')).toBeNull();
    expect((await desk.listStaff())[0]?.revokedAt).toBe(at(3 * MINUTE));
  });

  it('gives a challenge once, for its purpose, before it expires', async () => {
    const { desk } = await fresh();
    await desk.saveChallenge('c1', 'sign-in', null, at(MINUTE));
    expect(await desk.takeChallenge('c1', 'sign-in', at(1000))).toEqual({ staffId: null });
    expect(await desk.takeChallenge('c1', 'sign-in', at(1000))).toBeNull();
    await desk.saveChallenge('c2', 'enrol', null, at(MINUTE));
    expect(await desk.takeChallenge('c2', 'sign-in', at(1000))).toBeNull();
    await desk.saveChallenge('c3', 'sign-in', null, at(MINUTE));
    expect(await desk.takeChallenge('c3', 'sign-in', at(MINUTE))).toBeNull();
  });

  it('lists new requests first, finds them by name, reference or phone digits, and changes work with its log row and e-mail together', async () => {
    const { requests, desk } = await fresh();
    await requests.storeRequest(appointment('a1', 'KQ7M2P', 'Asha Kulkarni', '+91 98450 12345'), []);
    await requests.storeRequest(appointment('a2', 'ZX4N8R', 'Ravi Shetty', '+91 90000 11111'), []);
    expect((await desk.inbox(inboxQuery())).requests.map((r) => [r.ref, r.status])).toEqual([
      ['KQ7M2P', 'new'],
      ['ZX4N8R', 'new'],
    ]);
    for (const search of ['asha', 'kq7m2p', '98450 12345'])
      expect((await desk.inbox(inboxQuery({ search }))).requests.map((r) => r.id)).toEqual(['a1']);
    expect((await desk.inbox(inboxQuery({ search: '100%' }))).requests).toEqual([]);

    const visit = { date: '2026-11-24', time: '10:30', doctor: 'Dr. Ananya Rao' };
    await desk.changeWork({
      requestId: 'a1',
      kind: 'appointment',
      status: 'confirmed',
      ...holdOf(visit),
      audit: byDesk('confirmed', 'KQ7M2P'),
      mail: patientMail('a1@example.org'),
      now: at(1000),
    });
    expect(await desk.findRequest('kq7m2p')).toMatchObject({ id: 'a1', status: 'confirmed', visit });
    expect((await desk.inbox(inboxQuery())).requests.map((r) => r.id)).toEqual(['a2', 'a1']);
    expect((await desk.visitsOn(['2026-11-24'])).map((r) => r.id)).toEqual(['a1']);
    expect((await desk.listAudit(10)).map((e) => [e.action, e.ref])).toEqual([['confirmed', 'KQ7M2P']]);
    const [queued] = await requests.claimDueMail(at(1000), 10, MINUTE);
    expect(queued).toMatchObject({ requestId: 'a1', to: 'a1@example.org', attachments: patientMail('').attachments });

    // A change of a request that is not there changes nothing: no log row, no e-mail.
    await expect(
      desk.changeWork({
        requestId: 'gone',
        kind: 'appointment',
        status: 'called',
        audit: byDesk('called'),
        mail: patientMail('x@example.org'),
        now: at(2000),
      }),
    ).rejects.toThrow();
    expect(await desk.listAudit(10)).toHaveLength(1);
    expect(await requests.outboxSummary()).toEqual({ pending: 1, sent: 0, failed: 0 });
  });

  it('queues a visit reminder once, again only for a moved visit, and forgets the work when the request is erased', async () => {
    const { requests, desk } = await fresh();
    await requests.storeRequest(appointment('a1', 'KQ7M2P', 'Asha Kulkarni', '+91 98450 12345'), []);
    const visit = { date: '2026-11-24', time: '10:30', doctor: 'Dr. Ananya Rao' };
    await desk.changeWork({
      requestId: 'a1',
      kind: 'appointment',
      status: 'confirmed',
      ...holdOf(visit),
      audit: byDesk('confirmed'),
      now: at(0),
    });
    expect((await desk.dueReminders('2026-11-24')).map((r) => r.id)).toEqual(['a1']);
    const results = await Promise.all([
      desk.queueReminder('a1', patientMail('a1@example.org'), at(1000)),
      desk.queueReminder('a1', patientMail('a1@example.org'), at(1000)),
    ]);
    expect(results.sort()).toEqual([false, true]);
    expect(await desk.dueReminders('2026-11-24')).toEqual([]);
    await desk.changeWork({
      requestId: 'a1',
      kind: 'appointment',
      ...holdOf({ ...visit, time: '11:00' }),
      audit: byDesk('moved'),
      now: at(2000),
    });
    expect((await desk.dueReminders('2026-11-24')).map((r) => r.id)).toEqual(['a1']);
    expect(await requests.outboxSummary()).toEqual({ pending: 1, sent: 0, failed: 0 });

    await requests.eraseEmail('a1@example.org');
    await requests.storeRequest(appointment('a1', 'KQ7M2Q', 'Asha Kulkarni', '+91 98450 12345'), []);
    expect(await desk.findRequest('a1')).toMatchObject({ status: 'new', visit: null, reminderSentAt: null });
  });

  it('lists failed e-mails with their reference and queues one again once; clears the expired', async () => {
    const { requests, desk } = await fresh();
    await requests.storeRequest(appointment('a1', 'KQ7M2P', 'Asha Kulkarni', '+91 98450 12345'), [
      patientMail('a1@example.org'),
    ]);
    const [mail] = await requests.claimDueMail(T0, 10, MINUTE);
    await requests.recordFailure(mail!.id, '550 mailbox unavailable', null);
    expect(await desk.failedMail()).toEqual([
      expect.objectContaining({
        id: mail!.id,
        requestId: 'a1',
        ref: 'KQ7M2P',
        to: 'a1@example.org',
        subject: 'Your visit is confirmed',
        lastError: '550 mailbox unavailable',
      }),
    ]);
    const person = staffOf('s1', 'rekha@clinic.example');
    expect(await desk.resendMail(mail!.id, at(500), person)).toBe(true);
    expect(await desk.resendMail(mail!.id, at(500), person)).toBe(false);
    expect((await desk.listAudit(10)).map((e) => [e.staffName, e.action, e.detail])).toEqual([
      ['Person s1', 'resent an e-mail', String(mail!.id)],
    ]);
    expect(await desk.failedMail()).toEqual([]);

    await desk.audit({ ...byDesk('old'), at: T0 });
    await desk.audit({ ...byDesk('recent'), at: at(MINUTE) });
    await desk.saveChallenge('c1', 'sign-in', null, at(1000));
    await desk.deleteExpired(at(1000), at(1000));
    expect((await desk.listAudit(10)).map((e) => e.action)).toEqual(['recent']);
    expect(await desk.takeChallenge('c1', 'sign-in', T0)).toBeNull();
  });
});
