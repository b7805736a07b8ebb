import { kolkataInstant } from '../../common/booking-dates';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { diaryDoctor } from '../../server/diary/doctors';
import { DiaryStore } from '../../server/diary/store/diary-store';
import { forEachBackend, freshDatabase } from './backends';
import { signedInStaff } from './desk-helpers';
import { formA, NOW, startTestServer, urlencoded, type TestServer } from './helpers';
import { remindAt } from './visit-link-helpers';

/**
 * Leave every week at the desk (docs/decisions/0080-leave-every-week.md), on both backends: Dr. Ananya Rao away every
 * Thursday from 11:00, for three Thursdays, entered once. Her Thursday times after 11:00 vanish from
 * GET /api/availability on those three Thursdays only; a hold there is refused as leave; a visit confirmed inside it
 * is listed to move, its patient is e-mailed and gets no reminder, while a visit before 11:00 keeps its reminder;
 * the desk's log names who entered and removed it; removing it frees the times. Bad entries are refused 422 with the
 * reason, the typed values kept in their own form, nothing stored. The clock starts Monday 23 November 2026, 09:30 in
 * India.
 */

const ORIGIN = 'http://localhost:4651';
const at = (date: string, time: string) => new Date(`${date}T${time}:00+05:30`);
const EVERY_THURSDAY = {
  doctor: 'physician',
  weekday: 'thursday',
  from: '2026-11-24',
  until: '2026-12-10',
  fromTime: '11:00',
};

