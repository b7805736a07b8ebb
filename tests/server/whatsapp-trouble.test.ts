import { afterAll, beforeAll, expect, it } from 'vitest';
import { run } from '../../server/cli';
import { forEachBackend, freshDatabase } from './backends';
import { signedInStaff } from './desk-helpers';
import { formA, NOW, startTestServer, urlencoded, waitFor, type TestServer } from './helpers';
import { settingsFor, startStandin, WA } from './whatsapp-fixtures';
import { replyDelivery, type CloudApiStandin } from './whatsapp-standin';

/**
 * A token Meta refuses: the messages wait (none given up), and /healthz, the CLI and the desk say what to put right.
 * Erasure of one address takes its WhatsApp messages and replies, and nothing of another patient's.
 */

const ORIGIN = 'http://localhost:4612';

forEachBackend('WhatsApp trouble and erasure', (backend) => {
  let standin: CloudApiStandin;
  let server: TestServer;
  let env: Record<string, string>;
  let cookie: string;

  beforeAll(async () => {
    standin = await startStandin();
    const database = await freshDatabase(backend);
    env = {
      DATA_DIR: database.settings.dataDir,
      ...(database.settings.databaseUrl ? { DATABASE_URL: database.settings.databaseUrl } : {}),
    };
    const started = Date.now();
    const now = () => new Date(NOW.getTime() + Date.now() - started);
    server = await startTestServer(
      { ...database.settings, siteUrl: ORIGIN, whatsapp: { ...settingsFor(standin), token: 'expired-token' } },
      { now, whatsapp: { retryBaseMs: 60_000, pollMs: 200 } },
    );
    await server.app.listen({ port: 0, host: '127.0.0.1' });
    ({ cookie } = await signedInStaff(server, ORIGIN, { at: now() }));
    for (const [email, number] of [
      ['erase@example.org', '98450 30001'],
      ['stay@example.org', '98450 30002'],
    ] as const)
      await server.app.inject({
        method: 'POST',
        url: '/api/appointments',
        headers: { 'content-type': 'application/x-www-form-urlencoded', accept: 'application/json', origin: ORIGIN },
        payload: urlencoded(formA({ whatsapp: 'yes', email, number })),
      });
  });
  afterAll(async () => {
    await server?.close();
    await standin?.close();
  });

  const cli = async (...argv: string[]) => {
    let output = '';
    const code = await run(argv, env, (text) => {
      output += text;
    });
    return { code, output };
  };

  it('a refused token: messages wait, and /healthz, the CLI and the desk name it', async () => {
    await waitFor(async () => {
      const health = await server.app.inject({ url: '/healthz' });
      return (health.json() as { whatsapp?: unknown }).whatsapp !== undefined;
    });
    const health = (await server.app.inject({ url: '/healthz' })).json();
    expect(health.whatsapp).toMatchObject({ status: 'error', code: 190 });
    expect(health.whatsapp.reason).toMatch(/Invalid OAuth access token/);
    expect(JSON.stringify(health)).not.toContain('expired-token');
    const rows = await server.app.clinic.store.db.all<{ status: string }>('SELECT status FROM whatsapp_outbox');
    expect(rows.map((row) => row.status).every((status) => status === 'pending' || status === 'in_flight')).toBe(true);
    expect(standin.taken).toEqual([]);

    const { code, output } = await cli('list');
    expect(code).toBe(0);
    expect(output).toMatch(/WhatsApp: 2 pending, 0 sent, 0 given up, 0 of unknown outcome/);
    expect(output).toMatch(/Meta refuses the clinic's WhatsApp settings, so messages wait: \(#190\) Invalid OAuth/);

    const inbox = (await server.app.inject({ url: '/desk', headers: { cookie } })).body;
    expect(inbox).toContain('WhatsApp cannot send: Meta refuses the clinic’s token or settings');
  });

  it('erasing an address takes its WhatsApp messages and replies, and nothing else; retention the rest', async () => {
    const port = (server.app.server.address() as { port: number }).port;
    const webhook = `http://127.0.0.1:${port}/api/whatsapp/webhook`;
    for (const from of ['+919845030001', '+919845030002'])
      expect(
        await standin.sendWebhook(webhook, replyDelivery(WA.phoneNumberId, from, 'P', `hello from ${from}`, NOW)),
      ).toBe(200);
    const db = server.app.clinic.store.db;
    const left = async () => ({
      messages: (await db.all<{ to_number: string }>('SELECT to_number FROM whatsapp_outbox')).map(
        (row) => row.to_number,
      ),
      replies: (await db.all<{ from_number: string }>('SELECT from_number FROM whatsapp_replies')).map(
        (row) => row.from_number,
      ),
    });
    expect(await left()).toEqual({
      messages: expect.arrayContaining(['+919845030001', '+919845030002']),
      replies: expect.arrayContaining(['+919845030001', '+919845030002']),
    });
    expect((await cli('erase', '--email', 'erase@example.org')).code).toBe(0);
    expect(await left()).toEqual({ messages: ['+919845030002'], replies: ['+919845030002'] });
    // Retention takes the rest with its request.
    await server.app.clinic.store.deleteExpired('2999-01-01T00:00:00.000Z', NOW.toISOString());
    expect(await left()).toEqual({ messages: [], replies: [] });
  });
});
