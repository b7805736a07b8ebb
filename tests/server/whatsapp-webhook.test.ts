import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signatureOf, webhookEvents } from '../../server/whatsapp/webhook-events';
import { SLOW_REFUSAL_MS } from '../../server/slow-refusal';
import { startTestServer, type TestServer } from './helpers';
import { settingsFor, startStandin, WA } from './whatsapp-fixtures';
import { replyDelivery, statusDelivery, type CloudApiStandin } from './whatsapp-standin';

/** /api/whatsapp/webhook: Meta's verification, signed deliveries taken, any other refused with nothing recorded. */

let standin: CloudApiStandin;
let server: TestServer;
let webhookUrl: string;
/** What the store holds of the webhook: the replies (states of sent messages: whatsapp-channel.test.ts). */
const replies = () =>
  server.app.clinic.store.db.all(
    'SELECT from_number, profile_name, text, received_at, request_id FROM whatsapp_replies',
  );
const AT = new Date('2026-11-23T04:05:00.000Z');

beforeAll(async () => {
  standin = await startStandin();
  server = await startTestServer({ whatsapp: settingsFor(standin) });
  await server.app.listen({ port: 0, host: '127.0.0.1' });
  const { port } = server.app.server.address() as AddressInfo;
  webhookUrl = `http://127.0.0.1:${port}/api/whatsapp/webhook`;
});
afterAll(async () => {
  await server.close();
  await standin.close();
});

describe("Meta's verification of the callback URL", () => {
  it("echoes hub.challenge when the verify token is the clinic's", async () => {
    const response = await fetch(
      `${webhookUrl}?hub.mode=subscribe&hub.challenge=1158201444&hub.verify_token=${WA.verifyToken}`,
    );
    expect(response.status).toBe(200);
    expect(await response.text()).toBe('1158201444');
  });

  it.each([
    ['a wrong verify token', `hub.mode=subscribe&hub.challenge=1158201444&hub.verify_token=guess`],
    ['no verify token', `hub.mode=subscribe&hub.challenge=1158201444`],
    ['another mode', `hub.mode=unsubscribe&hub.challenge=1158201444&hub.verify_token=${WA.verifyToken}`],
  ])('refuses %s with 403, echoing nothing', async (_case, query) => {
    const response = await fetch(`${webhookUrl}?${query}`);
    expect(response.status).toBe(403);
    expect(await response.text()).not.toContain('1158201444');
  });
});

describe('deliveries', () => {
  it('keeps a signed reply, with its number, name and time', async () => {
    expect(
      await standin.sendWebhook(
        webhookUrl,
        replyDelivery(WA.phoneNumberId, '+919876543210', 'Asha', 'Can I come at 5?', AT),
      ),
    ).toBe(200);
    expect(await replies()).toContainEqual({
      from_number: '+919876543210',
      profile_name: 'Asha',
      text: 'Can I come at 5?',
      received_at: AT.toISOString(),
      request_id: null,
    });
  });

  it('checks the signature over the raw bytes as sent (spacing and escapes kept)', async () => {
    const raw = JSON.stringify(
      replyDelivery(WA.phoneNumberId, '+919876543211', 'Ravi', 'raw bytes', AT),
      null,
      2,
    ).replace('raw bytes', 'r\\u0061w bytes');
    expect(await standin.sendWebhook(webhookUrl, raw)).toBe(200);
    expect((await replies()).map((row) => row.text)).toContain('raw bytes');
  });

  it("reads the delivery states, with a failure's reason, from a signed body", () => {
    const events = webhookEvents(statusDelivery(WA.phoneNumberId, 'wamid.F', 'failed', '+919876543210', AT));
    expect(events).toEqual([
      {
        type: 'status',
        messageId: 'wamid.F',
        state: 'failed',
        at: AT.toISOString(),
        error: '131026 Message undeliverable',
      },
    ]);
    expect(webhookEvents({ object: 'page', entry: [] })).toBeUndefined();
  });

  const forgedReply = () => JSON.stringify(replyDelivery(WA.phoneNumberId, '+919876543212', 'Mallory', 'forged', AT));

  it('refuses a delivery signed with another secret, or altered after signing, with 401, storing nothing', async () => {
    const before = await replies();
    expect(await standin.sendWebhook(webhookUrl, forgedReply(), 'not-the-app-secret')).toBe(401);
    const signed = forgedReply();
    const altered = await fetch(webhookUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-hub-signature-256': signatureOf(signed, WA.appSecret) },
      body: signed.replace('forged', 'altered'),
    });
    expect(altered.status).toBe(401);
    expect(await replies()).toEqual(before);
  });

  it.each([
    ['no signature', {}],
    ['a malformed signature', { 'x-hub-signature-256': 'sha256=zz' }],
    ['a SHA-1 signature', { 'x-hub-signature': 'sha1=0000000000000000000000000000000000000000' }],
  ])('refuses a delivery with %s with 401, storing nothing', async (_case, headers) => {
    const before = await replies();
    const response = await fetch(webhookUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...headers },
      body: forgedReply(),
    });
    expect(response.status).toBe(401);
    expect(await replies()).toEqual(before);
  });
});

describe('refused before any work (decision 0059)', () => {
  /** A raw HTTP exchange: the headers of a post whose body is announced but never sent, and the answer, if any. */
  async function announceOnly(headers: Record<string, string>): Promise<string> {
    const net = await import('node:net');
    const { port } = new URL(webhookUrl);
    return new Promise((resolve, reject) => {
      const socket = net.connect(Number(port), '127.0.0.1');
      let answer = '';
      socket.on('data', (chunk) => (answer += chunk.toString()));
      socket.on('error', reject);
      socket.on('close', () => resolve(answer));
      const lines = Object.entries(headers).map(([name, value]) => `${name}: ${value}`);
      socket.write(['POST /api/whatsapp/webhook HTTP/1.1', 'Host: 127.0.0.1', ...lines, '', ''].join('\r\n'));
      setTimeout(() => socket.end(), 2_000);
    });
  }

  it('answers an unsigned post 401 on its headers, without waiting for its body, after a pause', async () => {
    const started = performance.now();
    const answer = await announceOnly({ 'content-type': 'application/json', 'content-length': String(1024 * 1024) });
    expect(answer).toMatch(/^HTTP\/1\.1 401/);
    // A flood's connection asks at most once a pause (server/slow-refusal.ts).
    expect(performance.now() - started).toBeGreaterThanOrEqual(SLOW_REFUSAL_MS - 5);
  });

  it('answers a signed-looking post over 64 KB 413 by its length, naming the limit', async () => {
    const signature = `sha256=${'0'.repeat(64)}`;
    const answer = await announceOnly({
      'content-type': 'application/json',
      'content-length': String(1024 * 1024),
      'x-hub-signature-256': signature,
    });
    expect(answer).toMatch(/^HTTP\/1\.1 413/);
    expect(answer).toContain('A WhatsApp delivery is at most 64 KB');
  });
});

describe('with the channel off', () => {
  it('has no webhook', async () => {
    const off = await startTestServer();
    try {
      const get = await off.app.inject({ url: `/api/whatsapp/webhook?hub.mode=subscribe&hub.challenge=1` });
      expect(get.statusCode).toBe(404);
      expect(get.body).not.toBe('1');
    } finally {
      await off.close();
    }
  });
});
