import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { WebhookEvent } from '../../server/whatsapp/webhook-events';
import { startTestServer, type TestServer } from './helpers';
import { settingsFor, startStandin, WA } from './whatsapp-fixtures';
import { replyDelivery, statusDelivery, type CloudApiStandin } from './whatsapp-standin';

/** /api/whatsapp/webhook: Meta's verification, signed deliveries taken, any other refused with nothing recorded. */

let standin: CloudApiStandin;
let server: TestServer;
let webhookUrl: string;
const recorded: WebhookEvent[][] = [];
const AT = new Date('2026-11-23T04:05:00.000Z');

beforeAll(async () => {
  standin = await startStandin();
  server = await startTestServer(
    { whatsapp: settingsFor(standin) },
    {
      whatsappEvents: async (events) => {
        recorded.push(events);
      },
    },
  );
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
  it('takes a signed delivery state and a signed reply, with their message, number and time', async () => {
    recorded.length = 0;
    expect(
      await standin.sendWebhook(
        webhookUrl,
        statusDelivery(WA.phoneNumberId, 'wamid.ABC', 'delivered', '+919876543210', AT),
      ),
    ).toBe(200);
    expect(
      await standin.sendWebhook(
        webhookUrl,
        replyDelivery(WA.phoneNumberId, '+919876543210', 'Asha', 'Can I come at 5?', AT),
      ),
    ).toBe(200);
    expect(recorded).toEqual([
      [{ type: 'status', messageId: 'wamid.ABC', state: 'delivered', at: AT.toISOString() }],
      [
        {
          type: 'reply',
          messageId: expect.stringMatching(/^wamid\./),
          from: '+919876543210',
          profileName: 'Asha',
          at: AT.toISOString(),
          text: 'Can I come at 5?',
        },
      ],
    ]);
  });

  it('checks the signature over the raw bytes as sent (spacing and escapes kept)', async () => {
    recorded.length = 0;
    const raw = JSON.stringify(
      statusDelivery(WA.phoneNumberId, 'wamid.RAW', 'read', '+919876543210', AT),
      null,
      2,
    ).replace('"read"', '"\\u0072ead"');
    expect(await standin.sendWebhook(webhookUrl, raw)).toBe(200);
    expect(recorded).toEqual([[{ type: 'status', messageId: 'wamid.RAW', state: 'read', at: AT.toISOString() }]]);
  });

  it("records a failed state with Meta's reason", async () => {
    recorded.length = 0;
    await standin.sendWebhook(webhookUrl, statusDelivery(WA.phoneNumberId, 'wamid.F', 'failed', '+919876543210', AT));
    expect(recorded[0]).toEqual([
      {
        type: 'status',
        messageId: 'wamid.F',
        state: 'failed',
        at: AT.toISOString(),
        error: '131026 Message undeliverable',
      },
    ]);
  });

  it.each([
    ['signed with another secret', (body: string) => ({ body, secret: 'not-the-app-secret' })],
    ['signed, then altered', (body: string) => ({ body, alter: body.replace('delivered', 'read') })],
  ])('refuses a delivery %s with 401, recording nothing', async (_case, make) => {
    recorded.length = 0;
    const body = JSON.stringify(statusDelivery(WA.phoneNumberId, 'wamid.X', 'delivered', '+919876543210', AT));
    const { secret, alter } = make(body) as { body: string; secret?: string; alter?: string };
    if (alter) {
      const { signatureOf } = await import('../../server/whatsapp/webhook-events');
      const response = await fetch(webhookUrl, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-hub-signature-256': signatureOf(body, WA.appSecret) },
        body: alter,
      });
      expect(response.status).toBe(401);
    } else {
      expect(await standin.sendWebhook(webhookUrl, body, secret)).toBe(401);
    }
    expect(recorded).toEqual([]);
  });

  it.each([
    ['no signature', {}],
    ['a malformed signature', { 'x-hub-signature-256': 'sha256=zz' }],
    ['a SHA-1 signature', { 'x-hub-signature': 'sha1=0000000000000000000000000000000000000000' }],
  ])('refuses a delivery with %s with 401, recording nothing', async (_case, headers) => {
    recorded.length = 0;
    const response = await fetch(webhookUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...headers },
      body: JSON.stringify(statusDelivery(WA.phoneNumberId, 'wamid.Y', 'read', '+919876543210', AT)),
    });
    expect(response.status).toBe(401);
    expect(recorded).toEqual([]);
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
