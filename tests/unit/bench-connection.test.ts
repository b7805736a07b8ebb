import http from 'node:http';
import net from 'node:net';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { answerLength, expectedLength, requestBytes, runConnection } from '../../scripts/bench-connection';

/**
 * The bench's loader reads each answer only as far as its length (scripts/bench-connection.ts): here against the
 * bytes a real node:http server writes, with a Content-Length, chunked in several writes, and without a body.
 */

let server: http.Server;
let port = 0;
beforeAll(async () => {
  server = http.createServer((request, response) => {
    request.resume();
    request.on('end', () => {
      if (request.url === '/length') return response.end('{"ok":true}');
      if (request.url === '/empty') return response.writeHead(204).end();
      if (request.url === '/long') {
        // A long answer with its length, written in pieces that arrive as separate chunks.
        const body = 'x'.repeat(200_000);
        response.writeHead(200, { 'content-length': String(body.length + 3) });
        response.write(body);
        setTimeout(() => response.end('end'), 10);
        return;
      }
      response.writeHead(200, { 'content-type': 'text/plain' });
      response.write('first part, ');
      setTimeout(() => response.end('second part\r\n0\r\n\r\n in the body'), 20);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  port = (server.address() as AddressInfo).port;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

/** The raw bytes of the answers to `paths`, asked for on one keep-alive connection. */
async function rawAnswers(paths: string[]): Promise<Buffer> {
  const socket = net.connect({ port, host: '127.0.0.1' });
  const chunks: Buffer[] = [];
  socket.on('data', (chunk: Buffer) => chunks.push(chunk));
  for (const path of paths) {
    const before = Buffer.concat(chunks).length;
    socket.write(requestBytes(`http://127.0.0.1:${port}${path}`, 'POST', {}, ['{"a":1}'])[0]!);
    // Each answer complete before the next is asked for.
    while (answerLength(Buffer.concat(chunks).subarray(before)) < 0) await new Promise((r) => setTimeout(r, 5));
  }
  socket.destroy();
  return Buffer.concat(chunks);
}

it('finds where each answer ends, whatever its framing, and waits for one not all there', async () => {
  const data = await rawAnswers(['/length', '/chunked', '/empty', '/length']);
  const ends: number[] = [];
  for (let rest = data; rest.length > 0;) {
    const length = answerLength(rest);
    expect(length).toBeGreaterThan(0);
    expect(rest.toString('latin1', 0, 9)).toBe('HTTP/1.1 ');
    ends.push(Number(rest.toString('latin1', 9, 12)));
    // Any shorter prefix of an answer is not yet an answer.
    expect(answerLength(rest.subarray(0, length - 1))).toBe(-1);
    rest = rest.subarray(length);
  }
  expect(ends).toEqual([200, 200, 204, 200]);
});

it('counts each long answer once, when all of it has come, on one keep-alive connection', async () => {
  const requests = requestBytes(`http://127.0.0.1:${port}/long`, 'GET');
  const statuses: number[] = [];
  await runConnection(port, requests, 0, Date.now() + 300, (_latency, status) => statuses.push(status));
  expect(statuses.length).toBeGreaterThan(1);
  expect(new Set(statuses)).toEqual(new Set([200]));
  const head = Buffer.from('HTTP/1.1 200 OK\r\ncontent-length: 5\r\n\r\nab');
  expect(expectedLength(head)).toBe(head.length + 3);
  expect(expectedLength(head.subarray(0, 10))).toBe(-1);
});
