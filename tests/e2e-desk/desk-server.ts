import { mkdirSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { SMTPServer } from 'smtp-server';
import { createServer } from '../../server/app';
import { loadConfig } from '../../server/config';
import { createThrowawayDatabase } from '../../tooling/throwaway-database';
import { DATABASE_URL_FILE } from './desk-database';
import { DESK_E2E } from './paths';
import { resetSuiteClock, suiteNow } from './suite-clock';

/**
 * The desk journey's server (playwright.desk.config.ts): the form service on http://localhost
 * with its own DATA_DIR, a real SMTP server on 127.0.0.1 that writes each message it receives
 * into a folder, and the suite's clock (tests/e2e-desk/suite-clock.ts): a fixed start the specs can move, so the
 * day-before reminder can be seen without waiting a day. Test harness only.
 */

rmSync(DESK_E2E.root, { recursive: true, force: true });
mkdirSync(DESK_E2E.mailDir, { recursive: true });
resetSuiteClock();

let received = 0;
const smtp = new SMTPServer({
  authOptional: true,
  disabledCommands: ['STARTTLS', 'AUTH'],
  logger: false,
  onData(stream, _session, callback) {
    const chunks: Buffer[] = [];
    stream.on('data', (chunk: Buffer) => chunks.push(chunk));
    stream.on('end', () => {
      // Written whole, then named: the journeys read the folder while mail arrives (tests/e2e-desk/mail-files.ts).
      const file = path.join(DESK_E2E.mailDir, `${String(++received).padStart(3, '0')}.eml`);
      writeFileSync(`${file}.part`, Buffer.concat(chunks));
      renameSync(`${file}.part`, file);
      callback();
    });
  },
});
await new Promise<void>((resolve) => smtp.listen(DESK_E2E.smtpPort, '127.0.0.1', resolve));

// On PostgreSQL (TEST_DATABASE_URL set) a database of this run's own, dropped when the server stops.
const database = process.env.TEST_DATABASE_URL
  ? await createThrowawayDatabase(process.env.TEST_DATABASE_URL, 'clinic_desk_e2e')
  : null;
if (database) writeFileSync(DATABASE_URL_FILE, database.url);

const config = loadConfig({
  ...process.env,
  ...(database ? { DATABASE_URL: database.url } : {}),
  PORT: String(DESK_E2E.port),
  HOST: '127.0.0.1',
  SITE_URL: DESK_E2E.origin,
  DATA_DIR: DESK_E2E.dataDir,
  SMTP_URL: `smtp://127.0.0.1:${DESK_E2E.smtpPort}`,
  RATE_LIMIT: '0',
  AVAILABILITY_RATE_LIMIT: '0',
  // The suite enrols eleven people from one address; on a fast machine that is within a minute (the limit's own
  // refusal is tested in tests/server).
  DESK_SIGN_IN_RATE_LIMIT: '1000',
  NODE_ENV: 'test',
  LOG_LEVEL: 'warn',
});
const app = await createServer(config, {
  now: suiteNow,
  mail: { pollMs: 300, retryBaseMs: 200, retryMaxMs: 1000 },
  reminderEveryMs: 300,
});
await app.listen({ port: config.port, host: config.host });

const stop = async () => {
  await app.close();
  await database?.drop();
  smtp.close();
  process.exit(0);
};
process.on('SIGTERM', () => void stop());
process.on('SIGINT', () => void stop());
