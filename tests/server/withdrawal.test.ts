import { createHash } from 'node:crypto';
import { statSync } from 'node:fs';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { site } from '../../content/site';
import { run } from '../../server/cli';
import { runRetention } from '../../server/retention';
import { databaseFiles, wordsLeftInDatabase } from './erasure-helpers';
import {
  FORM_HEADERS,
  JSON_HEADERS,
  countRows,
  formA,
  readRows,
  startSmtp,
  startTestServer,
  urlencoded,
  waitFor,
  type TestServer,
} from './helpers';

let server: TestServer | undefined;
let smtp: Awaited<ReturnType<typeof startSmtp>> | undefined;
afterEach(async () => {
  await server?.close();
  await smtp?.close();
  server = smtp = undefined;
});

/** A clock the test moves: real time plus an offset (the outbox worker waits on real timers). */
let offsetMs = 0;
const clock = () => new Date(Date.now() + offsetMs);

const PERSON = {
  name: 'Zubeida Quennell',
  email: 'zubeida.quennell@example.org',
  message: 'My xylophone marmalade question about my sugar',
};
const SENT_TEXT = /If we hold requests for this address, we have sent a link to it\./;
const LINK = /https?:\/\/\S+?\/api\/withdrawals\/confirm\?token=([A-Za-z0-9_-]{43})/;

async function startWithSmtp(overrides = {}) {
  offsetMs = 0;
  smtp = await startSmtp();
  server = await startTestServer(
    { smtpUrl: `smtp://127.0.0.1:${smtp.port}`, siteUrl: 'https://clinic.test', ...overrides },
    { now: clock, mail: { pollMs: 200 } },
  );
  return { app: server.app, dataDir: server.config.dataDir, mails: smtp.messages };
}

/** An appointment, a contact message and a subscription of PERSON, through the form endpoints. */
async function storePersonsRequests(app: TestServer['app']) {
  const post = (url: string, payload: Record<string, unknown>) =>
    app.inject({ method: 'POST', url, headers: JSON_HEADERS, payload });
  expect((await post('/api/appointments', formA({ name: PERSON.name, email: PERSON.email }, clock()))).statusCode).toBe(
    201,
  );
  expect(
    (
      await post('/api/messages', {
        form: 'contact',
        name: PERSON.name,
        email: PERSON.email,
        message: PERSON.message,
        consent: 'yes',
      })
    ).statusCode,
  ).toBe(201);
  expect((await post('/api/subscriptions', { form: 'newsletter', email: PERSON.email, terms: 'on' })).statusCode).toBe(
    201,
  );
}

const askForLink = (app: TestServer['app'], email: string, extra: Record<string, string> = {}) =>
  app.inject({
    method: 'POST',
    url: '/api/withdrawals',
    headers: FORM_HEADERS,
    payload: urlencoded({ email, website: '', ...extra }),
  });

const tokenOf = (text: string) => LINK.exec(text)?.[1];

