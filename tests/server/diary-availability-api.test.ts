import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterEach, expect, it } from 'vitest';
import { DiaryStore } from '../../server/diary/store/diary-store';
import { SLOW_REFUSAL_MS } from '../../server/slow-refusal';
import { forEachBackend, freshDatabase } from './backends';
import { NOW, startTestServer, type TestServer } from './helpers';

/**
 * GET /api/availability on both backends, on the fixed clock (Monday 23 November 2026, 09:30 in Kolkata): the free
 * times a patient is offered, gone at once when the desk enters a closure or leave, and a clear 400 for each bad
 * parameter.
 */

const RECEPTION = { staffId: null, staffName: 'Reception' };
const servers: TestServer[] = [];
afterEach(async () => {
  for (const server of servers.splice(0)) await server.close();
});

async function start(backend: 'sqlite' | 'postgres') {
  const database = await freshDatabase(backend);
  const server = await startTestServer(database.settings);
  servers.push(server);
  const diary = new DiaryStore(server.app.clinic.store.db);
  const ask = async (query: string) => {
    const response = await server.app.inject({ method: 'GET', url: `/api/availability?${query}` });
    return { status: response.statusCode, headers: response.headers, body: response.json() };
  };
  return { diary, ask };
}

type Answer = { times: Array<{ start: string; date: string; time: string }>; slotMinutes: number; timeZone: string };
const timesOn = (body: Answer, date: string) => body.times.filter((t) => t.date === date).map((t) => t.time);

