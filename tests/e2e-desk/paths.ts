import path from 'node:path';
import { freeLoopbackPort } from '../../tooling/free-port';

// Ports free at start, chosen once by the Playwright runner (which loads this first) and inherited through the
// environment by the server it starts and by its workers; DESK_E2E_PORT and DESK_E2E_SMTP_PORT pin them.
process.env.DESK_E2E_PORT ??= String(freeLoopbackPort());
process.env.DESK_E2E_SMTP_PORT ??= String(freeLoopbackPort());
// Likewise the real instant the suite's clock reads its start (tests/e2e-desk/suite-clock.ts), so the server, the
// workers and the staff command line they run read one clock.
process.env.DESK_E2E_STARTED_AT ??= String(Date.now());

/** Where the desk journey's server listens and keeps its files. */
const port = Number(process.env.DESK_E2E_PORT);
const root = path.resolve('test-results/desk-e2e');

export const DESK_E2E = {
  port,
  smtpPort: Number(process.env.DESK_E2E_SMTP_PORT),
  /** WebAuthn refuses IP addresses: the desk is tried on localhost. */
  origin: `http://localhost:${port}`,
  root,
  dataDir: path.join(root, 'data'),
  mailDir: path.join(root, 'mail'),
  /** How far the specs moved the suite's clock, in milliseconds (tests/e2e-desk/suite-clock.ts). */
  clockFile: path.join(root, 'clock-moved-ms'),
};
