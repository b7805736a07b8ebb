import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { addDays, todayInKolkata, weekdayOf } from '../common/booking-dates';
import { createThrowawayDatabase } from '../tooling/throwaway-database';
import { commandCpuMicros } from './process-cpu';
import { formatTable, load, WARM_UP_SECONDS, type LoadResult, type Target } from './bench-load';

export { formatTable, type LoadResult };

/**
 * Load test of the form service (docs/design.md, 'Bars': POST /api/appointments >= 1,000 requests/s with
 * p99 <= 50 ms on loopback). Starts the service as `npm run serve` would (tsx server/main.ts) on
 * 127.0.0.1 with RATE_LIMIT=0, a temporary DATA_DIR and no SMTP, plus a bare node:http server as a
 * baseline, and drives each with a small keep-alive HTTP loader for BENCH_SECONDS (default 10).
 * With DATABASE_URL or TEST_DATABASE_URL set (postgresServer()), the POST is measured a second time on a service using
 * PostgreSQL: a throwaway database on that server (its user needs CREATEDB), dropped afterwards; without, that line
 * is left out.
 * Usage: tsx scripts/bench-forms.ts   (BENCH_SECONDS, BENCH_CONNECTIONS, BUILD_DIR optional)
 */

const repo = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

// BENCH_PORT_BASE: take ports from there up (a shared machine's assigned range) instead of any free one.
let nextPort = Number(process.env.BENCH_PORT_BASE ?? 0);