forEachBackend('the availability API', (backend) => {
  it('answers a doctor’s free times in Kolkata time, and drops them at once when the desk closes a day', async () => {
    const { diary, ask } = await start(backend);
    const week = await ask('doctor=dr-ananya-rao&from=2026-11-23&to=2026-11-29');
    expect(week.status).toBe(200);
    expect(week.headers['cache-control']).toBe('no-store');
    const body = week.body as Answer;
    expect(body.timeZone).toBe('Asia/Kolkata');
    expect(body.slotMinutes).toBe(15);
    // Today from 11:30 (two hours' notice); Tuesday's first is 09:00 IST, stored 03:30 UTC; no weekend.
    expect(timesOn(body, '2026-11-23')[0]).toBe('11:30');
    expect(body.times.find((t) => t.date === '2026-11-24')).toMatchObject({ start: '2026-11-24T03:30:00.000Z' });
    expect(timesOn(body, '2026-11-24')).toHaveLength(16);
    expect(timesOn(body, '2026-11-28')).toEqual([]);

    await diary.addClosure({ fromDate: '2026-11-24', toDate: '2026-11-24', reason: 'Diwali' }, RECEPTION, NOW);
    await diary.addLeave(
      { doctor: 'physician', fromDate: '2026-11-25', toDate: '2026-11-27', fromTime: '11:00', untilTime: null },
      RECEPTION,
      NOW,
    );
    const after = (await ask('doctor=dr-ananya-rao&from=2026-11-23&to=2026-11-29')).body as Answer;
    expect(timesOn(after, '2026-11-24')).toEqual([]);
    expect(timesOn(after, '2026-11-25').at(-1)).toBe('10:45');
    expect(timesOn(after, '2026-11-26')).toEqual([]);
    // The other doctor is not on leave, but the clinic's closure is his too.
    const menon = (await ask('doctor=dr-vikram-menon&from=2026-11-24&to=2026-11-25')).body as Answer;
    expect(timesOn(menon, '2026-11-24')).toEqual([]);
    expect(timesOn(menon, '2026-11-25')[0]).toBe('13:00');

    const { leave, closures } = await diary.upcomingRanges('2026-11-23');
    await diary.removeRange('closure', closures[0]!.id, RECEPTION, NOW);
    await diary.removeRange('leave', leave[0]!.id, RECEPTION, NOW);
    const reopened = (await ask('doctor=dr-ananya-rao&from=2026-11-24&to=2026-11-26')).body as Answer;
    expect(reopened.times).toHaveLength(48);
  });

  it('refuses each bad parameter with 400 naming it', async () => {
    const { ask } = await start(backend);
    const cases: Array<[string, string]> = [
      ['from=2026-11-24&to=2026-11-25', 'doctor'],
      ['doctor=dr-nobody&from=2026-11-24&to=2026-11-25', 'doctor'],
      ['doctor=dr-ananya-rao&from=2026-02-30&to=2026-11-25', 'from'],
      ['doctor=dr-ananya-rao&from=2026-11-24&to=tomorrow', 'to'],
      ['doctor=dr-ananya-rao&from=2026-11-24&to=2026-11-23', 'to'],
      ['doctor=dr-ananya-rao&from=2026-11-24&to=2026-12-25', 'to'],
      ['doctor=dr-ananya-rao&doctor=dr-vikram-menon&from=2026-11-24&to=2026-11-25', 'doctor'],
      // Outside the booking horizon (today, 2026-11-23, with a day's slack before it, to 365 days on).
      ['doctor=dr-ananya-rao&from=2026-11-21&to=2026-11-25', 'from'],
      ['doctor=dr-ananya-rao&from=2027-11-24&to=2027-11-25', 'from'],
      ['doctor=dr-ananya-rao&from=2027-11-20&to=2027-11-30', 'to'],
      ['doctor=dr-ananya-rao&from=9999-12-31&to=9999-12-31', 'from'],
    ];
    for (const [query, field] of cases) {
      const answer = await ask(query);
      expect(answer.status, query).toBe(400);
      expect(answer.body.field, query).toBe(field);
      expect(answer.body.error, query).toMatch(new RegExp(field));
    }
    expect((await ask('doctor=dr-ananya-rao&from=2026-11-24&to=2026-12-24')).status).toBe(200);
  });

  it('answers 429 past the per-address limit, before any work, and other addresses still get their times', async () => {
    const database = await freshDatabase(backend);
    const limited = await startTestServer({ ...database.settings, availabilityRateLimit: 3 }, { now: () => NOW });
    try {
      const url = '/api/availability?doctor=dr-ananya-rao&from=2026-11-24&to=2026-11-24';
      const from = (remoteAddress: string) => limited.app.inject({ url, remoteAddress });
      const statuses = [];
      for (let i = 0; i < 3; i++) statuses.push((await from('192.0.2.7')).statusCode);
      const started = performance.now();
      statuses.push((await from('192.0.2.7')).statusCode);
      expect(statuses).toEqual([200, 200, 200, 429]);
      // Answered after a pause, so a flood past the limit asks once a second (server/slow-refusal.ts).
      expect(performance.now() - started).toBeGreaterThanOrEqual(SLOW_REFUSAL_MS - 5);
      expect((await from('192.0.2.8')).statusCode).toBe(200);
    } finally {
      await limited.close();
    }
  });

  it('answers brotli or gzip when the browser accepts them, the same times, and never a compressed form kept too long', async () => {
    const { diary } = await start(backend);
    const server = servers.at(-1)!;
    const query = '/api/availability?doctor=dr-ananya-rao&from=2026-11-23&to=2026-12-06';
    const fetchAs = async (acceptEncoding: string | undefined) => {
      const response = await server.app.inject({
        method: 'GET',
        url: query,
        headers: acceptEncoding ? { 'accept-encoding': acceptEncoding } : {},
      });
      const encoding = response.headers['content-encoding'];
      const raw = response.rawPayload;
      const json = encoding === 'br' ? brotliDecompressSync(raw) : encoding === 'gzip' ? gunzipSync(raw) : raw;
      expect(response.headers.vary).toMatch(/accept-encoding/i);
      return { encoding, bytes: raw.length, body: JSON.parse(json.toString()) as Answer };
    };
    const plain = await fetchAs(undefined);
    const brotli = await fetchAs('gzip, deflate, br, zstd');
    const gzip = await fetchAs('gzip');
    expect([plain.encoding, brotli.encoding, gzip.encoding]).toEqual([undefined, 'br', 'gzip']);
    expect(brotli.body).toEqual(plain.body);
    expect(gzip.body).toEqual(plain.body);
    expect(brotli.bytes).toBeLessThan(plain.bytes / 4);
    expect((await fetchAs('br;q=0, gzip')).encoding).toBe('gzip');

    await diary.addClosure({ fromDate: '2026-11-24', toDate: '2026-11-24', reason: 'Diwali' }, RECEPTION, NOW);
    const closed = await fetchAs('br');
    expect(timesOn(closed.body, '2026-11-24')).toEqual([]);
    expect(timesOn(closed.body, '2026-11-25')).toEqual(timesOn(plain.body, '2026-11-25'));
  });
});
