import { Writable } from 'node:stream';
import { afterEach, describe, expect, it } from 'vitest';
import { loggerOptions } from '../../server/app';
import { run } from '../../server/cli';
import type { SqliteDatabase } from '../../server/storage/sql/sqlite-database';
import { JSON_HEADERS, formA, startSmtp, startTestServer, testConfig, waitFor, type TestServer } from './helpers';

/**
 * The outbox under faults (issue 28): a database that refuses writes in the middle of a send, a mail
 * server that refuses the login then accepts it, and one that refuses a recipient. Deliveries are
 * counted at a real SMTP server on 127.0.0.1; the database is a real SQLite file made read-only on
 * its own connection (PRAGMA query_only), as a full disk refuses the same writes.
 */

let server: TestServer | undefined;
let smtp: Awaited<ReturnType<typeof startSmtp>> | undefined;
afterEach(async () => {
  await server?.close();
  await smtp?.close();
  server = undefined;
  smtp = undefined;
});

const FAST = { retryBaseMs: 100, retryMaxMs: 400, pollMs: 150, bookkeepingRetryMs: 50 };
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const post = (payload: Record<string, unknown>) =>
  server!.app.inject({ method: 'POST', url: '/api/appointments', headers: JSON_HEADERS, payload });
const health = () => server!.app.inject({ url: '/healthz' });
const outboxRows = () =>
  (server!.app.clinic.store.db as SqliteDatabase).raw
    .prepare('SELECT id, purpose, status, attempts, last_error FROM outbox ORDER BY id')
    .all() as Array<Record<string, string | number | null>>;

async function cli(...argv: string[]): Promise<string> {
  let output = '';
  await run(argv, { DATA_DIR: server!.config.dataDir }, (text) => {
    output += text;
  });
  return output;
}
const summary = () => server!.app.clinic.store.outboxSummary();

/** Pino lines the service writes, parsed. */
function logCollector() {
  const lines: Array<{ level: number; msg: string } & Record<string, unknown>> = [];
  const stream = new Writable({
    write(chunk, _encoding, callback) {
      for (const line of String(chunk).split('\n').filter(Boolean)) lines.push(JSON.parse(line));
      callback();
    },
  });
  return {
    lines,
    logger: (config: ReturnType<typeof testConfig>) => ({
      ...(loggerOptions({ ...config, logLevel: 'info' }) as object),
      stream,
    }),
  };
}

describe('a database that refuses writes', () => {
  it('sends each e-mail at most once, answers 503 on /healthz while posts fail, and recovers without a restart', async () => {
    const database = () => (server!.app.clinic.store.db as SqliteDatabase).raw;
    // The first delivery makes the database refuse writes before the SMTP server answers:
    // recording that e-mail as sent fails, and so does claiming the next one.
    smtp = await startSmtp(0, {
      onMessage: () => {
        if (smtp?.messages.length === 0) database().pragma('query_only = ON');
      },
    });
    server = await startTestServer({ smtpUrl: `smtp://127.0.0.1:${smtp.port}` }, { now: () => new Date(), mail: FAST });
    expect((await post(formA({ email: 'asha@example.org' }, new Date()))).statusCode).toBe(201);

    await waitFor(() => smtp!.messages.length === 1);
    await sleep(1500); // about 20 bookkeeping retries at 50 ms doubling to 400 ms
    expect(smtp.messages).toHaveLength(1);
    const refused = await health();
    expect(refused.statusCode).toBe(503);
    expect(refused.json()).toMatchObject({
      status: 'error',
      write: { status: 'error', reason: expect.stringContaining('readonly') },
    });
    expect(refused.json().outboxBookkeeping).toMatchObject({ status: 'error', unrecorded: 1 });
    const publicAnswer = await server.app.inject({ url: '/healthz', remoteAddress: '203.0.113.7' });
    expect(publicAnswer.statusCode).toBe(503);
    expect(publicAnswer.json()).toEqual({ status: 'error' });
    expect((await post(formA({ name: 'Refused', email: 'r@example.org' }, new Date()))).statusCode).toBe(500);
    // nothing changed: the refused post stored nothing; the first e-mail was recorded as handed over
    // before its end of data (so never due again), the server's answer is the unwritten result
    expect(outboxRows().map((row) => row.status)).toEqual(['sent', 'pending']);
    expect(outboxRows().map((row) => row.attempts)).toEqual([1, 0]);

    database().pragma('query_only = OFF'); // space is free again
    await waitFor(async () => (await summary()).sent === 2, 5_000);
    await sleep(400);
    expect(smtp.messages).toHaveLength(2);
    expect(smtp.messages.filter((m) => m.to.includes('clinic@example.com'))).toHaveLength(1);
    expect(smtp.messages.filter((m) => m.to.includes('asha@example.org'))).toHaveLength(1);
    expect(outboxRows().map((row) => row.attempts)).toEqual([1, 1]);
    expect((await health()).statusCode).toBe(200);
    expect((await post(formA({ name: 'Again', email: 'again@example.org' }, new Date()))).statusCode).toBe(201);
    await waitFor(() => smtp!.messages.length === 4);
  });
});

