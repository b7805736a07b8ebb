import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';

/** The service as a child process (`tsx server/main.ts`, like `npm run serve`), for crash and multi-instance tests. */

const repo = path.resolve(import.meta.dirname, '..');
const tsx = path.join(repo, 'node_modules/.bin/tsx');
const children: ChildProcess[] = [];

/** tsx runs the server in a child process of its own: signal the whole process group. */
export function killGroup(child: ChildProcess, signal: NodeJS.Signals): void {
  try {
    process.kill(-(child.pid as number), signal);
  } catch {
    // already gone
  }
}

/** Kills every service started by the test (call from afterEach). */
export function stopServices(): void {
  for (const child of children.splice(0)) killGroup(child, 'SIGKILL');
}

/**
 * Spawns `tsx server/main.ts` like `npm run serve` (or another entry, such as tests/server/whatsapp-service.ts),
 * resolving with its port once it listens.
 */
export function startService(
  env: Record<string, string>,
  entry = 'server/main.ts',
): Promise<{ child: ChildProcess; port: number; output: () => string }> {
  const child = spawn(tsx, [entry], {
    cwd: repo,
    env: {
      ...process.env,
      HOST: '127.0.0.1',
      PORT: '0',
      RATE_LIMIT: '0',
      AVAILABILITY_RATE_LIMIT: '0',
      LOG_LEVEL: 'info',
      SMTP_URL: '',
      DATABASE_URL: '',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true, // its own process group, so SIGKILL reaches the server process itself, not only tsx
  });
  children.push(child);
  let output = '';
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`service did not start:\n${output}`)), 20_000);
    let listening = false;
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      // Searched only until found: the service logs a line per request, and searching the whole output again at each
      // one cost a bench's loader more CPU than the service spent answering.
      if (listening) return;
      const match = /Listening on http:\/\/127\.0\.0\.1:(\d+)/.exec(output);
      if (match) {
        listening = true;
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

export function exited(child: ChildProcess): Promise<number | null> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve(child.exitCode);
  return new Promise((resolve) => child.once('exit', (code) => resolve(code)));
}
