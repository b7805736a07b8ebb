import os from 'node:os';
import path from 'node:path';
import Database from 'better-sqlite3';
import { afterEach, describe, expect, it } from 'vitest';
import { SMTPServer } from 'smtp-server';
import { ACKNOWLEDGMENTS_PER_ADDRESS, normalisedAddress } from '../../server/storage/acknowledgment-cap';
import { isLoopbackHost, smtpTransportOptions } from '../../server/mail/smtp-options';
import {
  JSON_HEADERS,
  countRows,
  fixedClock,
  formA,
  makeFixtureBuild,
  NOW,
  readRows,
  startSmtp,
  startTestServer,
  waitFor,
  type TestServer,
} from './helpers';

// Findings of issue 16 about the service's operation: CORP, /healthz, timeouts, TLS to SMTP, the acknowledgment cap.

let server: TestServer | undefined;
afterEach(async () => {
  await server?.close();
  server = undefined;
});

describe('headers and /healthz', () => {
  it('sends Cross-Origin-Resource-Policy: same-origin on pages, assets, form answers and errors', async () => {
    server = await startTestServer({ buildDir: makeFixtureBuild().buildDir });
    for (const url of ['/', '/assets/entry-abc123.js', '/img/photo-1a2b3c.svg', '/no-such-page', '/healthz']) {
      expect((await server.app.inject({ url })).headers['cross-origin-resource-policy'], url).toBe('same-origin');
    }
    const post = await server.app.inject({
      method: 'POST',
      url: '/api/subscriptions',
      headers: JSON_HEADERS,
      payload: { email: 'c@example.org' },
    });
    expect(post.headers['cross-origin-resource-policy']).toBe('same-origin');
  });

  it('tells the public only ok; the outbox backlog only to a caller on this machine', async () => {
    server = await startTestServer();
    await server.app.inject({ method: 'POST', url: '/api/appointments', headers: JSON_HEADERS, payload: formA() });
    const publicCall = await server.app.inject({ url: '/healthz', remoteAddress: '203.0.113.7' });
    expect(publicCall.statusCode).toBe(200);
    expect(publicCall.json()).toEqual({ status: 'ok' });
    // Through a proxy on this machine, the peer is loopback but the client is not.
    const proxied = await server.app.inject({
      url: '/healthz',
      remoteAddress: '127.0.0.1',
      headers: { 'x-forwarded-for': '203.0.113.7' },
    });
    expect(proxied.json()).toEqual({ status: 'ok' });
    const proxiedWithoutAddress = await server.app.inject({
      url: '/healthz',
      remoteAddress: '127.0.0.1',
      headers: { 'x-forwarded-proto': 'https' },
    });
    expect(proxiedWithoutAddress.json()).toEqual({ status: 'ok' });
    const local = await server.app.inject({ url: '/healthz', remoteAddress: '127.0.0.1' });
    expect(local.json()).toEqual({ status: 'ok', db: 'ok', write: { status: 'ok' }, outboxPending: 2 });
  });

  it('answers a failing check with 503 and, to the public, no detail', async () => {
    server = await startTestServer();
    server.app.clinic.store.ping = () => {
      throw new Error('disk I/O error');
    };
    const publicCall = await server.app.inject({ url: '/healthz', remoteAddress: '203.0.113.7' });
    expect(publicCall.statusCode).toBe(503);
    expect(publicCall.json()).toEqual({ status: 'error' });
  });

  it('sets header, request, keep-alive and idle-socket timeouts on the HTTP server', async () => {
    server = await startTestServer();
    const http = server.app.server;
    expect(http.headersTimeout).toBe(10_000);
    expect(http.requestTimeout).toBe(30_000);
    expect(http.keepAliveTimeout).toBe(65_000);
    expect(http.timeout).toBe(75_000);
    expect(http.headersTimeout).toBeLessThan(http.requestTimeout);
  });
});

