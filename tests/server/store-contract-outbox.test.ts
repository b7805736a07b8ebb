import { afterEach, expect, it } from 'vitest';
import type { AcknowledgmentSettings } from '../../server/storage/acknowledgment-cap';
import type { RequestStore } from '../../server/storage/types';
import { forEachBackend, freshDatabase } from './backends';
import { T0, appointment, at, mail } from './store-fixtures';

/**
 * The outbox's bookkeeping under faults (issue 28), the same on SQLite and PostgreSQL: results recorded after a claim,
 * given-up e-mails listed and put back, what holds e-mails back, the send ceiling's addresses left unclaimed, the
 * acknowledgment cap on normalised addresses and its daily ceiling (also under concurrent posts), and the write probe.
 * The service-level faults (a database refusing writes, a mail server refusing): outbox-faults.test.ts.
 */

const open: RequestStore[] = [];
afterEach(async () => {
  for (const store of open.splice(0)) await store.close();
});

forEachBackend('store contract: outbox faults', (backend) => {
  async function fresh(acknowledgments?: AcknowledgmentSettings): Promise<RequestStore> {
    const store = await (await freshDatabase(backend)).open(acknowledgments);
    open.push(store);
    return store;
  }
  const stored = async (store: RequestStore, id: string, email: string) =>
    store.storeRequest(appointment(id, email), [mail('clinic', 'clinic@example.com'), mail('patient', email)]);

  it('leaves e-mails to held addresses unclaimed, records results once, lists given-up e-mails and puts one back', async () => {
    const store = await fresh();
    await stored(store, 'a1', 'asha@example.org');
    await stored(store, 'a2', 'ravi@example.org');
    const claimed = await store.claimDueMail(T0, 10, 60_000, ['asha@example.org', 'clinic@example.com']);
    expect(claimed.map((m) => [m.requestId, m.to, m.attempts])).toEqual([['a2', 'ravi@example.org', 1]]);
    const [ravi] = claimed;
    await store.recordFailure(ravi!.id, 'recipient: 550 5.1.1 No such user here', null);
    // A result for an e-mail no longer pending changes nothing.
    await store.recordDelivery(ravi!.id, at(1000));
    expect(await store.outboxSummary()).toEqual({ pending: 3, sent: 0, failed: 1 });

    const clinic = await store.claimDueMail(T0, 10, 60_000, ['asha@example.org']);
    expect(clinic.map((m) => m.to)).toEqual(['clinic@example.com', 'clinic@example.com']);
    for (const m of clinic) await store.recordFailure(m.id, `auth: 535 5.7.8 refused ${m.requestId}`, at(30_000));
    expect(await store.mailTroubles()).toEqual([{ kind: 'auth', count: 2, example: 'auth: 535 5.7.8 refused a2' }]);

    expect(await store.failedMail(10)).toEqual([
      {
        id: ravi!.id,
        createdAt: T0,
        requestId: 'a2',
        ref: 'R-a2',
        purpose: 'patient',
        to: 'ravi@example.org',
        subject: 'To ravi@example.org',
        attempts: 1,
        lastError: 'recipient: 550 5.1.1 No such user here',
        requestName: 'Asha Kulkarni',
        requestEmail: 'ravi@example.org',
        requestPhone: '+91 98450 12345',
        requestDate: '2026-11-25',
      },
    ]);
    const byCommandLine = { staffId: null, staffName: 'npm run requests -- resend' };
    expect(await store.resendMail(ravi!.id + 1000, at(1000), byCommandLine)).toBe(false);
    expect(await store.outboxSummary()).toEqual({ pending: 3, sent: 0, failed: 1 });
    expect(await store.resendMail(ravi!.id, at(1000), byCommandLine)).toBe(true);
    expect(await store.resendMail(ravi!.id, at(1000), byCommandLine)).toBe(false); // pending again, no longer given up
    expect(await store.failedMail(10)).toEqual([]);
    // The resend is logged once, and its attempts count from 0 again: the backoff starts over.
    expect(await store.db.all('SELECT staff_id, staff_name, action, detail FROM desk_audit')).toEqual([
      {
        staff_id: null,
        staff_name: 'npm run requests -- resend',
        action: 'resent an e-mail',
        detail: String(ravi!.id),
      },
    ]);
    const again = await store.claimDueMail(at(1000), 10, 60_000, ['asha@example.org']);
    expect(again.map((m) => [m.id, m.attempts])).toEqual([[ravi!.id, 1]]);
    await store.recordDelivery(ravi!.id, at(2000));
    expect(await store.outboxSummary()).toEqual({ pending: 3, sent: 1, failed: 0 });
  });

  it('records a hand-over only for the current claim, never claims a handed-over e-mail again, and keeps its body until the answer', async () => {
    const store = await fresh();
    await stored(store, 'a1', 'asha@example.org');
    const [first] = await store.claimDueMail(T0, 10, 1_000);
    expect(first).toMatchObject({ to: 'clinic@example.com', attempts: 1 });
    // The lease runs out and the e-mail is claimed again: the first attempt's hand-over is refused.
    const [second] = await store.claimDueMail(at(2_000), 10, 1_000);
    expect(second).toMatchObject({ id: first!.id, attempts: 2 });
    expect(await store.recordHandover(first!.id, 1, at(2_100))).toBe(false);
    expect(await store.outboxSummary()).toEqual({ pending: 2, sent: 0, failed: 0 });
    expect(await store.recordHandover(first!.id, 2, at(2_100))).toBe(true);
    expect(await store.outboxSummary()).toEqual({ pending: 1, sent: 1, failed: 0 });
    // Long past its lease (a crash before the answer): never claimed again.
    expect((await store.claimDueMail(at(60_000), 10, 1_000)).map((m) => m.id)).not.toContain(first!.id);

    // The server refused it at the end of data: due again, with its body.
    await store.recordFailure(first!.id, 'message: 554 5.6.0 refused', at(70_000));
    expect(await store.outboxSummary()).toEqual({ pending: 2, sent: 0, failed: 0 });
    const [again] = (await store.claimDueMail(at(70_000), 10, 1_000)).filter((m) => m.id === first!.id);
    expect(again).toMatchObject({ id: first!.id, attempts: 3, text: first!.text });
    expect(await store.recordHandover(first!.id, 3, at(70_100))).toBe(true);
    await store.recordDelivery(first!.id, at(70_200));
    expect(await store.outboxSummary()).toEqual({ pending: 1, sent: 1, failed: 0 });
  });

  it('caps acknowledgments per normalised mailbox and in all per day, telling the clinic once', async () => {
    const notice = { ...mail('clinic', 'clinic@example.com'), subject: 'Acknowledgment ceiling reached' };
    const store = await fresh({ dailyLimit: 4, ceilingNotice: () => notice });
    const addresses = [
      'x+1@gmail.com',
      'X.+2@Gmail.com',
      'x+3@googlemail.com',
      'x+4@gmail.com',
      'a@example.org',
      'b@example.org',
      'c@example.org',
    ];
    for (const [n, email] of addresses.entries()) await stored(store, `a${n}`, email);
    const queued = await store.claimDueMail(at(1000), 100, 60_000);
    expect(queued.filter((m) => m.purpose === 'patient').map((m) => m.to)).toEqual([
      'x+1@gmail.com',
      'X.+2@Gmail.com',
      'x+3@googlemail.com',
      'a@example.org',
    ]);
    expect(queued.filter((m) => m.subject === notice.subject)).toHaveLength(1);
    expect(queued.filter((m) => m.purpose === 'clinic')).toHaveLength(addresses.length + 1);
  });

  it('lets concurrent requests overshoot neither cap', async () => {
    const store = await fresh({ dailyLimit: 5 });
    await Promise.all(
      Array.from({ length: 12 }, (_, n) =>
        stored(store, `c${n}`, n % 2 === 0 ? `same+${n}@example.org` : `p${n}@example.org`),
      ),
    );
    const patients = (await store.claimDueMail(at(1000), 100, 60_000)).filter((m) => m.purpose === 'patient');
    expect(patients).toHaveLength(5);
    expect(patients.filter((m) => m.to.startsWith('same+')).length).toBeLessThanOrEqual(3);
  });

  it('counts exactly the daily ceiling over its stripes when many more post at once, telling the clinic once', async () => {
    // 37 is not a multiple of the stripes' number: their shares differ, and a full stripe sends a post to the others.
    const notice = { ...mail('clinic', 'clinic@example.com'), subject: 'Acknowledgment ceiling reached' };
    const store = await fresh({ dailyLimit: 37, ceilingNotice: () => notice });
    await Promise.all(Array.from({ length: 60 }, (_, n) => stored(store, `s${n}`, `person${n}@example.org`)));
    const queued = await store.claimDueMail(at(1000), 200, 60_000);
    expect(queued.filter((m) => m.purpose === 'patient')).toHaveLength(37);
    expect(queued.filter((m) => m.subject === notice.subject)).toHaveLength(1);
    expect(queued.filter((m) => m.purpose === 'clinic')).toHaveLength(61);
  });

  it('remembers a write it could not commit until a later write, the probe, succeeds', async () => {
    const store = await fresh();
    await store.probeWrite(T0);
    expect(store.lastWriteError()).toBeNull();
    await stored(store, 'a1', 'asha@example.org');
    await expect(stored(store, 'a1', 'asha@example.org')).rejects.toThrow(); // the same id again: refused
    expect(store.lastWriteError()).toMatchObject({ message: expect.stringMatching(/unique|UNIQUE|duplicate/) });
    expect((await store.listRequests({ type: 'appointments', limit: 10 })).map((row) => row.id)).toEqual(['a1']);
    await store.probeWrite(at(1000));
    expect(store.lastWriteError()).toBeNull();
  });
});