describe('a database that refuses the hand-over', () => {
  it('sends nothing while the hand-over cannot be written, then each e-mail once when the claim has run out', async () => {
    const database = () => (server!.app.clinic.store.db as SqliteDatabase).raw;
    let refusals = 0;
    // The database refuses writes while the server holds the first message's envelope: the hand-over,
    // written before the end of data, fails, and the server never gets the end of data.
    smtp = await startSmtp(0, {
      holdRecipient: () => {
        if (refusals++ === 0) database().pragma('query_only = ON');
      },
    });
    server = await startTestServer(
      { smtpUrl: `smtp://127.0.0.1:${smtp.port}` },
      { now: () => new Date(), mail: { ...FAST, leaseMs: 1_000 } },
    );
    expect((await post(formA({ email: 'asha@example.org' }, new Date()))).statusCode).toBe(201);

    await waitFor(async () => (await health()).statusCode === 503);
    await sleep(500);
    expect(smtp.messages).toHaveLength(0);
    expect(outboxRows().map((row) => [row.status, row.attempts])).toEqual([
      ['pending', 1],
      ['pending', 0],
    ]);

    database().pragma('query_only = OFF');
    await waitFor(async () => (await summary()).sent === 2, 5_000);
    await sleep(1_500); // past another lease
    expect(smtp.messages.map((m) => m.to.join(',')).sort()).toEqual(['asha@example.org', 'clinic@example.com']);
    expect((await health()).statusCode).toBe(200);
  });
});