forEachBackend('leave every week, entered once at the desk', (backend) => {
  let server: TestServer;
  let cookie: string;
  let clock = NOW;
  const post = (url: string, fields: Record<string, string>, headers: Record<string, string> = {}) =>
    server.app.inject({
      method: 'POST',
      url,
      headers: { 'content-type': 'application/x-www-form-urlencoded', origin: ORIGIN, cookie, ...headers },
      payload: urlencoded(fields),
    });
  const page = async () => (await server.app.inject({ method: 'GET', url: '/desk/diary', headers: { cookie } })).body;
  const times = async (from: string, to: string) => {
    const answer = await server.app.inject({ url: `/api/availability?doctor=dr-ananya-rao&from=${from}&to=${to}` });
    return (answer.json() as { times: Array<{ date: string; time: string }> }).times;
  };
  const timesOn = async (date: string) => (await times(date, date)).map((slot) => slot.time);
  const db = () => server.app.clinic.store.db;
  const count = async (table: string) =>
    Number((await db().get<{ n: number | string }>(`SELECT count(*) AS n FROM ${table}`))!.n);
  const mailsTo = (email: string) =>
    db().all<{ subject: string; text_body: string }>(
      "SELECT subject, text_body FROM outbox WHERE to_address = ? AND purpose = 'patient' ORDER BY id",
      [email],
    );
  const confirmedVisit = async (email: string, date: string, time: string) => {
    const sent = await post('/api/appointments', formA({ email, booking_date: date, booking_time: time }), {
      accept: 'application/json',
    });
    expect(sent.statusCode).toBe(201);
    const { ref } = (await db().get<{ ref: string }>('SELECT ref FROM appointments WHERE id = ?', [sent.json().id]))!;
    expect((await post(`/desk/requests/${ref}/confirm-held`, {})).statusCode).toBe(303);
    return ref;
  };

  beforeAll(async () => {
    const database = await freshDatabase(backend);
    server = await startTestServer({ siteUrl: ORIGIN, ...database.settings }, { now: () => clock });
    ({ cookie } = await signedInStaff(server, ORIGIN));
  });
  afterAll(() => server.close());

  it('refuses each bad entry with the reason, keeps it in its own form, and stores nothing', async () => {
    const refused: Array<[Record<string, string>, string]> = [
      [{ ...EVERY_THURSDAY, doctor: 'nobody' }, 'Choose one of the clinic'],
      [{ ...EVERY_THURSDAY, weekday: 'someday' }, 'Choose a day of the week.'],
      [{ ...EVERY_THURSDAY, from: '2026-02-30' }, 'real calendar dates'],
      [{ ...EVERY_THURSDAY, until: '2026-11-20' }, 'same as the first or later'],
      [{ ...EVERY_THURSDAY, from: '2026-10-01', until: '2026-11-01' }, 'in the past'],
      [{ ...EVERY_THURSDAY, fromTime: '11:60' }, 'Give times as HH:MM'],
      [{ ...EVERY_THURSDAY, fromTime: '15:00', untilTime: '14:00' }, 'The time back must be after the time away.'],
      [{ ...EVERY_THURSDAY, from: '2026-11-27', until: '2026-12-02' }, 'does not fall between the two dates'],
    ];
    for (const [fields, reason] of refused) {
      const answer = await post('/desk/diary/weekly-leave', fields);
      expect(answer.statusCode, reason).toBe(422);
      expect(answer.body, reason).toContain(reason);
      expect(answer.body).toContain('role="alert"');
    }
    const kept = await post('/desk/diary/weekly-leave', { ...EVERY_THURSDAY, untilTime: '10:00' });
    expect(kept.body).toMatch(/id="weekly-until"[^>]*value="2026-12-10"/);
    expect(kept.body).toMatch(/<option value="thursday" selected="">Thursday<\/option>/);
    expect(kept.body).not.toMatch(/id="leave-from-time"[^>]*value=/);
    expect(await count('doctor_weekly_leave')).toBe(0);
    expect(await count('desk_audit')).toBe(0);
  });

  it('blocks its hours on each of its days only, and tells the patients whose visits it covers', async () => {
    await confirmedVisit('inside@example.org', '2026-12-03', '12:00');
    await confirmedVisit('before@example.org', '2026-12-03', '09:00');
    const [insideBefore, keptBefore] = [
      (await mailsTo('inside@example.org')).length,
      (await mailsTo('before@example.org')).length,
    ];
    expect(await timesOn('2026-11-26')).toContain('11:00');

    const entered = await post('/desk/diary/weekly-leave', EVERY_THURSDAY);
    expect(entered.statusCode).toBe(303);
    expect(entered.headers.location).toBe('/desk/diary');
    for (const thursday of ['2026-11-26', '2026-12-03', '2026-12-10']) {
      const left = await timesOn(thursday);
      expect(left.length, thursday).toBeGreaterThan(0);
      expect(
        left.every((time) => time < '11:00'),
        thursday,
      ).toBe(true);
    }
    expect(await timesOn('2026-12-17')).toContain('12:45');
    expect(await timesOn('2026-12-02')).toContain('12:45');

    const diary = new DiaryStore(db());
    const hold = await diary.hold({
      doctor: diaryDoctor('physician')!,
      start: kolkataInstant('2026-12-10', '11:30'),
      status: 'held',
      requestId: null,
      now: clock,
    });
    expect(hold.held ? 'held' : hold.refusal.reason).toBe('away');

    // The desk's day view reads the same leave: Thursday's afternoon slots are "Doctor away", Wednesday's are not.
    const dayView = async (date: string) =>
      (await server.app.inject({ url: `/desk/day?date=${date}`, headers: { cookie } })).body;
    expect(await dayView('2026-12-10')).toContain('Doctor away');
    expect(await dayView('2026-12-09')).not.toContain('Doctor away');

    const html = await page();
    expect(html).toContain('Doctors away every week');
    expect(html).toContain('Dr. Ananya Rao, every Thursday (11:00 – whole day), from 2026-11-24 until 2026-12-10');
    expect(html).toContain('2026-12-03 12:00, Dr. Ananya Rao');
    expect(html).not.toContain('2026-12-03 09:00, Dr. Ananya Rao');

    const told = (await mailsTo('inside@example.org')).slice(insideBefore);
    expect(told).toHaveLength(1);
    expect(told[0]!.subject).toMatch(/^Your visit on Thursday, 3 December 2026 at 12:00 cannot take place/);
    expect(told[0]!.text_body).toContain('Dr. Ananya Rao is away on Thursday, 3 December 2026');
    clock = at('2026-12-02', '18:00');
    expect(await remindAt(server, ORIGIN, clock)).toBe(1);
    clock = NOW;
    expect((await mailsTo('inside@example.org')).slice(insideBefore)).toHaveLength(1);
    const kept = (await mailsTo('before@example.org')).slice(keptBefore);
    expect(kept.map((mail) => mail.subject)).toEqual([expect.stringMatching(/^Reminder: your appointment tomorrow/)]);
  });

  it('logs who entered and removed it; removed, its times are free again', async () => {
    const { weekly } = await new DiaryStore(db()).upcomingRanges('2026-11-23');
    expect(weekly).toHaveLength(1);
    const removed = await post('/desk/diary/remove', { kind: 'weekly leave', id: weekly[0]!.id });
    expect(removed.statusCode).toBe(303);
    expect(await count('doctor_weekly_leave')).toBe(0);
    expect(await timesOn('2026-12-10')).toContain('12:45');
    const log = await db().all<{ staff_name: string; action: string; detail: string }>(
      "SELECT staff_name, action, detail FROM desk_audit WHERE action LIKE 'weekly leave%' ORDER BY id",
    );
    expect(log).toEqual([
      {
        staff_name: 'Rekha',
        action: 'weekly leave added',
        detail: 'physician every thursday 11:00- from 2026-11-24 to 2026-12-10',
      },
      { staff_name: 'Rekha', action: 'weekly leave removed', detail: '2026-11-24 to 2026-12-10' },
    ]);
  });

  it('without a last date, goes on every week', async () => {
    const entered = await post('/desk/diary/weekly-leave', {
      doctor: 'physician',
      weekday: 'wednesday',
      from: '2026-11-25',
      fromTime: '09:00',
      untilTime: '10:00',
    });
    expect(entered.statusCode).toBe(303);
    for (const wednesday of ['2026-11-25', '2027-03-03', '2027-11-17']) {
      const left = await timesOn(wednesday);
      expect(left, wednesday).not.toContain('09:45');
      expect(left, wednesday).toContain('10:00');
    }
    expect(await page()).toContain('Dr. Ananya Rao, every Wednesday (09:00 – 10:00), from 2026-11-25<');
  });
});
