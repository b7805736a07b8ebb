import net from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { csvCell } from '../../server/csv';
import { JSON_HEADERS, formA, readRows, startTestServer, type TestServer } from './helpers';

// The smaller findings of issue 28: the withdrawal link's full stop, the timeouts' real times,
// Fastify's own 400, and a CSV cell a semicolon-splitting spreadsheet would run.

let server: TestServer | undefined;
afterEach(async () => {
  await server?.close();
  server = undefined;
});

describe('the clinic e-mail', () => {
  it('links the withdrawal page without the full stop that ends the sentence', async () => {
    server = await startTestServer({ siteUrl: 'https://clinic.example.in' });
    expect(
      (await server.app.inject({ method: 'POST', url: '/api/appointments', headers: JSON_HEADERS, payload: formA() }))
        .statusCode,
    ).toBe(201);
    const clinic = readRows(server.config.dataDir, 'outbox').find((row) => row.purpose === 'clinic');
    const html = String(clinic?.html_body);
    expect(html).toContain(
      '<a href="https://clinic.example.in/withdraw-consent">https://clinic.example.in/withdraw-consent</a>.',
    );
    expect(html).not.toContain('withdraw-consent.<');
    expect(html).not.toContain('href="https://clinic.example.in/withdraw-consent."');
  });
});

describe('connection timeouts', () => {
  it('answers headers that never finish at 10 s, not at the next 30-second check', async () => {
    server = await startTestServer();
    await server.app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = server.app.server.address() as net.AddressInfo;
    const started = Date.now();
    const answer = await new Promise<string>((resolve, reject) => {
      // no blank line: headers never end
      const socket = net.connect(port, '127.0.0.1', () => socket.write('GET / HTTP/1.1\r\nHost: 127.0.0.1\r\n'));
      let received = '';
      socket.on('data', (chunk) => (received += String(chunk)));
      socket.on('close', () => resolve(received));
      socket.on('error', reject);
      setTimeout(() => socket.destroy(), 20_000).unref();
    });
    const seconds = (Date.now() - started) / 1000;
    expect(answer).toMatch(/^HTTP\/1\.1 408/);
    expect(seconds).toBeGreaterThanOrEqual(9.5);
    expect(seconds).toBeLessThan(12.5);
  }, 25_000);
});

describe("Fastify's own refusal of an undecodable URL", () => {
  it('answers the service 400 page with the security headers, echoing nothing of the path', async () => {
    server = await startTestServer();
    for (const url of ['/%ff', '/%ffsecret-%3Cscript%3E']) {
      const response = await server.app.inject({ url, headers: { accept: 'text/html' } });
      expect(response.statusCode).toBe(400);
      expect(response.headers['content-security-policy']).toContain("default-src 'self'");
      expect(response.headers['x-content-type-options']).toBe('nosniff');
      expect(response.headers['strict-transport-security']).toContain('max-age=');
      expect(response.headers['content-type']).toContain('text/html');
      expect(response.body).toContain('Address not understood');
      expect(response.body).not.toMatch(/%ff|secret|script%3E/i);
    }
    const json = await server.app.inject({ url: '/%ff', headers: { accept: 'application/json' } });
    expect(json.json()).toEqual({ ok: false, error: expect.stringContaining('could not be read') });
  });
});

describe('CSV for a spreadsheet that splits on semicolons or tabs', () => {
  it('quotes a cell holding a semicolon or a tab, so no formula starts inside it', () => {
    expect(csvCell('Eve;=1+1')).toBe('"Eve;=1+1"');
    expect(csvCell('Eve\t=1+1')).toBe('"Eve\t=1+1"');
    expect(csvCell('=1+1;x')).toBe(`"'=1+1;x"`);
    expect(csvCell('plain text')).toBe('plain text');
  });
});