export function freePort(): Promise<number> {
  if (nextPort > 0) return Promise.resolve(nextPort++);
  return new Promise((resolve, reject) => {
    const server = net.createServer().once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

async function waitUntilUp(url: string, child: ChildProcess, timeoutMs = 30_000): Promise<void> {
  const started = Date.now();
  for (;;) {
    if (child.exitCode !== null) throw new Error(`${url}: process exited with ${child.exitCode}`);
    try {
      const response = await fetch(url);
      await response.arrayBuffer();
      return;
    } catch {
      if (Date.now() - started > timeoutMs) throw new Error(`${url} did not come up`);
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
}

/** Valid form A bodies on open days within the next weeks. */
function appointmentBodies(count = 200): string[] {
  const dates: string[] = [];
  for (let d = 1; dates.length < 20; d++) {
    const date = addDays(todayInKolkata(), d);
    if (!['saturday', 'sunday'].includes(weekdayOf(date))) dates.push(date);
  }
  return Array.from({ length: count }, (_, i) =>
    JSON.stringify({
      form: 'appointment-a',
      name: `Bench Patient ${i}`,
      email: `bench${i}@example.org`,
      number: '+91 98450 12345',
      serviceName: 'Diabetes',
      select: 'subject',
      booking_date: dates[i % dates.length],
      consent: true,
      website: '',
    }),
  );
}

/** The PostgreSQL server the bench measures the service on, when one is given. */
export const postgresServer = () =>
  process.env.DATABASE_URL?.trim() || process.env.TEST_DATABASE_URL?.trim() || undefined;

const SQLITE_POST = 'POST /api/appointments (JSON, form A)';
const POSTGRES_POST = 'POST /api/appointments on PostgreSQL';

/**
 * The bar of docs/design.md, on each POST line measured: >= 1,000 req/s with p99 <= 50 ms and no failure, and on
 * PostgreSQL also >= 0.5 times the SQLite line of the same run.
 */
export function judgeForms(results: LoadResult[]): { lines: string[]; pass: boolean } {
  const sqlite = results.find((r) => r.target === SQLITE_POST);
  const lines: string[] = [];
  let pass = true;
  for (const post of results.filter((r) => r.target.startsWith('POST') && !r.note)) {
    const half = post.target === POSTGRES_POST && sqlite ? sqlite.rps / 2 : 0;
    const ok = post.rps >= 1000 && post.p99 <= 50 && post.failed === 0 && post.rps >= half;
    pass &&= ok;
    lines.push(
      `Bar: ${post.target} >= 1000 req/s with p99 <= 50 ms${half ? ` and >= 0.5x SQLite (${Math.round(half)} req/s)` : ''}: ${ok ? 'PASS' : 'FAIL'} (${Math.round(post.rps)} req/s, p99 ${post.p99.toFixed(1)} ms)`,
    );
  }
  return { lines, pass };
}

export async function benchForms(seconds = 10, connections = 50): Promise<LoadResult[]> {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'clinic-bench-'));
  const buildDir = path.resolve(repo, process.env.BUILD_DIR ?? 'build/client');
  const hasBuild = existsSync(path.join(buildDir, 'index.html'));
  const [servicePort, barePort] = [await freePort(), await freePort()];
  const server = postgresServer();
  const postgres = server ? await createThrowawayDatabase(server, 'clinic_bench') : null;
  const children: ChildProcess[] = [];
  const startService = (port: number, databaseUrl: string) => {
    const child = spawn(path.join(repo, 'node_modules/.bin/tsx'), ['server/main.ts'], {
      cwd: repo,
      stdio: 'ignore',
      detached: true, // own process group: tsx runs the server in a child process
      env: {
        ...process.env,
        HOST: '127.0.0.1',
        PORT: String(port),
        RATE_LIMIT: '0',
        AVAILABILITY_RATE_LIMIT: '0',
        DATA_DIR: dataDir,
        DATABASE_URL: databaseUrl,
        BUILD_DIR: buildDir,
        SMTP_URL: '',
        NODE_ENV: 'production',
      },
    });
    children.push(child);
    return child;
  };
  try {
    const service = startService(servicePort, '');
    const bare = spawn(
      process.execPath,
      [
        '-e',
        `require('node:http').createServer((q, s) => { q.resume(); q.on('end', () => { s.writeHead(200, { 'content-type': 'text/plain' }); s.end('ok'); }); }).listen(${barePort}, '127.0.0.1')`,
      ],
      { stdio: 'ignore', detached: true },
    );
    children.push(bare);
    await waitUntilUp(`http://127.0.0.1:${servicePort}/healthz`, service);
    await waitUntilUp(`http://127.0.0.1:${barePort}/`, bare);
    const postgresPort = postgres ? await freePort() : 0;
    const postgresService = postgres ? startService(postgresPort, postgres.url) : null;
    if (postgresService) await waitUntilUp(`http://127.0.0.1:${postgresPort}/healthz`, postgresService);

    const targets: Target[] = [
      { name: 'bare node:http GET /', url: `http://127.0.0.1:${barePort}/`, method: 'GET', processGroup: bare.pid },
      {
        name: SQLITE_POST,
        processGroup: service.pid,
        url: `http://127.0.0.1:${servicePort}/api/appointments`,
        method: 'POST',
        headers: { 'content-type': 'application/json', accept: 'application/json' },
        bodies: appointmentBodies(),
      },
    ];
    if (postgres) {
      targets.push({
        ...(targets[1] as Target),
        name: POSTGRES_POST,
        url: `http://127.0.0.1:${postgresPort}/api/appointments`,
        processGroup: postgresService?.pid,
        databaseCpu: () => commandCpuMicros('postgres'),
      });
    }
    if (hasBuild) {
      targets.push({
        name: 'GET / (prerendered home, br)',
        url: `http://127.0.0.1:${servicePort}/`,
        method: 'GET',
        headers: { 'accept-encoding': 'br, gzip' },
        processGroup: service.pid,
      });
    }
    const results: LoadResult[] = [];
    for (const target of targets) {
      await load(target, WARM_UP_SECONDS, connections);
      results.push(await load(target, seconds, connections));
    }
    if (!hasBuild)
      results.push({
        target: 'GET /',
        requests: 0,
        rps: NaN,
        p50: NaN,
        p99: NaN,
        failed: 0,
        note: `skipped: no build at ${buildDir} (run npm run build)`,
      });
    return results;
  } finally {
    for (const child of children) {
      try {
        process.kill(-(child.pid as number), 'SIGTERM');
      } catch {
        child.kill('SIGTERM');
      }
    }
    await new Promise((resolve) => setTimeout(resolve, 300));
    rmSync(dataDir, { recursive: true, force: true });
    await postgres?.drop();
  }
}

const isMain = process.argv[1] !== undefined && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url);
if (isMain) {
  const seconds = Number(process.env.BENCH_SECONDS ?? 10);
  const connections = Number(process.env.BENCH_CONNECTIONS ?? 50);
  console.log(`Form service load test: ${connections} connections, ${seconds} s per target, ${os.cpus().length} CPUs`);
  const results = await benchForms(seconds, connections);
  console.log(formatTable(results));
  const { lines, pass } = judgeForms(results);
  console.log(lines.join('\n'));
  if (!pass) process.exitCode = 1;
}