describe('mail server refusals', () => {
  it('retries a refused login (535) and reports it on every surface until a good login delivers each e-mail once', async () => {
    let loginWorks = false;
    smtp = await startSmtp(0, { login: (user, pass) => loginWorks && user === 'clinic' && pass === 'secret' });
    const config = testConfig({ smtpUrl: `smtp://clinic:secret@127.0.0.1:${smtp.port}` });
    const log = logCollector();
    server = await startTestServer(config, { now: () => new Date(), mail: FAST, logger: log.logger(config) });
    expect((await post(formA({}, new Date()))).statusCode).toBe(201);

    await waitFor(() => outboxRows().every((row) => Number(row.attempts) >= 2), 5_000);
    expect(outboxRows().map((row) => row.status)).toEqual(['pending', 'pending']);
    expect(String(outboxRows()[0]?.last_error)).toMatch(/^auth: /);
    expect((await health()).json()).toMatchObject({
      status: 'ok',
      outboxPending: 2,
      smtp: { status: 'error', kind: 'auth', responseCode: 535 },
    });
    expect(
      log.lines.filter((line) => line.level === 50 && line.msg.includes('refused the login')).length,
    ).toBeGreaterThanOrEqual(2);
    expect(await cli('list')).toContain('2 pending after a failed attempt: the mail server refuses the login');

    loginWorks = true;
    await waitFor(async () => (await summary()).sent === 2, 5_000);
    await sleep(300);
    expect(smtp.messages).toHaveLength(2);
    expect(smtp.messages.filter((m) => m.to.includes('clinic@example.com'))).toHaveLength(1);
    expect((await health()).json()).not.toHaveProperty('smtp');
    expect(await cli('list')).not.toContain('pending after a failed attempt');
  });

  it('gives up a refused recipient for that e-mail only, names it in "failed", and "resend" sends it once', async () => {
    let refuse = true;
    smtp = await startSmtp(0, { refuseRecipient: (address) => refuse && address === 'gone@example.org' });
    server = await startTestServer({ smtpUrl: `smtp://127.0.0.1:${smtp.port}` }, { now: () => new Date(), mail: FAST });
    expect((await post(formA({ name: 'Gita Gone', email: 'gone@example.org' }, new Date()))).statusCode).toBe(201);
    await waitFor(async () => (await summary()).failed === 1 && (await summary()).sent === 1);
    expect(smtp.messages.map((m) => m.to)).toEqual([['clinic@example.com']]);
    const failed = await cli('failed');
    expect(failed).toContain('1 e-mail given up');
    expect(failed).toContain('acknowledgment to the patient <gone@example.org>');
    expect(failed).toContain('Gita Gone');
    expect(failed).toContain('recipient: ');
    expect(await cli('list')).toContain('1 given up: see npm run requests -- failed');

    const id = /#(\d+)/.exec(failed)?.[1] ?? '';
    await expect(cli('resend', '999')).rejects.toThrow(/No given-up e-mail has the id 999/);
    expect(await summary()).toEqual({ pending: 0, sent: 1, failed: 1 }); // the refused resend changed nothing
    refuse = false;
    expect(await cli('resend', id)).toContain(`E-mail ${id} is queued again`);
    await waitFor(() => smtp!.messages.length === 2);
    await sleep(300);
    expect(smtp.messages.map((m) => m.to)).toEqual([['clinic@example.com'], ['gone@example.org']]);
    expect(await cli('failed')).toBe('No e-mail has been given up.\n');
  });
});

describe('the last guards', () => {
  it("holds e-mails over the send ceiling as pending, sending none of them twice; the clinic's notifications are held only by the total", async () => {
    smtp = await startSmtp();
    server = await startTestServer(
      { smtpUrl: `smtp://127.0.0.1:${smtp.port}` },
      { now: () => new Date(), mail: { ...FAST, ceiling: { windowMs: 60_000, total: 100, perRecipient: 2 } } },
    );
    for (let i = 0; i < 3; i++)
      expect((await post(formA({ email: 'p@example.org' }, new Date()))).statusCode).toBe(201);
    await waitFor(() => smtp!.messages.length === 5);
    await sleep(500);
    expect(smtp.messages.filter((m) => m.to.includes('clinic@example.com'))).toHaveLength(3);
    expect(await summary()).toEqual({ pending: 1, sent: 5, failed: 0 });
    expect(outboxRows().find((row) => row.status === 'pending')).toMatchObject({ purpose: 'patient', attempts: 0 });
  });

  it('holds everything at the total ceiling', async () => {
    smtp = await startSmtp();
    server = await startTestServer(
      { smtpUrl: `smtp://127.0.0.1:${smtp.port}` },
      { now: () => new Date(), mail: { ...FAST, ceiling: { windowMs: 60_000, total: 3, perRecipient: 100 } } },
    );
    for (let i = 0; i < 3; i++)
      expect((await post(formA({ email: `p${i}@example.org` }, new Date()))).statusCode).toBe(201);
    await waitFor(() => smtp!.messages.length === 3);
    await sleep(500);
    expect(smtp.messages).toHaveLength(3);
    expect(await summary()).toEqual({ pending: 3, sent: 3, failed: 0 });
    expect(
      outboxRows()
        .filter((row) => row.status === 'pending')
        .map((row) => row.attempts),
    ).toEqual([0, 0, 0]);
  });

  it('closes the database at shutdown even when stopping the mail sender fails', async () => {
    const sender = {
      send: async () => undefined,
      close: () => {
        throw new Error('sender would not close');
      },
    };
    server = await startTestServer({}, { mail: { sender } });
    const { app } = server;
    server = undefined;
    await expect(app.close()).rejects.toThrow('sender would not close');
    await expect(app.clinic.store.ping()).rejects.toThrow(/not open/);
  });
});
