import path from 'node:path';

/** Where the desk journey's server listens and keeps its files (ports from this helper's range). */
const port = Number(process.env.DESK_E2E_PORT ?? 4601);
const root = path.resolve('test-results/desk-e2e');

export const DESK_E2E = {
  port,
  smtpPort: Number(process.env.DESK_E2E_SMTP_PORT ?? 4651),
  /** WebAuthn refuses IP addresses: the desk is tried on localhost. */
  origin: `http://localhost:${port}`,
  root,
  dataDir: path.join(root, 'data'),
  mailDir: path.join(root, 'mail'),
  clockFile: path.join(root, 'clock-offset-ms'),
};
