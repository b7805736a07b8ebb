import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { formA, readRows, tempDir } from './helpers';

const repo = path.resolve(import.meta.dirname, '../..');
const tsx = path.join(repo, 'node_modules/.bin/tsx');
const children: ChildProcess[] = [];

/** tsx runs the server in a child process of its own: signal the whole process group. */
function killGroup(child: ChildProcess, signal: NodeJS.Signals): void {
  try {
    process.kill(-(child.pid as number), signal);
  } catch {
    // already gone
  }
}

afterEach(() => {
  for (const child of children.splice(0)) killGroup(child, 'SIGKILL');
});

/** Spawns `tsx server/main.ts` like `npm run serve`, resolving with its port once it listens. */
function startService(env: Record<string, string>): Promise<{ child: ChildProcess; port: number; output: () => string }> {
  const child = spawn(tsx, ['server/main.ts'], {
    cwd: repo,
    env: { ...process.env, HOST: '127.0.0.1', PORT: '0', RATE_LIMIT: '0', LOG_LEVEL: 'info', SMTP_URL: '', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true, // its own process group, so SIGKILL reaches the server process itself, not only tsx
  });
  children.push(child);
  let output = '';
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`service did not start:\n${output}`)), 20_000);
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      const match = /Listening on http:\/\/127\.0\.0\.1:(\d+)/.exec(output);
      if (match) {
        clearTimeout(timer);
        resolve({ child, port: Number(match[1]), output: () => output });
      }
    };
    child.stdout?.on('data', onData);
    child.stderr?.on('data', onData);
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`service exited with ${code}:\n${output}`));
    });
  });
}

function exited(child: ChildProcess): Promise<number | null> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve(child.exitCode);
  return new Promise((resolve) => child.once('exit', (code) => resolve(code)));
}

describe('durability', () => {
  it('keeps every request answered 2xx when the service is killed with SIGKILL during a burst', async () => {
    const dataDir = tempDir('clinic-crash-');
    const env = { DATA_DIR: dataDir, BUILD_DIR: path.join(dataDir, 'no-build') };
    const { child, port } = await startService(env);

    const answered: string[] = [];
    let interrupted = 0;
    let killed = false;
    const KILL_AFTER = 150;
    const worker = async (w: number) => {
      // Keep posting until the service is gone, so the kill always lands in the middle of traffic
      // (stopping at `killed` let every in-flight request finish first on a fast machine).
      for (let i = 0; i < 50; i++) {
        try {
          const response = await fetch(`http://127.0.0.1:${port}/api/appointments`, {
            method: 'POST',
            headers: { 'content-type': 'application/json', accept: 'application/json' },
            body: JSON.stringify(formA({ name: `Burst ${w}-${i}` }, new Date())),
          });
          const body = (await response.json()) as { id?: string };
          if (response.status === 201 && body.id) answered.push(body.id);
          if (answered.length >= KILL_AFTER && !killed) {
            killed = true;
            killGroup(child, 'SIGKILL');
          }
        } catch {
          interrupted++; // in flight when the service died
          return;
        }
      }
    };
    await Promise.all(Array.from({ length: 100 }, (_, w) => worker(w)));
    await exited(child);
    expect(child.signalCode).toBe('SIGKILL');
    expect(answered.length).toBeGreaterThanOrEqual(KILL_AFTER);
    expect(interrupted).toBeGreaterThan(0);
    await expect(fetch(`http://127.0.0.1:${port}/healthz`)).rejects.toThrow(); // really gone

    // restart on the same data: the service recovers the WAL and answers
    const again = await startService(env);
    const health = await fetch(`http://127.0.0.1:${again.port}/healthz`);
    expect(health.status).toBe(200);
    const stored = new Set(readRows(dataDir, 'appointments').map((row) => row.id));
    const missing = answered.filter((id) => !stored.has(id));
    expect(missing).toEqual([]);

    // and stops gracefully on SIGTERM
    again.child.kill('SIGTERM');
    expect(await exited(again.child)).toBe(0);
    expect(again.output()).toContain('stopped');
  });

  it('refuses to start with a bad environment value, naming the variable', async () => {
    await expect(startService({ PORT: 'eighty', DATA_DIR: tempDir() })).rejects.toThrow(/PORT: must be a whole number/);
  });
});
