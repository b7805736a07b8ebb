import path from 'node:path';
import { afterEach, expect, it } from 'vitest';
import type { StorageBackend } from '../../server/storage/types';
import { forEachBackend, freshDatabase } from './backends';
import { formA, startSmtp, tempDir, waitFor } from './helpers';
import { exited, killGroup, startService, stopServices } from '../../tooling/service-process';

/**
 * The service killed with SIGKILL in the middle of one send, at the two moments that matter
 * (server/mail/smtp-sender.ts): before the end of data, when the mail server holds nothing it would
 * deliver, and after it, when the server has the message but the service never heard its answer.
 * Either way each e-mail reaches the real SMTP server on loopback exactly once, after a restart.
 */

afterEach(() => stopServices());

const never = () => new Promise<void>(() => undefined);
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function killedMidSend(backend: StorageBackend, moment: 'before the end of data' | 'after the end of data') {
  const database = await freshDatabase(backend);
  let holding = true;
  let held = 0;
  const hold = () => {
    if (!holding) return;
    held++;
    return never();
  };
  const smtp = await startSmtp(0, moment === 'before the end of data' ? { holdRecipient: hold } : { holdAnswer: hold });
  const dataDir = tempDir('clinic-mid-send-');
  const env = {
    DATA_DIR: database.settings.dataDir,
    ...(database.settings.databaseUrl ? { DATABASE_URL: database.settings.databaseUrl } : {}),
    BUILD_DIR: path.join(dataDir, 'no-build'),
    SMTP_URL: `smtp://127.0.0.1:${smtp.port}`,
    OUTBOX_LEASE_SECONDS: '5', // the shortest the service takes
  };
  try {
    const first = await startService(env);
    const response = await fetch(`http://127.0.0.1:${first.port}/api/appointments`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'application/json' },
      body: JSON.stringify(formA({ email: 'asha@example.org' }, new Date())),
    });
    expect(response.status).toBe(201);
    await waitFor(() => held === 1);
    killGroup(first.child, 'SIGKILL');
    await exited(first.child);
    holding = false;
    expect(smtp.messages).toHaveLength(moment === 'before the end of data' ? 0 : 1);

    await startService(env);
    await waitFor(() => smtp.messages.length >= 2, 20_000);
    // after the end of data: past the lease, when a second copy would go
    await sleep(moment === 'before the end of data' ? 1_000 : 6_000);
    // One to the clinic (its address is the content's), one to the patient.
    const recipients = smtp.messages.map((message) => message.to.join(','));
    expect(recipients).toHaveLength(2);
    expect(new Set(recipients).size).toBe(2);
    expect(recipients).toContain('asha@example.org');
  } finally {
    await smtp.close();
  }
}

forEachBackend('an instance killed in the middle of a send', (backend) => {
  it('sends the e-mail once after a restart when killed before the end of data', { timeout: 90_000 }, () =>
    killedMidSend(backend, 'before the end of data'),
  );
  it('never sends it again when killed after the end of data, before the answer', { timeout: 90_000 }, () =>
    killedMidSend(backend, 'after the end of data'),
  );
});
