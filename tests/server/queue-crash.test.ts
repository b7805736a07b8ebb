import path from 'node:path';
import { chromium, type Browser } from 'playwright-core';
import { afterAll, afterEach, beforeAll, expect, it } from 'vitest';
import { createInvite } from '../../server/desk/invites';
import { openDeskStore } from '../../server/desk/store/open-desk-store';
import { openStore } from '../../server/open-store';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from '../../tooling/chromium';
import { exited, killGroup, startService, stopServices } from '../../tooling/service-process';
import { forEachBackend, freshDatabase } from './backends';
import { storedSessionCookie } from './desk-helpers';
import { NOW, freePort } from './helpers';

/**
 * A kill -9 of the service in the middle of a session (its clock set to a Monday 09:30 and running on,
 * tests/server/queue-service.ts), on both backends: walk-ins and calls posted in parallel, the service killed while
 * they come. Started again on the same database: every token and every call the desk was answered for is stored,
 * each session's tokens are 1 to n with none missing, one patient at most is called; and the television's screen,
 * never reloaded, shows the patient called and the next call within 10 s of the start.
 */

const CLOCK = NOW.toISOString();
let browser: Browser;

beforeAll(async () => {
  browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_FLAGS });
}, 60_000);
afterAll(async () => browser?.close());
afterEach(() => stopServices());

forEachBackend('the waiting room through a kill -9', (backend) => {
  it('loses no token and no call, and the screen comes back by itself', { timeout: 120_000 }, async () => {
    const { settings } = await freshDatabase(backend);
    const port = await freePort();
    const origin = `http://localhost:${port}`;
    const env = {
      DATA_DIR: settings.dataDir,
      DATABASE_URL: settings.databaseUrl ?? '',
      BUILD_DIR: path.join(settings.dataDir, 'no-build'),
      PORT: String(port),
      SITE_URL: origin,
      QUEUE_CLOCK_START: CLOCK,
    };
    const first = await startService(env, 'tests/server/queue-service.ts');
    const store = await openStore(settings);
    const desk = await openDeskStore(store);
    const { staff } = await createInvite(
      desk,
      { name: 'Rekha', email: 'rekha@clinic.example', role: 'staff' },
      origin,
      new Date(CLOCK),
    );
    const cookie = await storedSessionCookie(desk, staff.id, new Date(CLOCK));
    const post = (url: string, body: string) =>
      fetch(`http://127.0.0.1:${port}${url}`, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded', origin, cookie },
        body,
        redirect: 'manual',
      });

    const tv = await browser.newContext({ viewport: { width: 1920, height: 1080 } });
    const screen = await tv.newPage();
    await screen.goto(`${origin}/queue/screen`);

    const joined: string[] = [];
    const calls: string[] = [];
    let killed = false;
    const worker = async (w: number) => {
      for (let i = 0; i < 40; i++) {
        try {
          const call = (w + i) % 4 === 0;
          const answer = call
            ? await post('/desk/queue/call-next', 'doctor=physician')
            : await post('/desk/queue/walk-in', `doctor=physician&name=Walk-in+${w}-${i}&phone=98450+12345`);
          if (answer.status !== 303) throw new Error(`answered ${answer.status}`);
          const location = answer.headers.get('location') ?? '';
          if (call) calls.push(...(/called=([0-9a-f-]+)/.exec(location)?.slice(1) ?? []));
          else joined.push(/joined=([0-9a-f-]+)/.exec(location)![1]!);
          if (joined.length >= 40 && !killed) {
            killed = true;
            killGroup(first.child, 'SIGKILL');
          }
        } catch (error) {
          if (!killed) throw error;
          return;
        }
      }
    };
    await Promise.all(Array.from({ length: 8 }, (_, w) => worker(w)));
    await exited(first.child);
    expect(first.child.signalCode).toBe('SIGKILL');

    await startService(env, 'tests/server/queue-service.ts');
    const started = Date.now();
    const rows = await store.db.all<{ id: string; token: number; state: string; called_at: string | null }>(
      'SELECT id, token, state, called_at FROM queue_tokens ORDER BY token',
    );
    const stored = new Set(rows.map((row) => row.id));
    expect(joined.filter((id) => !stored.has(id))).toEqual([]);
    expect(rows.map((row) => row.token)).toEqual(rows.map((_, i) => i + 1));
    const callsStored = new Set(rows.filter((row) => row.called_at !== null).map((row) => row.id));
    expect(calls.length).toBeGreaterThan(0);
    expect(calls.filter((id) => !callsStored.has(id))).toEqual([]);
    const called = rows.filter((row) => row.state === 'called');
    expect(called.length).toBeLessThanOrEqual(1);
    const shown = called[0] ? String(called[0].token) : '–';
    await expect
      .poll(() => screen.locator('[data-doctor="physician"] [data-token]').textContent(), { timeout: 10_000 })
      .toBe(shown);
    // Reconnected, not merely left as it was: the next call shows, within 10 s of the start.
    const next = await post('/desk/queue/call-next', 'doctor=physician');
    const nextId = /called=([0-9a-f-]+)/.exec(next.headers.get('location') ?? '')?.[1];
    const nextToken = rows.find((row) => row.id === nextId)?.token;
    expect(nextToken).toBeDefined();
    await expect
      .poll(() => screen.locator('[data-doctor="physician"] [data-token]').textContent(), { timeout: 10_000 })
      .toBe(String(nextToken));
    expect(Date.now() - started).toBeLessThan(10_000);
    await tv.close();
    await store.close();
  });
});
