import http from 'node:http';
import { mkdtempSync } from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fork, type ChildProcess } from 'node:child_process';
import { addDays, todayInKolkata } from '../common/booking-dates';
import { startService, stopServices } from '../tooling/service-process';

/**
 * Anonymous floods beside normal patients (issue 49, docs/decisions/0059-the-diarys-doors-under-abuse.md): the p99 of
 * normal availability answers must stay within 2x its unloaded p99 in the same run, (a) while four connections post
 * unsigned 1 MB bodies to the WhatsApp webhook, and (b) while eight connections, each from an address of its own, ask
 * availability for a different range every time. One service on SQLite with its shipped limits (AVAILABILITY_RATE_LIMIT
 * 120 a minute per address, the webhook's own) and the WhatsApp channel on. The normal patients are 50 clients, each
 * from an address of its own on 127.0.0.0/8, each asking one day's times once a second (as the picker asks), so no
 * patient meets the limit.
 */

const PATIENTS = 50;
const FLOOD_SECONDS = Number(process.env.BENCH_FLOOD_SECONDS ?? 15);
const MB = Buffer.alloc(1024 * 1024, 'a');

interface Sample {
  p50: number;
  p99: number;
  count: number;
  failed: number;
}

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? NaN;

/** One GET from `localAddress`, on a keep-alive agent of its own; its latency in ms, or -1 unless 200. */
function timedGet(agent: http.Agent, port: number, pathAndQuery: string, localAddress: string): Promise<number> {
  const started = performance.now();
  return new Promise((resolve) => {
    const request = http.get(
      { host: '127.0.0.1', port, path: pathAndQuery, agent, localAddress, headers: { 'accept-encoding': 'br' } },
      (response) => {
        response.resume();
        response.on('end', () => resolve(response.statusCode === 200 ? performance.now() - started : -1));
      },
    );
    request.on('error', () => resolve(-1));
  });
}

/** The normal patients for `seconds`: each asks a day of the next fortnight once a second. */
async function patients(port: number, seconds: number): Promise<Sample> {
  const today = todayInKolkata();
  const latencies: number[] = [];
  let failed = 0;
  const until = Date.now() + seconds * 1000;
  await Promise.all(
    Array.from({ length: PATIENTS }, async (_, index) => {
      const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
      const address = `127.0.0.${10 + index}`;
      // Spread over the second, so the patients do not all ask at once.
      await new Promise((resolve) => setTimeout(resolve, (index * 1000) / PATIENTS));
      for (let asked = 0; Date.now() < until; asked++) {
        const next = performance.now() + 1000;
        const day = addDays(today, 1 + ((index + asked) % 14));
        const ms = await timedGet(agent, port, `/api/availability?doctor=dr-ananya-rao&from=${day}&to=${day}`, address);
        if (ms < 0) failed++;
        else latencies.push(ms);
        await new Promise((resolve) => setTimeout(resolve, Math.max(0, next - performance.now())));
      }
      agent.destroy();
    }),
  );
  latencies.sort((a, b) => a - b);
  return { p50: percentile(latencies, 50), p99: percentile(latencies, 99), count: latencies.length, failed };
}

/**
 * A flood in a process of its own at the lowest CPU priority (nice 19): an attacker's sending costs the attacker's
 * machines, not the clinic's; on these two shared cores it may only take what the service and the patients leave. The
 * kernel's share of receiving the flood still counts against the service, as it would on a server.
 */
function floodProcess(kind: 'webhook' | 'ranges', port: number): { stop(): Promise<number> } {
  const child: ChildProcess = fork(import.meta.filename, ['flood', kind, String(port)], {
    execArgv: ['--import', 'tsx'],
    stdio: ['ignore', 'ignore', 'inherit', 'ipc'],
  });
  os.setPriority(child.pid!, 19);
  return {
    stop: () =>
      new Promise((resolve) => {
        child.once('message', (sent) => resolve(Number(sent)));
        child.send('stop');
      }),
  };
}

if (process.argv[2] === 'flood') {
  const port = Number(process.argv[4]);
  const flood = process.argv[3] === 'webhook' ? webhookFlood(port) : rangeFlood(port);
  process.on('message', () => {
    flood.stop();
    process.send!(flood.sent(), () => process.exit(0));
  });
}