describe('TLS to the SMTP server', () => {
  it('requires TLS unless the host is loopback', () => {
    expect(smtpTransportOptions('smtp://u:p%40ss@mail.example.in')).toMatchObject({
      host: 'mail.example.in',
      port: 587,
      secure: false,
      requireTLS: true,
      auth: { user: 'u', pass: 'p@ss' },
    });
    expect(smtpTransportOptions('smtps://u:p@mail.example.in')).toMatchObject({
      port: 465,
      secure: true,
      requireTLS: false,
    });
    expect(smtpTransportOptions('smtp://127.0.0.1:2525')).toMatchObject({ port: 2525, requireTLS: false });
    expect(smtpTransportOptions('smtp://127.0.0.1:2525').auth).toBeUndefined();
    for (const host of ['localhost', '127.0.0.1', '127.8.9.1', '::1', '[::1]', '0:0:0:0:0:0:0:1'])
      expect(isLoopbackHost(host), host).toBe(true);
    for (const host of ['mail.example.in', '192.0.2.2', 'localhost.example.in', '128.0.0.1', '::2', 'fd00::1'])
      expect(isLoopbackHost(host), host).toBe(false);
  });

  const lanAddress = Object.values(os.networkInterfaces())
    .flat()
    .find((entry) => entry && !entry.internal && entry.family === 'IPv4')?.address;

  it.skipIf(!lanAddress)('sends no password and no e-mail to a server whose STARTTLS was stripped', async () => {
    let authTried = false;
    let received = 0;
    const smtp = new SMTPServer({
      disabledCommands: ['STARTTLS'], // what an attacker on the path does
      allowInsecureAuth: true,
      logger: false,
      onAuth(_auth, _session, callback) {
        authTried = true;
        callback(null, { user: 'clinic' });
      },
      onData(stream, _session, callback) {
        received += 1;
        stream.resume();
        stream.on('end', () => callback());
      },
    });
    await new Promise<void>((resolve) => smtp.listen(0, lanAddress, resolve));
    const port = (smtp.server.address() as { port: number }).port;
    try {
      server = await startTestServer(
        { smtpUrl: `smtp://clinic:secret@${lanAddress}:${port}` },
        { mail: { retryBaseMs: 60_000, pollMs: 60_000 } },
      );
      await server.app.inject({ method: 'POST', url: '/api/appointments', headers: JSON_HEADERS, payload: formA() });
      await waitFor(() => readRows(server!.config.dataDir, 'outbox').every((row) => Number(row.attempts) >= 1));
      const rows = readRows(server.config.dataDir, 'outbox');
      expect(rows.map((row) => row.status)).toEqual(['pending', 'pending']);
      expect(String(rows[0]?.last_error)).toMatch(/TLS/i);
      expect(authTried).toBe(false);
      expect(received).toBe(0);
    } finally {
      await new Promise<void>((resolve) => smtp.close(() => resolve()));
    }
  });
});

