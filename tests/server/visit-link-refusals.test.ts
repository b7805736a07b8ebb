import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loggerOptions } from '../../server/app';
import { newToken } from '../../server/desk/auth/tokens';
import { DiaryStore } from '../../server/diary/store/diary-store';
import { forEachBackend, freshDatabase } from './backends';
import { fixedClock, formA, formB, NOW, startTestServer, urlencoded, type TestServer } from './helpers';
import { availableAt, storedState } from './visit-link-helpers';

/**
 * Every refusal of the patient's link, on both backends, with what is stored before and after compared: a tampered,
 * unknown or malformed token; a link whose visit is over or whose request was erased; a change after the clinic's
 * deadline; a post from another origin; a replayed cancel; a move to a taken, closed or never-offered time (the old
 * time stays held). Two patients moving to one free time at once: exactly one gets it.
 */

const ORIGIN = 'http://localhost:4605';
const LINK = new RegExp(`${ORIGIN}(/visit/[A-Za-z0-9_-]{43})(?=\\s|$)`, 'm');
const WEDNESDAY = '2026-11-25';
const at = (date: string, time: string) => new Date(`${date}T${time}:00+05:30`).toISOString();

forEachBackend('the patient’s link refuses', (backend) => {
  let server: TestServer;
  let clock = NOW;
  let patients = 0;
  let lastEmail = '';
  const post = (url: string, fields: Record<string, string>, origin = ORIGIN) =>
    server.app.inject({
      method: 'POST',
      url,
      headers: { 'content-type': 'application/x-www-form-urlencoded', origin },
      payload: urlencoded(fields),
    });
  /** A new request with its link; with `time`, the patient picks it at once. */
  const booked = async (time?: string) => {
    const email = `patient${++patients}@example.org`;
    lastEmail = email;
    const answer = await post('/api/appointments', formA({ email }));
    expect(answer.statusCode).toBeLessThan(400);
    const mail = await server.app.clinic.store.db.get<{ text: string }>(
      "SELECT text_body AS text FROM outbox WHERE to_address = ? AND purpose = 'patient'",
      [email],
    );
    const path = LINK.exec(mail!.text)![1]!;
    if (time) expect((await post(`${path}/move`, { start: at(WEDNESDAY, time) })).statusCode).toBe(200);
    return path;
  };
  /** Runs `attempt` and expects its answer's status, with nothing stored changed. */
  const refusedUnchanged = async <T extends { statusCode: number }>(attempt: () => Promise<T>, status: number) => {
    const before = await storedState(server);
    const answer = await attempt();
    expect(answer.statusCode).toBe(status);
    expect(await storedState(server)).toEqual(before);
    return answer;
  };

  beforeAll(async () => {
    const database = await freshDatabase(backend);
    server = await startTestServer({ siteUrl: ORIGIN, ...database.settings }, { now: () => clock });
  });
  afterAll(() => server?.close());

  describe('a link that is not a live one', () => {
    it('refuses a tampered, an unknown and a malformed token, on every route', async () => {
      const path = await booked('09:30');
      const token = path.split('/').pop()!;
      const tampered = `/visit/${token.slice(0, -1)}${token.endsWith('A') ? 'B' : 'A'}`;
      for (const bad of [tampered, `/visit/${newToken()}`, '/visit/short', `/visit/${token}x`]) {
        expect((await server.app.inject({ url: bad })).statusCode).toBe(410);
        expect((await server.app.inject({ url: `${bad}/cancel` })).statusCode).toBe(410);
        await refusedUnchanged(() => post(`${bad}/cancel`, {}), 410);
        await refusedUnchanged(() => post(`${bad}/move`, { start: at(WEDNESDAY, '10:00') }), 410);
      }
      const ended = await server.app.inject({ url: tampered });
      expect(ended.body).toContain('This link no longer works');
      expect(ended.headers['cache-control']).toBe('no-store');
      expect(ended.headers['referrer-policy']).toBe('same-origin');
      expect(ended.headers['x-robots-tag']).toBe('noindex, nofollow');
    });

    it('ends with the visit: after its time the link shows nothing and changes nothing', async () => {
      const path = await booked('12:00');
      clock = new Date(at(WEDNESDAY, '12:15'));
      try {
        expect((await server.app.inject({ url: path })).statusCode).toBe(410);
        await refusedUnchanged(() => post(`${path}/cancel`, {}), 410);
        await refusedUnchanged(() => post(`${path}/move`, { start: at('2026-11-26', '10:00') }), 410);
      } finally {
        clock = NOW;
      }
    });

    it('ends when the request is erased: the link row goes with it', async () => {
      const path = await booked();
      const { db } = server.app.clinic.store;
      const before = (await db.all('SELECT token_hash FROM visit_links')).length;
      const request = await db.get<{ id: string }>('SELECT id FROM appointments WHERE email = ?', [lastEmail]);
      await db.run('DELETE FROM appointments WHERE id = ?', [request!.id]);
      expect((await db.all('SELECT token_hash FROM visit_links')).length).toBe(before - 1);
      expect((await server.app.inject({ url: path })).statusCode).toBe(410);
    });

    it('answers a replayed cancel as the first, writing and sending nothing', async () => {
      const path = await booked('12:30');
      expect((await post(`${path}/cancel`, {})).statusCode).toBe(200);
      const again = await refusedUnchanged(() => post(`${path}/cancel`, {}), 200);
      expect(again.body).toContain('cancelled');
    });

    it('answers a replayed move as the first, writing and sending nothing (one e-mail in all)', async () => {
      const path = await booked('09:45');
      const moved = async () => post(`${path}/move`, { start: at(WEDNESDAY, '09:15') });
      const mails = () =>
        server.app.clinic.store.db.all("SELECT id FROM outbox WHERE subject LIKE 'Your visit is moved%'");
      const before = (await mails()).length;
      expect((await moved()).statusCode).toBe(200);
      expect((await mails()).length).toBe(before + 1);
      await refusedUnchanged(moved, 200);
      await refusedUnchanged(moved, 200);
      expect((await mails()).length).toBe(before + 1);
    });
  });

  it('refuses a change after the clinic’s deadline and gives the phone instead', async () => {
    const path = await booked('12:45');
    clock = new Date(at(WEDNESDAY, '11:00')); // 1 h 45 min before: within the 2-hour deadline
    try {
      const page = await server.app.inject({ url: path });
      expect(page.statusCode).toBe(200);
      expect(page.body).toContain('can no longer be changed here');
      expect(page.body).toContain('href="tel:+919876543210"');
      expect(page.body).not.toContain('/move"');
      expect(page.body).not.toContain('/cancel"');
      await refusedUnchanged(() => post(`${path}/cancel`, {}), 409);
      await refusedUnchanged(() => post(`${path}/move`, { start: at('2026-11-26', '10:00') }), 409);
    } finally {
      clock = NOW;
    }
  });

  it('refuses a post from another origin', async () => {
    const path = await booked('11:45');
    await refusedUnchanged(() => post(`${path}/cancel`, {}, 'https://evil.example'), 403);
    await refusedUnchanged(() => post(`${path}/move`, { start: at(WEDNESDAY, '10:00') }, 'https://evil.example'), 403);
  });

  it('refuses a taken, a closed and a never-offered time, keeps the old one and names the nearest free times', async () => {
    await booked('10:15');
    const path = await booked('10:30');
    let answer = await refusedUnchanged(() => post(`${path}/move`, { start: at(WEDNESDAY, '10:15') }), 409);
    expect(answer.body).toContain('That time was just taken');
    expect(answer.body).toContain(`value="${at(WEDNESDAY, '10:00')}"`);
    answer = await refusedUnchanged(() => post(`${path}/move`, { start: at(WEDNESDAY, '09:52') }), 409);
    expect(answer.body).toContain('not one of the free times');
    answer = await refusedUnchanged(() => post(`${path}/move`, { start: at(WEDNESDAY, '14:00') }), 409);
    expect(answer.body).toContain('not one of the free times');
    answer = await refusedUnchanged(() => post(`${path}/move`, { start: 'tomorrow' }), 422);
    expect(answer.body).toContain('Please choose one of the times.');

    await new DiaryStore(server.app.clinic.store.db).addClosure(
      { fromDate: '2026-11-27', toDate: '2026-11-27', reason: 'Guru Nanak Jayanti' },
      { staffId: null, staffName: 'Rekha' },
      NOW,
    );
    answer = await refusedUnchanged(() => post(`${path}/move`, { start: at('2026-11-27', '10:00') }), 409);
    expect(answer.body).toContain('The clinic is closed on that date: Guru Nanak Jayanti.');
    expect(await availableAt(server, WEDNESDAY)).not.toContain('10:30');
  });

  it('lets a request without a doctor be cancelled, not moved', async () => {
    const email = 'nodoctor@example.org';
    expect((await post('/api/appointments', { ...formB(), email })).statusCode).toBeLessThan(400);
    const mail = await server.app.clinic.store.db.get<{ text: string }>(
      "SELECT text_body AS text FROM outbox WHERE to_address = ? AND purpose = 'patient'",
      [email],
    );
    const path = LINK.exec(mail!.text)![1]!;
    const page = await server.app.inject({ url: path });
    expect(page.body).toContain('You did not choose a doctor');
    expect(page.body).not.toContain('/move"');
    await refusedUnchanged(() => post(`${path}/move`, { start: at('2026-11-24', '10:00') }), 409);
    expect((await post(`${path}/cancel`, {})).statusCode).toBe(200);
  });

  it('cancels once when the same cancel is posted twice at once (the second answered as the first)', async () => {
    const path = await booked('12:15');
    const audit = async () =>
      (await server.app.clinic.store.db.all("SELECT id FROM desk_audit WHERE action = 'cancelled'")).length;
    const before = await audit();
    const answers = await Promise.all([post(`${path}/cancel`, {}), post(`${path}/cancel`, {})]);
    expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200]);
    expect(await audit()).toBe(before + 1);
  });

  it('gives one free time to one of two patients moving to it at once', async () => {
    const [first, second] = [await booked('11:00'), await booked('11:15')];
    const answers = await Promise.all(
      [first, second].map((path) => post(`${path}/move`, { start: at('2026-11-26', '09:00') })),
    );
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409]);
    const held = await server.app.clinic.store.db.all<{ status: string }>(
      "SELECT status FROM visits WHERE starts_at = ? AND status IN ('held', 'confirmed')",
      [at('2026-11-26', '09:00')],
    );
    expect(held).toHaveLength(1);
    // The refused patient keeps their old time.
    const free = await availableAt(server, WEDNESDAY);
    expect(free.filter((time) => time === '11:00' || time === '11:15')).toHaveLength(1);
  });
});

