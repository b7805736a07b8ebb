import { afterEach, describe, expect, it } from 'vitest';
import Database from 'better-sqlite3';
import path from 'node:path';
import { OutboxWorker } from '../../server/mail/outbox-worker';
import {
  FORM_HEADERS,
  JSON_HEADERS,
  countRows,
  fixedClock,
  formA,
  freePort,
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
  server = undefined;
  smtp = undefined;
});

describe('e-mail outbox', () => {
  it('keeps requests succeeding while SMTP is down and delivers each queued e-mail exactly once when it comes up', async () => {
    const port = await freePort(); // nothing listens there yet: SMTP is down
    server = await startTestServer(
      { smtpUrl: `smtp://127.0.0.1:${port}` },
      { now: () => new Date(), mail: { retryBaseMs: 150, retryMaxMs: 300, pollMs: 300 } },
    );
    const ids: string[] = [];
    for (let i = 0; i < 3; i++) {
      const response = await server.app.inject({
        method: 'POST',
        url: '/api/appointments',
        headers: JSON_HEADERS,
        payload: formA({ name: `Patient ${i}`, email: `p${i}@example.org` }, new Date()),
      });
      expect(response.statusCode).toBe(201);
      ids.push(response.json().id);
    }
    expect(countRows(server.config.dataDir).appointments).toBe(3);

    // the worker tries, fails, and records the failure and the next attempt time
    const db = new Database(path.join(server.config.dataDir, 'clinic.db'), { readonly: true });
    await waitFor(() => (db.prepare('SELECT MIN(attempts) AS n FROM outbox').get() as { n: number }).n >= 1);
    const row = db
      .prepare('SELECT status, attempts, next_attempt_at, last_error FROM outbox ORDER BY id LIMIT 1')
      .get() as Record<string, unknown>;
    db.close();
    expect(row.status).toBe('pending');
    expect(typeof row.last_error).toBe('string');
    expect(Date.parse(String(row.next_attempt_at))).toBeGreaterThan(Date.now() - 1000);
    expect((await server.app.inject({ url: '/healthz' })).json().outboxPending).toBe(6);

    smtp = await startSmtp(port);
    await waitFor(async () => (await server!.app.clinic.store.outboxSummary()).sent === 6, 15_000);
    await new Promise((resolve) => setTimeout(resolve, 800)); // a few more worker rounds: nothing is sent again
    expect(smtp.messages).toHaveLength(6);
    for (let i = 0; i < 3; i++) {
      expect(smtp.messages.filter((m) => m.to.includes(`p${i}@example.org`))).toHaveLength(1);
      expect(
        smtp.messages.filter((m) => m.to.includes('clinic@example.com') && m.decoded.includes(`Patient ${i}`)),
      ).toHaveLength(1);
    }
    expect(await server.app.clinic.store.outboxSummary()).toEqual({ pending: 0, sent: 6, failed: 0 });
  });

  it('resumes the queued e-mails after a restart', async () => {
    server = await startTestServer({});
    const post = await server.app.inject({
      method: 'POST',
      url: '/api/appointments',
      headers: FORM_HEADERS,
      payload: urlencoded(formA({}, new Date())),
    });
    expect(post.statusCode).toBe(303);
    const { dataDir } = server.config;
    await server.close();

    smtp = await startSmtp();
    server = await startTestServer(
      { dataDir, smtpUrl: `smtp://127.0.0.1:${smtp.port}` },
      { now: () => new Date(), mail: { pollMs: 200 } },
    );
    await waitFor(() => smtp!.messages.length === 2);
    // The SMTP server has both before the worker has recorded the second as sent.
    await waitFor(async () => (await server!.app.clinic.store.outboxSummary()).sent === 2);
    expect(await server.app.clinic.store.outboxSummary()).toEqual({ pending: 0, sent: 2, failed: 0 });
    expect(smtp.messages).toHaveLength(2);
  });

  it('backs off exponentially from the base to the cap', () => {
    const worker = new OutboxWorker({ store: {} as never, sender: null, log: {} as never });
    expect([1, 2, 3, 4, 7, 8, 20].map((n) => worker.backoff(n) / 1000)).toEqual([30, 60, 120, 240, 1920, 3600, 3600]);
  });

  it('escapes user text in the HTML part of the clinic e-mail', async () => {
    server = await startTestServer({}, { now: fixedClock });
    const name = '<script>alert("x")</script> & <b>Bold</b>';
    const response = await server.app.inject({
      method: 'POST',
      url: '/api/messages',
      headers: JSON_HEADERS,
      payload: {
        form: 'contact',
        name,
        email: 'a@example.org',
        message: '<img src=x onerror=alert(1)>',
        consent: true,
      },
    });
    expect(response.statusCode).toBe(201);
    const db = new Database(path.join(server.config.dataDir, 'clinic.db'), { readonly: true });
    expect(db.prepare('SELECT name FROM messages').get()).toEqual({ name }); // stored as the text it is
    const mails = db.prepare('SELECT purpose, html_body, text_body FROM outbox').all() as Array<Record<string, string>>;
    db.close();
    const clinic = mails.find((m) => m.purpose === 'clinic');
    expect(clinic?.html_body).toContain(
      '&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; &amp; &lt;b&gt;Bold&lt;/b&gt;',
    );
    expect(clinic?.html_body).toContain('&lt;img src=x onerror=alert(1)&gt;');
    expect(clinic?.html_body).not.toMatch(/<script|<img|<b>/);
    expect(clinic?.text_body).toContain(name); // the plain text part stays plain
    expect(mails.find((m) => m.purpose === 'patient')?.html_body).not.toContain('script');
  });
});
