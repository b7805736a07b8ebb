import http from 'node:http';

/**
 * Clients of a server-sent events stream over real HTTP (the waiting room's screens and phones, as the tests and the
 * bench see them): each keeps its last event's data and when it came, and can wait for one that passes a test.
 */
export interface SseClient {
  last: unknown;
  /** performance.now() of each event, in order, with its data. */
  events: Array<{ at: number; data: unknown }>;
  close(): void;
  /** Resolves with the time (performance.now()) of the first event whose data passes `test`. */
  until(test: (data: unknown) => boolean, timeoutMs?: number): Promise<number>;
}

export function openSse(url: string): Promise<SseClient> {
  return new Promise((resolve, reject) => {
    const waiting: Array<{ test: (data: unknown) => boolean; done: (at: number) => void }> = [];
    const client: SseClient = {
      last: undefined,
      events: [],
      close: () => request.destroy(),
      until: (test, timeoutMs = 10_000) => {
        const seen = client.events.find((event) => test(event.data));
        if (seen) return Promise.resolve(seen.at);
        return new Promise((done, fail) => {
          const timer = setTimeout(() => fail(new Error(`no event in ${timeoutMs} ms from ${url}`)), timeoutMs);
          waiting.push({
            test,
            done: (at) => {
              clearTimeout(timer);
              done(at);
            },
          });
        });
      },
    };
    const request = http.get(url, { agent: false }, (response) => {
      if (response.statusCode !== 200) return reject(new Error(`${url} answered ${response.statusCode}`));
      response.setEncoding('utf8');
      let buffer = '';
      response.on('data', (chunk: string) => {
        const at = performance.now();
        buffer += chunk;
        let end: number;
        while ((end = buffer.indexOf('\n\n')) !== -1) {
          const block = buffer.slice(0, end);
          buffer = buffer.slice(end + 2);
          const data = block
            .split('\n')
            .filter((line) => line.startsWith('data: '))
            .map((line) => line.slice(6))
            .join('\n');
          if (!data) continue;
          const parsed: unknown = JSON.parse(data);
          client.last = parsed;
          client.events.push({ at, data: parsed });
          for (const wait of waiting.splice(0))
            if (wait.test(parsed)) wait.done(at);
            else waiting.push(wait);
        }
      });
      resolve(client);
    });
    request.on('error', reject);
  });
}
