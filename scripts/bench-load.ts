import http from 'node:http';

/** The bench's keep-alive HTTP loader and its table (scripts/bench-forms.ts). */

export interface LoadResult {
  target: string;
  requests: number;
  rps: number;
  p50: number;
  p99: number;
  failed: number;
  note?: string;
}

export interface Target {
  name: string;
  url: string;
  method: 'GET' | 'POST';
  headers?: Record<string, string>;
  bodies?: string[];
}

function percentile(sorted: Float64Array, p: number): number {
  if (sorted.length === 0) return NaN;
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] as number;
}

/** Keeps `connections` requests in flight for `seconds`; latency per request in ms. */
export async function load(target: Target, seconds: number, connections: number): Promise<LoadResult> {
  const agent = new http.Agent({ keepAlive: true, maxSockets: connections });
  const latencies: number[] = [];
  let failed = 0;
  let next = 0;
  const end = Date.now() + seconds * 1000;
  const one = () =>
    new Promise<void>((resolve) => {
      const body = target.bodies ? (target.bodies[next++ % target.bodies.length] as string) : undefined;
      const headers = { ...target.headers, ...(body ? { 'content-length': String(Buffer.byteLength(body)) } : {}) };
      const start = process.hrtime.bigint();
      const request = http.request(target.url, { method: target.method, agent, headers }, (response) => {
        response.resume();
        response.on('end', () => {
          latencies.push(Number(process.hrtime.bigint() - start) / 1e6);
          if ((response.statusCode ?? 0) >= 300) failed++;
          resolve();
        });
      });
      request.on('error', () => {
        failed++;
        resolve();
      });
      request.end(body);
    });
  const started = Date.now();
  await Promise.all(
    Array.from({ length: connections }, async () => {
      while (Date.now() < end) await one();
    }),
  );
  const elapsed = (Date.now() - started) / 1000;
  agent.destroy();
  const sorted = Float64Array.from(latencies).sort();
  return {
    target: target.name,
    requests: latencies.length,
    rps: latencies.length / elapsed,
    p50: percentile(sorted, 50),
    p99: percentile(sorted, 99),
    failed,
  };
}

export function formatTable(results: LoadResult[]): string {
  const rows = results.map((r) =>
    r.note
      ? `| ${r.target} | - | - | - | - | ${r.note} |`
      : `| ${r.target} | ${Math.round(r.rps)} | ${r.p50.toFixed(1)} | ${r.p99.toFixed(1)} | ${r.requests} | ${r.failed} failed |`,
  );
  return ['| target | req/s | p50 ms | p99 ms | requests | notes |', '|---|---:|---:|---:|---:|---|', ...rows].join(
    '\n',
  );
}
