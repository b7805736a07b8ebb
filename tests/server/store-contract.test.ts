import { afterEach, expect, it } from 'vitest';
import type { NewRequest, RequestStore } from '../../server/storage/types';
import { migrations } from '../../server/storage/migrations';
import { postgresSql } from '../../server/storage/postgres-migrations';
import { isReferenceClash } from '../../server/storage/short-reference';
import { forEachBackend, freshDatabase } from './backends';
import { T0, appointment, at, mail, subscription } from './store-fixtures';

/**
 * What every RequestStore does, the same on SQLite and PostgreSQL (server/storage/types.ts); the outbox's faults:
 * store-contract-outbox.test.ts.
 */

const open: RequestStore[] = [];
afterEach(async () => {
  for (const store of open.splice(0)) await store.close();
});

it('has PostgreSQL SQL for every migration version', () => {
  expect(Object.keys(postgresSql).map(Number)).toEqual(migrations.map((migration) => migration.version));
});

forEachBackend('store contract', (backend) => {
  async function fresh(): Promise<{ store: RequestStore; second: () => Promise<RequestStore> }> {
    const database = await freshDatabase(backend);
    const store = await database.open();
    open.push(store);
    return {
      store,
      second: async () => {
        const other = await database.open();
        open.push(other);
        return other;
      },
    };
  }

  it('stores requests with their e-mails, lists newest first, exports oldest first, finds a confirmation', async () => {
    const { store } = await fresh();
    expect(
      await store.storeRequest(appointment('a1', 'asha@example.org'), [
        mail('clinic', 'clinic@example.com'),
        mail('patient', 'asha@example.org'),
      ]),
    ).toEqual({
      id: 'a1',
      created: true,
    });
    await store.storeRequest(appointment('a2', 'ravi@example.org', at(1000)), []);
    expect((await store.listRequests({ type: 'appointments', limit: 10 })).map((row) => row.id)).toEqual(['a2', 'a1']);
    const exported = await store.exportRequests({ type: 'appointments', since: at(500) });
    expect(exported).toEqual([
      expect.objectContaining({
        id: 'a2',
        email: 'ravi@example.org',
        service: 'Diabetes',
        doctor: null,
        notice_version: 'v1',
      }),
    ]);
    expect(await store.outboxSummary()).toEqual({ pending: 2, sent: 0, failed: 0 });
    expect(await store.findBookingConfirmation('ref-a1', at(60_000))).toEqual({
      requestId: 'a1',
      ref: 'R-a1',
      date: '2026-11-25',
      doctor: null,
      service: 'Diabetes',
      phone: '+91 98450 12345',
      // No time was picked: no visit.
      startsAt: null,
      visitStatus: null,
    });
    expect(await store.findBookingConfirmation('ref-a1', at(3_600_000))).toBeNull();
  });

  it('refuses a second request with a taken short reference, as a clash the form retries, storing nothing of it', async () => {
    const { store } = await fresh();
    await store.storeRequest(appointment('a1', 'asha@example.org'), []);
    const error = await store
      .storeRequest({ ...appointment('a2', 'ravi@example.org'), ref: 'R-a1' } as NewRequest, [
        mail('clinic', 'clinic@example.com'),
      ])
      .catch((e: unknown) => e);
    expect(isReferenceClash(error)).toBe(true);
    expect((await store.listRequests({ type: 'appointments', limit: 10 })).map((row) => row.id)).toEqual(['a1']);
    expect(await store.outboxSummary()).toEqual({ pending: 0, sent: 0, failed: 0 });
  });

  it('keeps one subscription per address (any case), upgrading terms once', async () => {
    const { store } = await fresh();
    expect(
      await store.storeRequest(subscription('s1', 'Sub@Example.org', false), [mail('clinic', 'clinic@example.com')]),
    ).toEqual({ id: 's1', created: true });
    expect(
      await store.storeRequest(subscription('s2', 'sub@example.org', true), [mail('clinic', 'clinic@example.com')]),
    ).toEqual({ id: 's1', created: false });
    expect(await store.exportRequests({ type: 'subscriptions' })).toEqual([
      expect.objectContaining({ id: 's1', terms: 1, terms_at: T0 }),
    ]);
    expect((await store.outboxSummary()).pending).toBe(1);
  });

  it('queues at most three acknowledgments per address and day, and always the clinic notice', async () => {
    const { store } = await fresh();
    for (let n = 0; n < 5; n++)
      await store.storeRequest(appointment(`a${n}`, 'flood@example.org'), [
        mail('clinic', 'clinic@example.com'),
        mail('patient', 'Flood@example.org'),
      ]);
    expect((await store.outboxSummary()).pending).toBe(5 + 3);
  });

  it('claims a due e-mail once; an expired claim is due again; sent and failed are final', async () => {
    const { store } = await fresh();
    await store.storeRequest(appointment('a1', 'asha@example.org'), [
      mail('clinic', 'clinic@example.com'),
      mail('patient', 'asha@example.org'),
    ]);
    const first = await store.claimDueMail(T0, 1, 60_000);
    expect(first).toEqual([
      expect.objectContaining({ requestId: 'a1', purpose: 'clinic', to: 'clinic@example.com', attempts: 1 }),
    ]);
    const second = await store.claimDueMail(T0, 10, 60_000);
    expect(second.map((m) => m.purpose)).toEqual(['patient']);
    expect(await store.claimDueMail(at(59_999), 10, 60_000)).toEqual([]);
    expect(await store.nextMailDue()).toBe(at(60_000));
    // The instance holding the claims died: both are due again when the lease ends, counting the attempt.
    const again = await store.claimDueMail(at(60_000), 10, 60_000);
    expect(again.map((m) => [m.id, m.attempts])).toEqual([
      [first[0]?.id, 2],
      [second[0]?.id, 2],
    ]);
    await store.recordDelivery(first[0]!.id, at(61_000));
    await store.recordFailure(second[0]!.id, 'recipient: refused', null);
    expect(await store.outboxSummary()).toEqual({ pending: 0, sent: 1, failed: 1 });
    expect(await store.claimDueMail(at(10 * 60_000), 10, 60_000)).toEqual([]);
    expect(await store.nextMailDue()).toBeNull();
  });

  it('gives a claimed e-mail its attachments and clears them once sent', async () => {
    const { store } = await fresh();
    const ics = {
      filename: 'visit.ics',
      contentType: 'text/calendar; charset=utf-8; method=PUBLISH',
      content: 'BEGIN:VCALENDAR\r\nEND:VCALENDAR\r\n',
    };
    await store.storeRequest(appointment('a1', 'asha@example.org'), [
      { ...mail('patient', 'asha@example.org'), attachments: [ics] },
      mail('clinic', 'clinic@example.com'),
    ]);
    const claimed = await store.claimDueMail(T0, 10, 60_000);
    expect(claimed.map((m) => m.attachments)).toEqual([[ics], undefined]);
    await store.recordDelivery(claimed[0]!.id, at(1000));
    await store.recordFailure(claimed[1]!.id, 'refused', at(60_000));
    const again = await store.claimDueMail(at(60_000), 10, 60_000);
    expect(again.map((m) => [m.purpose, m.attachments])).toEqual([['clinic', undefined]]);
  });

  it('never gives one e-mail to two concurrent claimers', async () => {
    const { store, second } = await fresh();
    for (let n = 0; n < 20; n++)
      await store.storeRequest(appointment(`a${n}`, `p${n}@example.org`), [mail('clinic', 'clinic@example.com')]);
    const other = await second();
    const claimers = [store, other, store, other];
    const claimed: number[] = [];
    for (let round = 0; round < 10; round++) {
      const batches = await Promise.all(claimers.map((s) => s.claimDueMail(T0, 3, 60_000)));
      claimed.push(...batches.flat().map((m) => m.id));
    }
    expect(claimed).toHaveLength(20);
    expect(new Set(claimed).size).toBe(20);
  });

  it('erases every row of an address, any case, and redeems a withdrawal link once', async () => {
    const { store } = await fresh();
    await store.storeRequest(appointment('a1', 'asha@example.org'), [
      mail('clinic', 'clinic@example.com'),
      mail('patient', 'asha@example.org'),
    ]);
    await store.storeRequest(subscription('s1', 'asha@example.org', true), []);
    await store.storeRequest(appointment('a2', 'ravi@example.org'), [mail('clinic', 'clinic@example.com')]);
    expect(
      await store.withdrawals.issueIfHeld({
        tokenHash: 'h0',
        email: 'nobody@example.org',
        createdAt: T0,
        expiresAt: at(3_600_000),
      }),
    ).toBe(false);
    expect(await store.withdrawals.isValid('h0', at(1000))).toBe(false);
    expect(
      await store.withdrawals.issueIfHeld({
        tokenHash: 'h1',
        email: 'Asha@Example.org',
        createdAt: T0,
        expiresAt: at(3_600_000),
      }),
    ).toBe(true);
    expect(await store.withdrawals.isValid('h1', at(1000))).toBe(true);
    const notice = (references: string[]) => ({ ...mail('clinic', 'clinic@example.com'), text: references.join(',') });
    expect(await store.withdrawals.redeem('h1', at(1000), notice)).toEqual({
      appointments: 1,
      messages: 0,
      subscriptions: 1,
      outbox: 2,
    });
    expect(await store.withdrawals.redeem('h1', at(1000), notice)).toBeNull();
    expect(
      await store.withdrawals.issueIfHeld({
        tokenHash: 'h2',
        email: 'asha@example.org',
        createdAt: T0,
        expiresAt: at(3_600_000),
      }),
    ).toBe(false);
    expect((await store.listRequests({ type: 'appointments', limit: 10 })).map((row) => row.id)).toEqual(['a2']);
    expect(await store.eraseEmail('RAVI@example.org')).toEqual({
      appointments: 1,
      messages: 0,
      subscriptions: 0,
      outbox: 1,
    });
    // What remains: the clinic's notice of the withdrawal, naming the erased short reference only.
    const [left] = await store.claimDueMail(at(2000), 10, 60_000);
    expect(left).toMatchObject({ requestId: 'withdrawal', text: 'R-a1' });
  });

  it('deletes requests older than the retention cut-off and expired links', async () => {
    const { store } = await fresh();
    await store.storeRequest(appointment('old', 'old@example.org', T0), [mail('clinic', 'clinic@example.com')]);
    await store.storeRequest(appointment('new', 'new@example.org', at(86_400_000)), [
      mail('clinic', 'clinic@example.com'),
    ]);
    expect(
      await store.withdrawals.issueIfHeld({
        tokenHash: 'h1',
        email: 'new@example.org',
        createdAt: T0,
        expiresAt: at(1000),
      }),
    ).toBe(true);
    expect(await store.deleteExpired(at(1000), at(2000))).toEqual({ appointments: 1, messages: 0, outbox: 1 });
    expect(await store.withdrawals.isValid('h1', T0)).toBe(false);
    expect((await store.listRequests({ type: 'appointments', limit: 10 })).map((row) => row.id)).toEqual(['new']);
  });

  it('deletes an expired booking confirmation in the retention job, and keeps one still valid', async () => {
    const { store } = await fresh();
    await store.storeRequest(appointment('a1', 'asha@example.org'), []); // its confirmation expires after an hour
    const later = appointment('a2', 'ravi@example.org', at(7_200_000));
    await store.storeRequest(
      { ...later, confirmation: { ref: 'ref-a2', expiresAt: at(10_800_000) } } as NewRequest,
      [],
    );
    const refs = async () =>
      (await store.db.all<{ ref: string }>('SELECT ref FROM booking_confirmations ORDER BY ref')).map((row) => row.ref);
    expect(await refs()).toEqual(['ref-a1', 'ref-a2']);
    expect(await store.deleteExpired('2000-01-01T00:00:00.000Z', at(3_600_000))).toEqual({
      appointments: 0,
      messages: 0,
      outbox: 0,
    });
    expect(await refs()).toEqual(['ref-a2']);
    expect(await store.findBookingConfirmation('ref-a2', at(7_200_000))).toMatchObject({ requestId: 'a2' });
  });

  it('runs a scheduled job on one instance at a time, once per period', async () => {
    const { store, second } = await fresh();
    const other = await second();
    const DAY = 86_400_000;
    let release = () => {};
    const running = store.runScheduled(
      'retention',
      T0,
      DAY,
      () => new Promise<string>((resolve) => (release = () => resolve('first'))),
    );
    await new Promise((resolve) => setTimeout(resolve, 50));
    const meanwhile = await other.runScheduled('retention', T0, DAY, async () => 'second');
    release();
    expect(await running).toBe('first');
    const anHourLater = await other.runScheduled('retention', at(3_600_000), DAY, async () => 'an hour later');
    // SQLite serves one process, which runs its jobs on its own timer; PostgreSQL's other instances skip.
    expect([meanwhile, anHourLater]).toEqual(backend === 'sqlite' ? ['second', 'an hour later'] : [null, null]);
    expect(await other.runScheduled('retention', at(DAY + 1), DAY, async () => 'next day')).toBe('next day');
    // The clock set back a week (a run recorded in what is now the future): the job still runs, and then once a period.
    expect(await other.runScheduled('retention', at(-7 * DAY), DAY, async () => 'clock set back')).toBe(
      'clock set back',
    );
    const after = await other.runScheduled('retention', at(-7 * DAY + 3_600_000), DAY, async () => 'again');
    expect(after).toBe(backend === 'sqlite' ? 'again' : null);
  });
});