/** Four connections posting unsigned 1 MB bodies to the webhook, each again as soon as it is answered or closed. */
function webhookFlood(port: number): { stop(): void; sent: () => number } {
  let running = true;
  let sent = 0;
  const one = () =>
    new Promise<void>((resolve) => {
      const socket = net.connect({ port, host: '127.0.0.1', localAddress: '127.0.0.2' });
      const head = `POST /api/whatsapp/webhook HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\nContent-Length: ${MB.length}\r\n\r\n`;
      socket.on('error', () => resolve());
      socket.on('close', () => resolve());
      socket.on('data', () => socket.destroy());
      socket.write(head);
      socket.write(MB, () => socket.end());
      sent++;
    });
  for (let i = 0; i < 4; i++)
    void (async () => {
      while (running) await one();
    })();
  return { stop: () => (running = false), sent: () => sent };
}

/** Eight connections, each from an address of its own, each asking a range never asked before. */
function rangeFlood(port: number): { stop(): void; sent: () => number } {
  let running = true;
  let sent = 0;
  const today = todayInKolkata();
  for (let i = 0; i < 8; i++)
    void (async () => {
      const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
      for (let n = 0; running; n++) {
        const from = addDays(today, (n * 7 + i) % 300);
        const to = addDays(from, (n % 30) + 1);
        await timedGet(agent, port, `/api/availability?doctor=dr-ananya-rao&from=${from}&to=${to}`, `127.0.1.${i + 1}`);
        sent++;
      }
      agent.destroy();
    })();
  return { stop: () => (running = false), sent: () => sent };
}

export async function benchFloods(): Promise<{ table: string; pass: boolean }> {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'clinic-bench-floods-'));
  const service = await startService(
    {
      DATA_DIR: dataDir,
      BUILD_DIR: path.join(dataDir, 'no-build'),
      AVAILABILITY_RATE_LIMIT: '120',
      WHATSAPP_TOKEN: 'bench-token',
      WHATSAPP_PHONE_NUMBER_ID: '100000000000001',
      WHATSAPP_APP_SECRET: 'bench-app-secret',
      WHATSAPP_VERIFY_TOKEN: 'bench-verify-token',
      WHATSAPP_API_URL: 'http://127.0.0.1:9/v23.0',
    },
    'tests/server/whatsapp-service.ts',
  );
  const rows: string[] = [];
  let pass = true;
  try {
    await patients(service.port, 5); // warm-up, unmeasured
    const quiet = await patients(service.port, FLOOD_SECONDS);
    const line = (name: string, sample: Sample, flood?: { sent: () => number }) => {
      const ratio = sample.p99 / quiet.p99;
      const ok = !flood || (ratio <= 2 && sample.failed === 0);
      if (!ok) pass = false;
      rows.push(
        `| ${name} | ${sample.count} | ${sample.failed} | ${sample.p50.toFixed(1)} | ${sample.p99.toFixed(1)} | ` +
          `${flood ? `${ratio.toFixed(2)}x` : '1x'} | ${flood ? flood.sent() : ''} | ${flood ? (ok ? 'PASS' : 'FAIL') : ''} |`,
      );
    };
    line('no flood', quiet);
    for (const [name, kind] of [
      ['4 connections of unsigned 1 MB webhook posts', 'webhook'],
      ['8 addresses asking a new availability range each time', 'ranges'],
    ] as const) {
      const flood = floodProcess(kind, service.port);
      await new Promise((resolve) => setTimeout(resolve, 2000)); // the flood under way before measuring
      const sample = await patients(service.port, FLOOD_SECONDS);
      const sent = await flood.stop();
      line(name, sample, { sent: () => sent });
      await new Promise((resolve) => setTimeout(resolve, 2000));
    }
  } finally {
    stopServices();
  }
  const table = [
    `${PATIENTS} patients, each from its own address asking one day's times once a second, ${FLOOD_SECONDS} s per line, SQLite, the shipped limits; each flood from a process of its own at nice 19 (the attacker's machines are not the clinic's).`,
    '',
    '| beside | answers | failed | p50 ms | p99 ms | p99 / no flood | flood requests | bar (p99 within 2x) |',
    '| --- | ---: | ---: | ---: | ---: | ---: | ---: | --- |',
    ...rows,
  ].join('\n');
  return { table, pass };
}
