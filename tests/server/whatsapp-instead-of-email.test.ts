import { afterAll, beforeAll, expect, it, vi } from 'vitest';
import { forEachBackend, freshDatabase } from './backends';
import { formA, NOW, startSmtp, startTestServer, urlencoded, waitFor, type TestServer } from './helpers';
import { settingsFor, startStandin } from './whatsapp-fixtures';
import type { CloudApiStandin } from './whatsapp-standin';

/**
 * A clinic that sends WhatsApp *instead of* e-mail (content/whatsapp.ts alsoByEmail: false): the patient's e-mail is
 * held while its WhatsApp message goes, dropped once it is sent, and sent after all when WhatsApp gives up.
 */
vi.mock('../../content/whatsapp', async (original) => {
  const { whatsapp } = await original<typeof import('../../content/whatsapp')>();
  return { whatsapp: { ...whatsapp, alsoByEmail: false } };
});

forEachBackend('WhatsApp instead of e-mail', (backend) => {
  let standin: CloudApiStandin;
  let smtp: Awaited<ReturnType<typeof startSmtp>>;
  let server: TestServer;

  beforeAll(async () => {
    standin = await startStandin();
    smtp = await startSmtp();
    const database = await freshDatabase(backend);
    const started = Date.now();
    server = await startTestServer(
      { ...database.settings, smtpUrl: `smtp://127.0.0.1:${smtp.port}`, whatsapp: settingsFor(standin) },
      {
        now: () => new Date(NOW.getTime() + Date.now() - started),
        mail: { retryBaseMs: 50, pollMs: 200 },
        whatsapp: { retryBaseMs: 50, pollMs: 200 },
      },
    );
  });
  afterAll(async () => {
    await server?.close();
    await standin?.close();
    await smtp?.close();
  });

  const book = (email: string, number: string) =>
    server.app.inject({
      method: 'POST',
      url: '/api/appointments',
      headers: { 'content-type': 'application/x-www-form-urlencoded', accept: 'application/json' },
      payload: urlencoded(formA({ whatsapp: 'yes', email, number })),
    });
  const mailTo = (address: string) => smtp.messages.filter((mail) => mail.to.includes(address));

  it('sends the WhatsApp message and drops the held e-mail; the clinic still gets its notification', async () => {
    const clinicBefore = mailTo('clinic@example.com').length;
    expect((await book('wa-only@example.org', '98450 40001')).statusCode).toBe(201);
    await waitFor(() => standin.taken.some((message) => message.to === '+919845040001'));
    await waitFor(() => mailTo('clinic@example.com').length === clinicBefore + 1);
    await new Promise((resolve) => setTimeout(resolve, 600));
    expect(mailTo('wa-only@example.org')).toEqual([]);
  });

  it('sends the e-mail after all when WhatsApp refuses the number', async () => {
    standin.undeliverable.add('+919845040002');
    expect((await book('fallback@example.org', '98450 40002')).statusCode).toBe(201);
    await waitFor(() => mailTo('fallback@example.org').length === 1);
    expect(standin.taken.some((message) => message.to === '+919845040002')).toBe(false);
  });

  it('sends the e-mail at once for a number that cannot be a mobile', async () => {
    expect((await book('landline@example.org', '+91 22 2345 6789')).statusCode).toBe(201);
    await waitFor(() => mailTo('landline@example.org').length === 1);
  });
});
