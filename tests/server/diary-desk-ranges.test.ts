import { kolkataInstant } from '../../common/booking-dates';
import { afterEach, expect, it } from 'vitest';
import { diaryDoctor } from '../../server/diary/doctors';
import { DiaryStore } from '../../server/diary/store/diary-store';
import { forEachBackend, freshDatabase } from './backends';
import { signedInStaff } from './desk-helpers';
import { NOW, startTestServer, urlencoded, type TestServer } from './helpers';

/**
 * The desk's leave and closures (/desk/diary) on both backends, signed in as a receptionist: a doctor's leave and a
 * clinic closure are each entered as one range and logged with who entered them; their times vanish from
 * GET /api/availability at once; a visit already confirmed inside them is listed *to move*; removing one frees its
 * times; each bad entry is refused 422 with the reason and nothing stored. The guard's refusals on these routes are
 * walked with every desk route by tests/server/desk-guard.test.ts.
 */

const ORIGIN = 'http://localhost:4607';
const servers: TestServer[] = [];
afterEach(async () => {
  for (const server of servers.splice(0)) await server.close();
});

async function signedInDesk(backend: 'sqlite' | 'postgres') {
  const database = await freshDatabase(backend);
  const server = await startTestServer({ siteUrl: ORIGIN, ...database.settings });
  servers.push(server);
  const { cookie } = await signedInStaff(server, ORIGIN);
  const post = (url: string, fields: Record<string, string>) =>
    server.app.inject({
      method: 'POST',
      url,
      headers: { 'content-type': 'application/x-www-form-urlencoded', origin: ORIGIN, cookie },
      payload: urlencoded(fields),
    });
  const page = async () => (await server.app.inject({ method: 'GET', url: '/desk/diary', headers: { cookie } })).body;
  const times = async (doctor: string, from: string, to: string) => {
    const answer = await server.app.inject({
      method: 'GET',
      url: `/api/availability?doctor=${doctor}&from=${from}&to=${to}`,
    });
    return (answer.json() as { times: Array<{ date: string; time: string }> }).times;
  };
  const diary = new DiaryStore(server.app.clinic.store.db);
  const count = async (table: string) =>
    Number((await diary.db.get<{ n: number | string }>(`SELECT count(*) AS n FROM ${table}`))!.n);
  return { post, page, times, diary, count };
}

forEachBackend('leave and closures in the desk', (backend) => {
  it('enters leave and a closure as one range each; their times vanish at once; a visit inside is to move', async () => {
    const { post, page, times, diary, count } = await signedInDesk(backend);
    // A visit confirmed on Thursday 26 November, before the leave is entered.
    const held = await diary.hold({
      doctor: diaryDoctor('physician')!,
      start: kolkataInstant('2026-11-26', '10:00'),
      status: 'confirmed',
      requestId: null,
      now: NOW,
    });
    expect(held.held).toBe(true);
    expect(await page()).toContain('No visit falls inside leave or a closure.');

    const leave = await post('/desk/diary/leave', { doctor: 'physician', from: '2026-11-25', to: '2026-11-27' });
    expect(leave.statusCode).toBe(303);
    expect(leave.headers.location).toBe('/desk/diary');
    expect((await times('dr-ananya-rao', '2026-11-24', '2026-11-30')).map((t) => t.date)).not.toContain('2026-11-26');
    const closure = await post('/desk/diary/closure', { from: '2026-12-01', to: '2026-12-01', reason: 'Diwali' });
    expect(closure.statusCode).toBe(303);
    expect(await times('dr-vikram-menon', '2026-12-01', '2026-12-01')).toEqual([]);

    const html = await page();
    expect(html).toContain('Visits to move');
    expect(html).toContain('2026-11-26 10:00, Dr. Ananya Rao');
    expect(html).toContain('Dr. Ananya Rao, 2026-11-25 – 2026-11-27');
    expect(html).toContain('2026-12-01: Diwali');
    const log = await diary.db.all<{ staff_name: string; action: string }>(
      'SELECT staff_name, action FROM desk_audit ORDER BY id',
    );
    expect(log).toEqual([
      { staff_name: 'Rekha', action: 'leave added' },
      { staff_name: 'Rekha', action: 'closure added' },
    ]);

    const { leave: entered } = await diary.upcomingRanges('2026-11-23');
    const removed = await post('/desk/diary/remove', { kind: 'leave', id: entered[0]!.id });
    expect(removed.statusCode).toBe(303);
    expect(await count('doctor_leave')).toBe(0);
    const thursday = (await times('dr-ananya-rao', '2026-11-26', '2026-11-26')).map((t) => t.time);
    expect(thursday).toHaveLength(15); // 16 slots, 10:00 still held by the visit
    expect(thursday).not.toContain('10:00');
    expect(await page()).toContain('No visit falls inside leave or a closure.');
  });

  it('refuses each bad entry with the reason, keeping what was typed, and stores nothing', async () => {
    const { post, count } = await signedInDesk(backend);
    const refused: Array<[string, Record<string, string>, string]> = [
      ['/desk/diary/leave', { doctor: 'nobody', from: '2026-11-25', to: '2026-11-25' }, 'Choose one of the clinic'],
      ['/desk/diary/leave', { doctor: 'physician', from: '2026-02-30', to: '2026-11-25' }, 'real calendar dates'],
      [
        '/desk/diary/leave',
        { doctor: 'physician', from: '2026-11-26', to: '2026-11-25' },
        'same as the first or later',
      ],
      ['/desk/diary/leave', { doctor: 'physician', from: '2026-11-01', to: '2026-11-02' }, 'in the past'],
      [
        '/desk/diary/leave',
        { doctor: 'physician', from: '2026-11-25', to: '2026-11-25', fromTime: '25:00' },
        'Give times as HH:MM',
      ],
      [
        '/desk/diary/leave',
        { doctor: 'physician', from: '2026-11-25', to: '2026-11-25', fromTime: '12:00', untilTime: '11:00' },
        'the time back must be after',
      ],
      ['/desk/diary/closure', { from: '2026-11-25', to: '2026-11-25', reason: ' ' }, 'Write the reason'],
      ['/desk/diary/remove', { kind: 'leave', id: 'no-such-entry' }, 'already removed'],
    ];
    for (const [url, fields, reason] of refused) {
      const answer = await post(url, fields);
      expect(answer.statusCode, reason).toBe(422);
      expect(answer.body, reason).toContain(reason);
      expect(answer.body).toContain('role="alert"');
    }
    const kept = await post('/desk/diary/closure', { from: '2026-11-25', to: '2026-11-24', reason: 'Repairs' });
    expect(kept.body).toContain('value="Repairs"');
    expect(await count('doctor_leave')).toBe(0);
    expect(await count('clinic_closures')).toBe(0);
    expect(await count('desk_audit')).toBe(0);
  });
});
