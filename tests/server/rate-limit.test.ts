import { afterEach, describe, expect, it } from 'vitest';
import { FORM_HEADERS, JSON_HEADERS, fixedClock, formA, startTestServer, urlencoded, type TestServer } from './helpers';

let server: TestServer | undefined;
afterEach(async () => {
  await server?.close();
  server = undefined;
});

const post = (
  s: TestServer,
  headers: Record<string, string>,
  remoteAddress = '203.0.113.7',
  url = '/api/appointments',
) =>
  s.app.inject({
    method: 'POST',
    url,
    headers,
    payload: url === '/api/subscriptions' ? { email: 'r@example.org' } : formA(),
    remoteAddress,
  });

describe('per-address rate limit on POST /api/*', () => {
  it('answers the 6th post within a minute with 429 and Retry-After, across the three endpoints', async () => {
    server = await startTestServer({ rateLimit: 5 }, { now: fixedClock });
    const statuses: number[] = [];
    for (let i = 0; i < 3; i++) statuses.push((await post(server, JSON_HEADERS)).statusCode);
    for (let i = 0; i < 2; i++)
      statuses.push((await post(server, JSON_HEADERS, undefined, '/api/subscriptions')).statusCode);
    expect(statuses).toEqual([201, 201, 201, 201, 201]);

    const sixth = await post(server, JSON_HEADERS, undefined, '/api/messages');
    expect(sixth.statusCode).toBe(429);
    expect(Number(sixth.headers['retry-after'])).toBeGreaterThan(0);
    expect(Number(sixth.headers['retry-after'])).toBeLessThanOrEqual(60);
    expect(sixth.json()).toMatchObject({ ok: false, error: expect.stringContaining('Too many requests') });

    const native = await server.app.inject({
      method: 'POST',
      url: '/api/appointments',
      headers: FORM_HEADERS,
      payload: urlencoded(formA()),
      remoteAddress: '203.0.113.7',
    });
    expect(native.statusCode).toBe(429);
    expect(native.headers['content-type']).toMatch(/^text\/html/);
    expect(native.body).toContain('<h1>Too many requests</h1>');

    // another address is not affected, nor are pages
    expect((await post(server, JSON_HEADERS, '198.51.100.9')).statusCode).toBe(201);
    expect((await server.app.inject({ url: '/healthz', remoteAddress: '203.0.113.7' })).statusCode).toBe(200);
  });

  it('does not let a spoofed X-Forwarded-For get around it when TRUST_PROXY is off', async () => {
    server = await startTestServer({ rateLimit: 5, trustProxy: false }, { now: fixedClock });
    const statuses: number[] = [];
    for (let i = 1; i <= 6; i++)
      statuses.push((await post(server, { ...JSON_HEADERS, 'x-forwarded-for': `192.0.2.${i}` })).statusCode);
    expect(statuses).toEqual([201, 201, 201, 201, 201, 429]);
  });

  it('counts per forwarded client address behind one trusted proxy (TRUST_PROXY=1)', async () => {
    server = await startTestServer({ rateLimit: 5, trustProxy: 1 }, { now: fixedClock });
    const statuses: number[] = [];
    for (let i = 1; i <= 6; i++)
      statuses.push(
        (await post(server, { ...JSON_HEADERS, 'x-forwarded-for': `192.0.2.${i}` }, '127.0.0.1')).statusCode,
      );
    expect(statuses).toEqual([201, 201, 201, 201, 201, 201]);
  });

  it('behind one proxy, does not let entries the client wrote into X-Forwarded-For choose its address', async () => {
    server = await startTestServer({ rateLimit: 5, trustProxy: 1 }, { now: fixedClock });
    // The proxy appends the address it saw (198.51.100.20); what comes before it is the client's own writing.
    const statuses: number[] = [];
    for (let i = 1; i <= 6; i++) {
      statuses.push(
        (
          await post(
            server,
            { ...JSON_HEADERS, 'x-forwarded-for': `192.0.2.${i}, 10.0.0.${i}, 198.51.100.20` },
            '127.0.0.1',
          )
        ).statusCode,
      );
    }
    expect(statuses).toEqual([201, 201, 201, 201, 201, 429]);
  });

  it('trusts listed proxy addresses only: a post from elsewhere counts by its own address', async () => {
    server = await startTestServer({ rateLimit: 5, trustProxy: ['127.0.0.1'] }, { now: fixedClock });
    const statuses: number[] = [];
    for (let i = 1; i <= 6; i++)
      statuses.push(
        (await post(server, { ...JSON_HEADERS, 'x-forwarded-for': `192.0.2.${i}` }, '203.0.113.50')).statusCode,
      );
    expect(statuses).toEqual([201, 201, 201, 201, 201, 429]);
  });

  it('is off with RATE_LIMIT=0', async () => {
    server = await startTestServer({ rateLimit: 0 }, { now: fixedClock });
    for (let i = 0; i < 8; i++) expect((await post(server, JSON_HEADERS)).statusCode).toBe(201);
  });
});