describe('withdrawal of consent, end to end through the real SMTP server', () => {
  it('e-mails a one-time link; GET only asks; POST erases everything of the address, leaving nothing readable; the link then fails', async () => {
    const { app, dataDir, mails } = await startWithSmtp();
    await storePersonsRequests(app);
    await waitFor(() => mails.length === 4); // clinic and patient e-mails of the appointment and the message

    // Every e-mail the service sends ends with the withdrawal link; a delivered e-mail's body is cleared from the
    // outbox.
    for (const mail of mails) expect(mail.decoded).toContain('https://clinic.test/withdraw-consent');
    await waitFor(async () => (await app.clinic.store.outboxSummary()).sent === 4);
    // "Sent" counts from the hand-over; the body goes when the server's answer is recorded, a moment later.
    await waitFor(() => readRows(dataDir, 'outbox').every((row) => row.text_body === ''));
    const delivered = readRows(dataDir, 'outbox');
    expect(delivered.map((row) => [row.status, row.text_body, row.html_body])).toEqual(Array(4).fill(['sent', '', '']));
    expect(
      delivered.every(
        (row) => typeof row.subject === 'string' && row.subject !== '' && typeof row.sent_at === 'string',
      ),
    ).toBe(true);

    const asked = await askForLink(app, PERSON.email.toUpperCase());
    expect(asked.statusCode).toBe(200);
    expect(asked.body).toMatch(SENT_TEXT);
    await waitFor(() => mails.length === 5);
    const linkMail = mails[4]!;
    expect(linkMail.to.map((to) => to.toLowerCase())).toEqual([PERSON.email]);
    expect(linkMail.decoded).toContain('Subject: Withdraw your consent');
    const token = tokenOf(linkMail.decoded)!;
    expect(token).toBeDefined();
    // Only the token's SHA-256 is stored.
    const tokens = readRows(dataDir, 'withdrawal_tokens');
    expect(tokens.map((row) => row.token_hash)).toEqual([createHash('sha256').update(token).digest('hex')]);
    expect(wordsLeftInDatabase(dataDir, [token])).toEqual([]);

    // A mail scanner's GET erases nothing: it sees a page with a button.
    const confirmUrl = `/api/withdrawals/confirm?token=${token}`;
    const shown = await app.inject({ method: 'GET', url: confirmUrl });
    expect(shown.statusCode).toBe(200);
    expect(shown.body).toContain(
      '<button type="submit" class="btn btn-primary">Withdraw consent and delete my data</button>',
    );
    expect(shown.body).toContain(`<input type="hidden" name="token" value="${token}"/>`);
    expect(countRows(dataDir)).toMatchObject({ appointments: 1, messages: 1, subscriptions: 1 });

    const references = [...readRows(dataDir, 'appointments'), ...readRows(dataDir, 'messages')].map((row) =>
      String(row.ref),
    );
    expect(references).toHaveLength(2);
    const erased = await app.inject({
      method: 'POST',
      url: '/api/withdrawals/confirm',
      headers: FORM_HEADERS,
      payload: urlencoded({ token }),
    });
    expect(erased.statusCode).toBe(200);
    expect(erased.body).toContain('Your data has been deleted');
    expect(erased.body).toContain(
      'Deleted: 1 appointment requests, 1 messages, 1 newsletter subscriptions and 4 e-mails (sent or waiting to be sent).',
    );
    expect(countRows(dataDir)).toMatchObject({ appointments: 0, messages: 0, subscriptions: 0 });
    expect(readRows(dataDir, 'withdrawal_tokens')).toEqual([]);

    // The clinic is told the references of the erased requests, to delete its mailbox copies.
    await waitFor(() => mails.length === 6);
    expect(mails[5]!.to).toEqual(['clinic@example.com']);
    expect(mails[5]!.decoded).toContain('Consent withdrawn: delete the mailbox copies');
    expect(mails[5]!.decoded).not.toContain(PERSON.email);
    // ... by the short references their e-mails carried.
    for (const ref of references) expect(mails[5]!.decoded).toContain(ref);
    await waitFor(async () => (await app.clinic.store.outboxSummary()).sent === 1);

    // Nothing of the person is readable in the database's files any more.
    expect(databaseFiles(dataDir).length).toBeGreaterThanOrEqual(2);
    expect(wordsLeftInDatabase(dataDir, [PERSON.name, PERSON.email, 'xylophone marmalade'])).toEqual([]);

    // The link works once.
    expect(
      (
        await app.inject({
          method: 'POST',
          url: '/api/withdrawals/confirm',
          headers: FORM_HEADERS,
          payload: urlencoded({ token }),
        })
      ).statusCode,
    ).toBe(410);
    const again = await app.inject({ method: 'GET', url: confirmUrl });
    expect(again.statusCode).toBe(410);
    expect(again.body).toContain('This link no longer works');
  });

  it('gives an unknown address the same answer and sends nothing', async () => {
    const { app, mails } = await startWithSmtp();
    await storePersonsRequests(app);
    await waitFor(() => mails.length === 4);
    const known = await askForLink(app, PERSON.email);
    const unknown = await askForLink(app, 'nobody-here@example.org');
    expect(unknown.statusCode).toBe(known.statusCode);
    expect(unknown.body).toBe(known.body);
    await waitFor(() => mails.length === 5);
    await new Promise((resolve) => setTimeout(resolve, 600)); // more worker rounds: nothing else goes out
    expect(mails.map((mail) => mail.to[0])).not.toContain('nobody-here@example.org');
    expect(mails).toHaveLength(5);
  });

  it('refuses a link after 24 hours, erasing nothing', async () => {
    const { app, dataDir, mails } = await startWithSmtp();
    await storePersonsRequests(app);
    await askForLink(app, PERSON.email);
    await waitFor(() => mails.some((mail) => LINK.test(mail.decoded)));
    const token = tokenOf(mails.find((mail) => LINK.test(mail.decoded))!.decoded)!;
    offsetMs = 24 * 60 * 60 * 1000 + 60_000;
    expect((await app.inject({ method: 'GET', url: `/api/withdrawals/confirm?token=${token}` })).statusCode).toBe(410);
    expect(
      (
        await app.inject({
          method: 'POST',
          url: '/api/withdrawals/confirm',
          headers: FORM_HEADERS,
          payload: urlencoded({ token }),
        })
      ).statusCode,
    ).toBe(410);
    expect(countRows(dataDir)).toMatchObject({ appointments: 1, messages: 1, subscriptions: 1 });
  });

  it('answers a filled honeypot like a request and stores no link; refuses a bad address, a cross-site post, and floods', async () => {
    const { app, dataDir } = await startWithSmtp({ rateLimit: 4 });
    await storePersonsRequests(app); // 3 posts of the minute's 4
    const bot = await askForLink(app, PERSON.email, { website: 'http://spam.example' });
    expect(bot.statusCode).toBe(200);
    expect(bot.body).toMatch(SENT_TEXT);
    expect(readRows(dataDir, 'withdrawal_tokens')).toEqual([]);
    // the forms' rate limit counts these posts too
    expect((await askForLink(app, 'not an address')).statusCode).toBe(429);
  });

  it('refuses a bad address with the form again, and a post from another site', async () => {
    const { app } = await startWithSmtp();
    const bad = await askForLink(app, 'not an address');
    expect(bad.statusCode).toBe(422);
    expect(bad.body).toContain('Please enter a valid e-mail address');
    expect(bad.body).toContain('value="not an address"');
    const cross = await app.inject({
      method: 'POST',
      url: '/api/withdrawals',
      headers: { ...FORM_HEADERS, origin: 'https://evil.example' },
      payload: urlencoded({ email: PERSON.email }),
    });
    expect(cross.statusCode).toBe(403);
  });
});

