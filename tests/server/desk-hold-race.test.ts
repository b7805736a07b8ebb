import path from 'node:path';
import { afterEach, expect, it } from 'vitest';
import { openDeskStore } from '../../server/desk/store/open-desk-store';
import { createInvite } from '../../server/desk/invites';
import { forEachBackend, freshDatabase } from './backends';
import { storedSessionCookie } from './desk-helpers';
import { formA, nextOpenDate, tempDir, urlencoded } from './helpers';
import { startService, stopServices } from '../../tooling/service-process';

/**
 * The first proof, through the service's HTTP API: 50 parallel attempts to hold one slot (the desk's
 * "Confirm a time" of 50 requests, each at Dr. Ananya Rao's 10:00 on one day) give exactly one visit; the other 49 are
 * answered 409 "just taken" with the nearest free times, and store nothing. SQLite: one service process; PostgreSQL:
 * two service processes on one database, the attempts alternating between them. Bounded: 50 attempts, 120 s.
 */

afterEach(() => stopServices());

const ORIGIN = 'http://localhost:4790';
const ATTEMPTS = 50;

forEachBackend('50 parallel holds of one slot over HTTP', (backend) => {
  it('store one visit; the other 49 are told it was just taken, with alternatives', { timeout: 120_000 }, async () => {
    const database = await freshDatabase(backend);
    const dataDir = database.settings.dataDir;
    const env = {
      DATA_DIR: dataDir,
      BUILD_DIR: path.join(tempDir('clinic-race-'), 'no-build'),
      SITE_URL: ORIGIN,
      ...(database.settings.databaseUrl ? { DATABASE_URL: database.settings.databaseUrl } : {}),
    };
    const services = await Promise.all(Array.from({ length: backend === 'postgres' ? 2 : 1 }, () => startService(env)));
    const serviceOf = (i: number) => `http://127.0.0.1:${services[i % services.length]!.port}`;
    const now = new Date();
    for (let i = 0; i < ATTEMPTS; i++) {
      const response = await fetch(`${serviceOf(i)}/api/appointments`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', accept: 'application/json' },
        body: JSON.stringify(formA({ name: `Patient ${i}`, email: `p${i}@example.org` }, now)),
      });
      expect(response.status).toBe(201);
    }
    const store = await database.open();
    try {
      const refs = (await store.db.all<{ ref: string }>('SELECT ref FROM appointments ORDER BY ref')).map((r) => r.ref);
      expect(refs).toHaveLength(ATTEMPTS);
      const desk = await openDeskStore(store);
      const { staff } = await createInvite(
        desk,
        { name: 'Rekha', email: 'rekha@clinic.example', role: 'staff' },
        ORIGIN,
        now,
      );
      const cookie = await storedSessionCookie(desk, staff.id, now);
      const date = nextOpenDate(3, now);
      const started = Date.now();
      const answers = await Promise.all(
        refs.map(async (ref, i) => {
          const response = await fetch(`${serviceOf(i)}/desk/requests/${ref}/confirm`, {
            method: 'POST',
            headers: { 'content-type': 'application/x-www-form-urlencoded', origin: ORIGIN, cookie },
            body: urlencoded({ date, time: '10:00', doctor: 'Dr. Ananya Rao' }),
            redirect: 'manual',
          });
          return { status: response.status, body: await response.text() };
        }),
      );
      const tookMs = Date.now() - started;
      expect(answers.filter((answer) => answer.status === 303)).toHaveLength(1);
      const refused = answers.filter((answer) => answer.status === 409);
      expect(refused).toHaveLength(ATTEMPTS - 1);
      for (const answer of refused) {
        expect(answer.body).toContain('That time was just taken by another patient.');
        expect(answer.body).toContain('Nearest free times:');
        expect(answer.body).toContain('name="time" value="10:15"');
      }
      const live = await store.db.all<{ starts_at: string }>(
        `SELECT starts_at FROM visits WHERE status IN ('held', 'confirmed')`,
      );
      expect(live).toHaveLength(1);
      const confirmed = await store.db.get<{ n: number | string }>(
        `SELECT COUNT(*) AS n FROM desk_work WHERE status = 'confirmed'`,
      );
      expect(Number(confirmed!.n)).toBe(1);
      console.info(`${backend}: ${ATTEMPTS} parallel confirms of one slot answered in ${tookMs} ms`);
    } finally {
      await store.close();
    }
  });
});
