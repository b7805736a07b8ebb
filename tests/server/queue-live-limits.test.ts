import http from 'node:http';
import { chromium, type Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from '../../tooling/chromium';
import { LIVE_RECONNECT_MS } from '../../server/queue/live/stream-limits';
import { freePort, startTestServer, type TestServer } from './helpers';

/**
 * The waiting room's streams are counted (docs/decisions/0108-the-waiting-room-s-streams-are-counted.md): past the
 * line for one address a stream is answered 429, past the service's 503, each with Retry-After, after the pause of a
 * refusal, and nothing held; a stream that ends gives its place back; a page refused tries again after the wait, and a
 * page whose open stream ended and whose reconnect was refused (a service stopping) after the stream's retry. The
 * count lives in the service's memory, not in a database, so one backend (SQLite) proves it. The addresses are told
 * by X-Forwarded-For from the one proxy the server trusts, as behind Caddy or nginx.
 */

const SCREEN_EVENTS = '/queue/screen/events?doctors=physician';

interface Stream {
  status: number;
  headers: http.IncomingHttpHeaders;
  /** The first `data:` message, for a stream admitted. */
  firstMessage: Promise<string>;
  /** Resolves when the service has closed the stream. */
  ended: Promise<void>;
  close(): void;
}

describe('the waiting room’s streams, counted', () => {
  let server: TestServer;
  let port: number;

  beforeAll(async () => {
    server = await startTestServer({ liveStreams: { perAddress: 2, total: 3 }, trustProxy: 1 });
    port = await freePort();
    await server.app.listen({ port, host: '127.0.0.1' });
  }, 60_000);
  afterAll(async () => server?.close());

  const open = (path: string, address: string) =>
    new Promise<Stream>((resolve, reject) => {
      const request = http.get(
        { host: '127.0.0.1', port, path, headers: { 'x-forwarded-for': address } },
        (response) => {
          let text = '';
          const firstMessage = new Promise<string>((found) => {
            response.on('data', (chunk: Buffer) => {
              text += chunk.toString();
              const message = /^data: (.*)$/m.exec(text);
              if (message) found(message[1]!);
            });
          });
          const ended = new Promise<void>((done) => response.on('close', () => done()));
          resolve({
            status: response.statusCode!,
            headers: response.headers,
            firstMessage,
            ended,
            close: () => request.destroy(),
          });
        },
      );
      request.on('error', (error) => {
        if ((error as NodeJS.ErrnoException).code !== 'ECONNRESET') reject(error);
      });
    });

  /** Opens from `address` until admitted (a closed stream's place is given back when the service sees it close). */
  const openWhenFree = async (address: string) => {
    // Each refusal is answered after the service's pause (server/slow-refusal.ts).
    for (let attempt = 0; attempt < 5; attempt++) {
      const stream = await open(SCREEN_EVENTS, address);
      if (stream.status === 200) return stream;
    }
    throw new Error(`no place for ${address} after five asks`);
  };

  it('admits each address up to its line and the service up to its own, and refuses the next holding nothing', async () => {
    const first = await open(SCREEN_EVENTS, '203.0.113.7');
    const second = await open(SCREEN_EVENTS, '203.0.113.7');
    expect([first.status, second.status]).toEqual([200, 200]);
    // An admitted stream is sent the screen's state at once.
    expect(JSON.parse(await first.firstMessage)).toMatchObject({ doctor: 'physician' });

    const third = await open(SCREEN_EVENTS, '203.0.113.7');
    expect(third.status).toBe(429);
    expect(third.headers['retry-after']).toBe('30');
    expect(third.headers['cache-control']).toBe('no-store');
    await third.ended;

    // The refusal held no place: another address takes the service's last one, and the next address is refused.
    const other = await open(SCREEN_EVENTS, '198.51.100.20');
    expect(other.status).toBe(200);
    const refused = await open(SCREEN_EVENTS, '198.51.100.21');
    expect(refused.status).toBe(503);
    expect(refused.headers['retry-after']).toBe('30');

    // A patient's stream with a key that is no page is answered 404 before it is counted.
    const unknown = await open(`/queue/${'x'.repeat(43)}/events`, '198.51.100.22');
    expect(unknown.status).toBe(404);

    // A stream that ends gives its place back; the ones still open go on.
    first.close();
    const after = await openWhenFree('198.51.100.21');
    expect(JSON.parse(await after.firstMessage)).toMatchObject({ doctor: 'physician' });
    expect((await open(SCREEN_EVENTS, '203.0.113.7')).status).toBe(503);
    for (const stream of [second, other, after]) stream.close();
  });

  describe('in the browser', () => {
    let browser: Browser;
    beforeAll(async () => {
      browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_FLAGS });
    }, 60_000);
    afterAll(async () => browser?.close());

    it('a screen refused asks again after the wait, and is admitted once there is a place', async () => {
      // Two streams from one address hold its line: the page's own is refused.
      const held = [await openWhenFree('127.0.0.1'), await openWhenFree('127.0.0.1')];
      const page = await browser.newPage();
      await page.clock.install();
      const asked: number[] = [];
      page.on('response', (response) => {
        if (response.url().includes('/queue/screen/events')) asked.push(response.status());
      });
      await page.goto(`http://127.0.0.1:${port}/queue/screen`);
      await expect.poll(() => asked, { timeout: 10_000 }).toEqual([429]);

      // Within the wait it does not ask again; a place is freed, and after the wait it is admitted.
      for (const stream of held) stream.close();
      await page.clock.runFor(29_000);
      expect(asked).toEqual([429]);
      await page.clock.runFor(1_000);
      await expect.poll(() => asked, { timeout: 10_000 }).toEqual([429, 200]);
      await page.close();
    });

    it('a screen whose open stream ends and whose reconnect meets a stopping service asks again after the retry', async () => {
      // The service as it restarts: the stream ends (one message, then the body's end), and the browser's own
      // reconnect is answered 503, as Fastify answers while it closes; the EventSource then closes for good.
      const page = await browser.newPage();
      await page.clock.install();
      const asked: number[] = [];
      await page.route('**/queue/screen/events**', async (route) => {
        const status = asked.length === 1 ? 503 : 200;
        asked.push(status);
        if (status === 503) return route.fulfill({ status, headers: { 'retry-after': '5' }, body: '' });
        const message = JSON.stringify({ doctor: 'physician', token: String(asked.length) });
        await route.fulfill({
          status,
          headers: { 'content-type': 'text/event-stream', 'cache-control': 'no-store' },
          body: `retry: 50\n\ndata: ${message}\n\n`,
        });
      });
      await page.goto(`http://127.0.0.1:${port}/queue/screen`);
      await expect.poll(() => asked, { timeout: 10_000 }).toEqual([200, 503]);

      // Not the 30 s of a refusal from the start: the page asks again after the stream's own retry (2 s).
      await page.clock.runFor(LIVE_RECONNECT_MS - 100);
      expect(asked).toEqual([200, 503]);
      await page.clock.runFor(100);
      await expect.poll(() => asked, { timeout: 10_000 }).toEqual([200, 503, 200]);
      await page.close();
    });
  });
});
