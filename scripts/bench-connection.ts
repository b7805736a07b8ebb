import net from 'node:net';

/**
 * One keep-alive HTTP/1.1 connection of the bench's loader (scripts/bench-load.ts), written on a bare socket: the
 * requests are bytes made once, and an answer is read only as far as its status and length (Content-Length, or the
 * chunks of a chunked body). Node's http client spent about 120 to 150 µs of CPU per request, more than half of what
 * the service spent answering it, on the same two cores; this spends a fraction of that, which leaves the cores to the
 * service being measured.
 */

const HEADERS_END = Buffer.from('\r\n\r\n');
const LINE_END = Buffer.from('\r\n');

/** The bytes of each request to send, in turn. */
export function requestBytes(
  url: string,
  method: 'GET' | 'POST',
  headers: Record<string, string> = {},
  bodies: readonly string[] = [],
): Buffer[] {
  const { host, pathname, search } = new URL(url);
  const head = (body?: string) =>
    [
      `${method} ${pathname}${search} HTTP/1.1`,
      `host: ${host}`,
      ...Object.entries(headers).map(([name, value]) => `${name}: ${value}`),
      ...(body === undefined ? [] : [`content-length: ${Buffer.byteLength(body)}`]),
      '',
      '',
    ].join('\r\n');
  return bodies.length === 0 ? [Buffer.from(head())] : bodies.map((body) => Buffer.from(head(body) + body));
}

/** How many bytes of `data` the answer at its start takes, or -1 while it is not all there. */
export function answerLength(data: Buffer): number {
  const headersEnd = data.indexOf(HEADERS_END);
  if (headersEnd < 0) return -1;
  const bodyStart = headersEnd + 4;
  const head = data.toString('latin1', 0, headersEnd).toLowerCase();
  const length = /\r\ncontent-length: *(\d+)/.exec(head);
  if (length) return data.length >= bodyStart + Number(length[1]) ? bodyStart + Number(length[1]) : -1;
  if (!/\r\ntransfer-encoding: *chunked/.test(head)) return bodyStart; // no body (a 204 or a 304)
  for (let at = bodyStart; ;) {
    const lineEnd = data.indexOf(LINE_END, at);
    if (lineEnd < 0) return -1;
    const size = parseInt(data.toString('latin1', at, lineEnd), 16);
    if (size === 0) {
      const trailerEnd = data.indexOf(LINE_END, lineEnd + 2);
      return trailerEnd < 0 ? -1 : trailerEnd + 2; // no trailers: the empty line right after
    }
    at = lineEnd + 2 + size + 2;
    if (at > data.length) return -1;
  }
}

/** The whole length of an answer whose head is in `data` and gives its Content-Length, else -1. */
export function expectedLength(data: Buffer): number {
  const headersEnd = data.indexOf(HEADERS_END);
  if (headersEnd < 0) return -1;
  const length = /\r\ncontent-length: *(\d+)/.exec(data.toString('latin1', 0, headersEnd).toLowerCase());
  return length ? headersEnd + 4 + Number(length[1]) : -1;
}

/**
 * Sends requests one after the other on one connection until `until` (a Date.now()), answering each with its latency
 * in ms and its status (0: the connection failed); a connection the server closes is opened again.
 */
export function runConnection(
  port: number,
  requests: readonly Buffer[],
  first: number,
  until: number,
  answered: (latencyMs: number, status: number) => void,
): Promise<void> {
  return new Promise((resolve) => {
    let next = first;
    let pending: Buffer = Buffer.alloc(0);
    let started = 0;
    let socket: net.Socket;
    const send = () => {
      if (Date.now() >= until) {
        socket.end();
        resolve();
        return;
      }
      started = performance.now();
      socket.write(requests[next++ % requests.length] as Buffer);
    };
    const open = () => {
      pending = Buffer.alloc(0);
      socket = net.connect({ port, host: '127.0.0.1', noDelay: true }, send);
      // A long answer comes in several chunks: they are kept as they come and joined once, when the length its
      // head gave is reached, not copied and read again at every chunk.
      let parts: Buffer[] = [];
      let received = 0;
      let needed = -1;
      socket.on('data', (chunk: Buffer) => {
        if (needed > 0) {
          parts.push(chunk);
          received += chunk.length;
          if (received < needed) return;
          pending = Buffer.concat(parts, received);
          parts = [];
          needed = -1;
        } else pending = pending.length === 0 ? chunk : Buffer.concat([pending, chunk]);
        const length = answerLength(pending);
        if (length < 0) {
          needed = expectedLength(pending);
          if (needed > 0) [parts, received] = [[pending], pending.length];
          return;
        }
        answered(performance.now() - started, Number(pending.toString('latin1', 9, 12)));
        pending = pending.subarray(length);
        send();
      });
      socket.on('error', () => undefined);
      socket.on('close', (hadError) => {
        if (Date.now() >= until) return resolve();
        if (hadError || pending.length > 0 || started > 0) answered(performance.now() - started, 0);
        started = 0;
        open();
      });
    };
    open();
  });
}