describe('the withdrawal line of every e-mail without SITE_URL', () => {
  it('points at the content siteUrl, the origin the build wrote into the pages', async () => {
    server = await startTestServer({}, { now: clock });
    const post = await server.app.inject({
      method: 'POST',
      url: '/api/appointments',
      headers: JSON_HEADERS,
      payload: formA({}, clock()),
    });
    expect(post.statusCode).toBe(201);
    const queued = readRows(server.config.dataDir, 'outbox');
    expect(queued).toHaveLength(2);
    for (const mail of queued) expect(mail.text_body).toContain(`${new URL(site.siteUrl).origin}/withdraw-consent`);
  });
});

describe('erasure and retention leave nothing readable', () => {
  it('npm run requests -- erase: the erased words are absent from clinic.db, -wal and -shm', async () => {
    const { app, dataDir } = await startWithSmtp({ smtpUrl: undefined });
    await storePersonsRequests(app);
    expect(wordsLeftInDatabase(dataDir, [PERSON.name, PERSON.email, 'xylophone marmalade'])).not.toEqual([]);
    const out: string[] = [];
    expect(await run(['erase', '--email', PERSON.email], { DATA_DIR: dataDir }, (text) => out.push(text))).toBe(0);
    expect(out.join('')).toContain('Deleted: 1 appointments, 1 messages, 1 subscriptions, 4 e-mails.');
    expect(wordsLeftInDatabase(dataDir, [PERSON.name, PERSON.email, 'xylophone marmalade'])).toEqual([]);
  });

  it('the daily retention run deletes expired requests and empties the WAL', async () => {
    const { app, dataDir } = await startWithSmtp({ smtpUrl: undefined });
    await storePersonsRequests(app);
    const log = { info: () => undefined, error: () => undefined } as unknown as Parameters<typeof runRetention>[2];
    await runRetention(app.clinic.store, 180, log, new Date(Date.now() + 181 * 24 * 60 * 60 * 1000));
    expect(countRows(dataDir)).toMatchObject({ appointments: 0, messages: 0, outbox: 0 });
    expect(statSync(path.join(dataDir, 'clinic.db-wal')).size).toBe(0);
    expect(wordsLeftInDatabase(dataDir, [PERSON.name, 'xylophone marmalade'])).toEqual([]);
  });
});
