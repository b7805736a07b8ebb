import { execFileSync } from 'node:child_process';

/**
 * A TCP port on 127.0.0.1 that no one listens on now (the kernel's choice for port 0). Synchronous,
 * for config files that are evaluated synchronously (playwright.config.ts).
 */
export function freeLoopbackPort(): number {
  const script =
    "const s = require('node:net').createServer(); s.listen(0, '127.0.0.1', () => { process.stdout.write(String(s.address().port)); s.close(); });";
  return Number(execFileSync(process.execPath, ['-e', script], { encoding: 'utf8' }));
}
