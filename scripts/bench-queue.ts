import { randomBytes, randomUUID } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { todayInKolkata } from '../common/booking-dates';
import { SESSION_COOKIE } from '../server/desk/auth/sessions';
import { hashToken, newToken } from '../server/desk/auth/tokens';
import { createInvite } from '../server/desk/invites';
import { openDeskStore } from '../server/desk/store/open-desk-store';
import { openStore } from '../server/open-store';
import { startService, stopServices } from '../tooling/service-process';
import { openSse, type SseClient } from '../tooling/sse-clients';
import { createThrowawayDatabase } from '../tooling/throwaway-database';
import { freePort, postgresServer } from './bench-forms';

/**
 * The waiting room's bar (issue 47): 300 screens and patients' pages connected by server-sent events; a call made at
 * the desk reaches all of them with p99 <= 1 s. On SQLite, one instance (`tsx server/main.ts`); with DATABASE_URL or
 * TEST_DATABASE_URL, two instances on one PostgreSQL database, the clients on the second and the calls on the first.
 * Bounded: 300 clients, 5 calls, 10 s at most for each call to arrive. Today's tokens are written straight into the
 * database (the bench runs on any day, even one the doctor does not consult).
 */

const CLIENTS = 300;
const PATIENTS = 100;
const CALLS = 5;

async function seed(settings: { dataDir: string; databaseUrl?: string }, origin: string) {
  const store = await openStore(settings);
  const now = new Date();
  const today = todayInKolkata(now);
  const keys: string[] = [];
  for (let token = 1; token <= PATIENTS + CALLS; token++) {
    const visit = randomUUID();
    const at = new Date(now.getTime() - (PATIENTS + CALLS - token) * 1000).toISOString();
    await store.db.run(
      `INSERT INTO visits (id, doctor, starts_at, ends_at, status, request_id, patient_name, patient_phone, created_at,
                           updated_at) VALUES (?, 'physician', ?, ?, 'visited', NULL, ?, '98450 12345', ?, ?)`,
      [visit, at, new Date(Date.parse(at) + 1).toISOString(), `Patient ${token}`, at, at],
    );
    const key = randomBytes(32).toString('base64url');
    keys.push(key);
    await store.db.run(
      `INSERT INTO queue_tokens (id, visit_id, doctor, session_date, session_from, token, kind, emergency, reason, state,
                                 place, page_key, joined_at, updated_at)
       VALUES (?, ?, 'physician', ?, '09:00', ?, 'walk-in', 0, NULL, 'waiting', ?, ?, ?, ?)`,
      [randomUUID(), visit, today, token, token, key, at, at],
    );
  }
  const desk = await openDeskStore(store);
  const { staff } = await createInvite(
    desk,
    { name: 'Bench', email: 'bench@clinic.example', role: 'staff' },
    origin,
    now,
  );
  const token = newToken();
  await desk.createSession(
    hashToken(token),
    staff.id,
    now.toISOString(),
    new Date(now.getTime() + 3_600_000).toISOString(),
  );
  await store.close();
  return { keys: keys.slice(CALLS), cookie: `${SESSION_COOKIE}=${token}` };
}

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil(sorted.length * p) - 1)]!;

async function lane(name: string, settings: { dataDir: string; databaseUrl?: string }, instances: number) {
  const ports = await Promise.all(Array.from({ length: instances }, () => freePort()));
  const origin = `http://localhost:${ports[0]}`;
  const { keys, cookie } = await seed(settings, origin);
  const clients: SseClient[] = [];
  try {
    for (const port of ports)
      await startService({
        DATA_DIR: settings.dataDir,
        DATABASE_URL: settings.databaseUrl ?? '',
        BUILD_DIR: path.join(settings.dataDir, 'no-build'),
        PORT: String(port),
        SITE_URL: origin,
      });
    const watched = `http://127.0.0.1:${ports[ports.length - 1]}`;
    for (let i = 0; i < CLIENTS; i++)
      clients.push(
        await openSse(
          i < PATIENTS ? `${watched}/queue/${keys[i]}/events` : `${watched}/queue/screen/events?doctors=physician`,
        ),
      );
    await Promise.all(clients.map((client) => client.until(() => true)));
    const delays: number[] = [];
    for (let call = 1; call <= CALLS; call++) {
      const counts = clients.map((client) => client.events.length);
      const started = performance.now();
      const answer = await fetch(`http://127.0.0.1:${ports[0]}/desk/queue/call-next`, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded', origin, cookie },
        body: 'doctor=physician',
        redirect: 'manual',
      });
      if (answer.status !== 303) throw new Error(`call-next answered ${answer.status}`);
      const arrived = await Promise.all(
        clients.map(async (client, i) => {
          const deadline = started + 10_000;
          while (client.events.length === counts[i] && performance.now() < deadline)
            await new Promise((resolve) => setTimeout(resolve, 2));
          return client.events[counts[i]!]?.at ?? Number.POSITIVE_INFINITY;
        }),
      );
      delays.push(...arrived.map((at) => at - started));
    }
    const sorted = delays.sort((a, b) => a - b);
    const lost = sorted.filter((delay) => !Number.isFinite(delay)).length;
    return {
      line: `| ${name} | ${instances} | ${CLIENTS} | ${CALLS} | ${percentile(sorted, 0.5).toFixed(0)} | ${percentile(sorted, 0.99).toFixed(0)} | ${lost} |`,
      pass: lost === 0 && percentile(sorted, 0.99) <= 1000,
    };
  } finally {
    for (const client of clients) client.close();
    stopServices();
  }
}

export async function benchQueue(): Promise<{ table: string; pass: boolean }> {
  const lines: string[] = [];
  let pass = true;
  const sqlite = await lane('SQLite', { dataDir: mkdtempSync(path.join(os.tmpdir(), 'clinic-bench-queue-')) }, 1);
  lines.push(sqlite.line);
  pass &&= sqlite.pass;
  const server = postgresServer();
  if (server) {
    const database = await createThrowawayDatabase(server, 'clinic_bench_queue');
    try {
      const result = await lane('PostgreSQL', { dataDir: os.tmpdir(), databaseUrl: database.url }, 2);
      lines.push(result.line);
      pass &&= result.pass;
    } finally {
      await database.drop();
    }
  }
  const table = [
    '| database | instances | clients | calls | p50 ms | p99 ms | not arrived |',
    '|---|---|---|---|---|---|---|',
    ...lines,
  ].join('\n');
  return { table, pass };
}
