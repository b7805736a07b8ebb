import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { formA, readRows, tempDir } from './helpers';
import { exited, killGroup, startService, stopServices } from '../../tooling/service-process';

afterEach(() => stopServices());

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
