import { afterAll, beforeAll, expect, it } from 'vitest';
import { describePostgres, freshDatabase } from './backends';
import { signedInStaff } from './desk-helpers';
import { freePort, startTestServer, urlencoded, type TestServer } from './helpers';
import { openSse, type SseClient } from '../../tooling/sse-clients';

/**
 * Two instances of the service on one PostgreSQL database (fixed clock, Monday 23 November 2026, 09:30 in Kolkata):
 * 100 screens and phones connected to the second instance see a call made on the first (LISTEN/NOTIFY), each within a
 * second; the figure printed is the 99th percentile.
 */

const CLIENTS = 100;

describePostgres('the waiting room across two instances', () => {
  const servers: TestServer[] = [];
  const clients: SseClient[] = [];
  let origin: string;
  let cookie: string;
  let ports: number[];

  beforeAll(async () => {
    const database = await freshDatabase('postgres');
    ports = [await freePort(), await freePort()];
    origin = `http://localhost:${ports[0]}`;
    for (const port of ports) {
      const server = await startTestServer({ siteUrl: origin, databaseUrl: database.settings.databaseUrl });
      await server.app.listen({ port, host: '127.0.0.1' });
      servers.push(server);
    }
    ({ cookie } = await signedInStaff(servers[0]!, origin));
  }, 60_000);

  afterAll(async () => {
    for (const client of clients) client.close();
    for (const server of servers) await server.close();
  });

  it(`brings a call on the first instance to ${CLIENTS} clients of the second, each within a second`, async () => {
    const post = (url: string, fields: Record<string, string>) =>
      servers[0]!.app.inject({
        method: 'POST',
        url,
        headers: { 'content-type': 'application/x-www-form-urlencoded', origin, cookie },
        payload: urlencoded(fields),
      });
    await post('/desk/queue/walk-in', { doctor: 'physician', name: 'Arjun Rao', phone: '98450 12345' });
    const other = `http://127.0.0.1:${ports[1]}`;
    for (let i = 0; i < CLIENTS; i++) clients.push(await openSse(`${other}/queue/screen/events?doctors=physician`));
    await Promise.all(clients.map((client) => client.until((data) => (data as { token: string }).token === '–')));
    const called = performance.now();
    expect((await post('/desk/queue/call-next', { doctor: 'physician' })).statusCode).toBe(303);
    const arrived = await Promise.all(
      clients.map((client) => client.until((data) => (data as { token: string }).token === '1', 5_000)),
    );
    const delays = arrived.map((at) => at - called).sort((a, b) => a - b);
    const p99 = delays[Math.ceil(delays.length * 0.99) - 1]!;
    console.log(
      `queue across instances: ${CLIENTS} clients, p50 ${delays[CLIENTS / 2]!.toFixed(1)} ms, p99 ${p99.toFixed(1)} ms`,
    );
    expect(p99).toBeLessThan(1_000);
  }, 60_000);
});