describe('the patient’s link posts are rate limited as every form post', () => {
  it('answers 429 past the limit, changing nothing', async () => {
    const server = await startTestServer({ siteUrl: ORIGIN, rateLimit: 2 }, { now: fixedClock });
    try {
      const answers = [];
      for (let i = 0; i < 3; i++)
        answers.push(
          await server.app.inject({
            method: 'POST',
            url: `/visit/${newToken()}/cancel`,
            headers: { 'content-type': 'application/x-www-form-urlencoded', origin: ORIGIN },
            payload: '',
          }),
        );
      expect(answers.map((answer) => answer.statusCode)).toEqual([410, 410, 429]);
    } finally {
      await server.close();
    }
  });
});

describe('the patient’s link in the service’s log', () => {
  it('is never written there: the path keeps /visit/[token]', async () => {
    const lines: string[] = [];
    const stream = new Writable({
      write(chunk, _encoding, done) {
        lines.push(String(chunk));
        done();
      },
    });
    const base = await startTestServer({ siteUrl: ORIGIN }, { now: fixedClock });
    const config = { ...base.config, logLevel: 'info' as const };
    await base.close();
    const server = await startTestServer(config, {
      now: fixedClock,
      logger: { ...(loggerOptions(config) as object), stream },
    });
    try {
      const token = newToken();
      await server.app.inject({ url: `/visit/${token}?date=2026-11-25` });
      await server.app.inject({
        method: 'POST',
        url: `/visit/${token}/cancel`,
        headers: { 'content-type': 'application/x-www-form-urlencoded', origin: ORIGIN },
        payload: '',
      });
      const log = lines.join('');
      expect(log).toContain('/visit/[token]/cancel');
      expect(log).not.toContain(token);
    } finally {
      await server.close();
    }
  });
});