describe('acknowledgments per recipient', () => {
  it(`queues at most ${ACKNOWLEDGMENTS_PER_ADDRESS} a day per address (any case), always the clinic's notification, and again the next day`, async () => {
    let clock = NOW;
    server = await startTestServer({}, { now: () => clock });
    const post = (url: string, payload: Record<string, unknown>) =>
      server!.app.inject({ method: 'POST', url, headers: JSON_HEADERS, payload });
    const statuses: number[] = [];
    for (let i = 0; i < 4; i++)
      statuses.push(
        (await post('/api/appointments', formA({ email: i % 2 ? 'Victim@Example.org' : 'victim@example.org' }, clock)))
          .statusCode,
      );
    statuses.push(
      (
        await post('/api/messages', {
          form: 'contact',
          name: 'X',
          email: 'VICTIM@example.org',
          message: 'Hi',
          consent: 'yes',
        })
      ).statusCode,
    );
    statuses.push((await post('/api/appointments', formA({ email: 'someone.else@example.org' }, clock))).statusCode);
    expect(statuses).toEqual([201, 201, 201, 201, 201, 201]);
    const purposeTo = () =>
      readRows(server!.config.dataDir, 'outbox').map((row) => `${row.purpose} ${String(row.to_address).toLowerCase()}`);
    const victim = (rows: string[]) => rows.filter((row) => row === 'patient victim@example.org').length;
    expect(purposeTo().filter((row) => row.startsWith('clinic'))).toHaveLength(6);
    expect(victim(purposeTo())).toBe(3);
    expect(purposeTo()).toContain('patient someone.else@example.org');

    clock = new Date('2026-11-23T18:31:00.000Z'); // 00:01 on Tuesday in India: a new day
    expect((await post('/api/appointments', formA({ email: 'victim@example.org' }, clock))).statusCode).toBe(201);
    expect(victim(purposeTo())).toBe(4);
    expect(purposeTo().filter((row) => row.startsWith('clinic'))).toHaveLength(7);
  });

  it('keeps no count of an address that was erased', async () => {
    server = await startTestServer();
    for (let i = 0; i < 3; i++)
      await server.app.inject({ method: 'POST', url: '/api/appointments', headers: JSON_HEADERS, payload: formA() });
    const counts = () => {
      const db = new Database(path.join(server!.config.dataDir, 'clinic.db'), { readonly: true });
      const rows = db.prepare("SELECT address, sent FROM acknowledgments_sent WHERE address LIKE '%@%'").all();
      db.close();
      return rows;
    };
    expect(counts()).toEqual([{ address: 'asha@example.org', sent: 3 }]);
    await server.app.clinic.store.eraseEmail('Asha@Example.org');
    expect(counts()).toEqual([]);
  });

  it('counts one mailbox however its address is spelt: case, a +tag, and the dots Gmail ignores', () => {
    expect(normalisedAddress('Victim+1@Example.org')).toBe('victim@example.org');
    expect(normalisedAddress('v.i.c.t.i.m+news@googlemail.com')).toBe('victim@gmail.com');
    expect(normalisedAddress('V.Ictim@Gmail.com')).toBe('victim@gmail.com');
    // other providers keep their dots
    expect(normalisedAddress('first.last@example.org')).toBe('first.last@example.org');
    expect(normalisedAddress('+only@example.org')).toBe('+only@example.org');
  });

  it('sends at most 3 acknowledgments to x+1@ … x+20@, delivered at a real SMTP server', async () => {
    const smtp = await startSmtp();
    try {
      server = await startTestServer(
        { smtpUrl: `smtp://127.0.0.1:${smtp.port}` },
        { now: () => new Date(), mail: { pollMs: 100 } },
      );
      for (let i = 1; i <= 20; i++) {
        const response = await server.app.inject({
          method: 'POST',
          url: '/api/appointments',
          headers: JSON_HEADERS,
          payload: formA({ email: `x+${i}@gmail.com` }, new Date()),
        });
        expect(response.statusCode).toBe(201);
      }
      await waitFor(async () => (await server!.app.clinic.store.outboxSummary()).sent === 23, 15_000);
      await new Promise((resolve) => setTimeout(resolve, 300));
      expect(smtp.messages.filter((m) => m.to.some((to) => to.endsWith('@gmail.com')))).toHaveLength(3);
      expect(smtp.messages.filter((m) => m.to.includes('clinic@example.com'))).toHaveLength(20);
    } finally {
      await smtp.close();
    }
  });

  it('stops all acknowledgments at the daily ceiling and tells the clinic once, storing every request', async () => {
    server = await startTestServer({ acknowledgmentDailyLimit: 5 }, { now: fixedClock });
    for (let i = 0; i < 12; i++) {
      const response = await server.app.inject({
        method: 'POST',
        url: '/api/appointments',
        headers: JSON_HEADERS,
        payload: formA({ email: `person${i}@example.org` }),
      });
      expect(response.statusCode).toBe(201);
    }
    const rows = readRows(server.config.dataDir, 'outbox');
    expect(rows.filter((row) => row.purpose === 'patient')).toHaveLength(5);
    const notices = rows.filter((row) => String(row.subject).includes('no more acknowledgments'));
    expect(notices).toHaveLength(1);
    expect(notices[0]).toMatchObject({ purpose: 'clinic', to_address: 'clinic@example.com' });
    expect(String(notices[0]?.text_body)).toContain('5 acknowledgments');
    expect(rows.filter((row) => row.purpose === 'clinic')).toHaveLength(13); // 12 notifications and the notice
    expect(countRows(server.config.dataDir).appointments).toBe(12);
  });
});
