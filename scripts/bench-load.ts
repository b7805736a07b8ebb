import { requestBytes, runConnection } from './bench-connection';
import { groupCpuMicros } from './process-cpu';

/** The bench's keep-alive HTTP loader (its connections: bench-connection.ts) and its table (scripts/bench-forms.ts). */

export interface LoadResult {
  target: string;
  requests: number;
  rps: number;
  p50: number;
  p99: number;
  failed: number;
  /** CPU time the target's process group spent per answered request, in microseconds (when its group is known). */
  cpuPerRequestUs?: number;
  /** CPU time the database server's processes spent per answered request (PostgreSQL lines). */
  databaseCpuPerRequestUs?: number;
  /** CPU time this loader spent per answered request, in microseconds (it shares the machine's cores). */
  loaderCpuPerRequestUs?: number;
  note?: string;
}

export interface Target {
  name: string;
  url: string;
  method: 'GET' | 'POST';
  headers?: Record<string, string>;
  bodies?: string[];
  /** The process group answering (started detached), whose CPU time is measured. */
  processGroup?: number;
  /** CPU time of the database server so far, in microseconds (scripts/process-cpu.ts), when it has processes here. */
  databaseCpu?: () => number;
}

/**
 * How long each target is loaded, unmeasured, before its measured run (BENCH_WARMUP_SECONDS, default 10): the bars
 * are for a service that sustains its load. On PostgreSQL the first seconds after start measured a third slower and
 * settled after about ten (docs/decisions/0058-postgresql-post-commit-with-its-last-statement.md).
 */
export const WARM_UP_SECONDS = Number(process.env.BENCH_WARMUP_SECONDS ?? 10);

function percentile(sorted: Float64Array, p: number): number {
  if (sorted.length === 0) return NaN;
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] as number;
}

/** Keeps `connections` requests in flight for `seconds`; latency per request in ms. */
export async function load(target: Target, seconds: number, connections: number): Promise<LoadResult> {
  const requests = requestBytes(target.url, target.method, target.headers, target.bodies);
  const port = Number(new URL(target.url).port);
  const latencies: number[] = [];
  let failed = 0;
  const answered = (latencyMs: number, status: number) => {
    latencies.push(latencyMs);
    if (status < 200 || status >= 300) failed++;
  };
  const started = Date.now();
  const cpuBefore = target.processGroup ? groupCpuMicros(target.processGroup) : 0;
  const databaseBefore = target.databaseCpu?.() ?? 0;
  const loaderBefore = process.cpuUsage();
  const until = started + seconds * 1000;
  await Promise.all(
    Array.from({ length: connections }, (_, index) => runConnection(port, requests, index, until, answered)),
  );
  const elapsed = (Date.now() - started) / 1000;
  const cpu = target.processGroup ? groupCpuMicros(target.processGroup) - cpuBefore : undefined;
  const loader = process.cpuUsage(loaderBefore);
  const database = target.databaseCpu ? target.databaseCpu() - databaseBefore : undefined;
  const sorted = Float64Array.from(latencies).sort();
  return {
    target: target.name,
    requests: latencies.length,
    rps: latencies.length / elapsed,
    p50: percentile(sorted, 50),
    p99: percentile(sorted, 99),
    failed,
    ...(cpu !== undefined && latencies.length > 0 ? { cpuPerRequestUs: cpu / latencies.length } : {}),
    ...(database !== undefined && latencies.length > 0 ? { databaseCpuPerRequestUs: database / latencies.length } : {}),
    ...(latencies.length > 0 ? { loaderCpuPerRequestUs: (loader.user + loader.system) / latencies.length } : {}),
  };
}

const micros = (value: number | undefined) => (value === undefined ? '-' : String(Math.round(value)));

export function formatTable(results: LoadResult[]): string {
  const rows = results.map((r) =>
    r.note
      ? `| ${r.target} | - | - | - | - | - | - | - | ${r.note} |`
      : `| ${r.target} | ${Math.round(r.rps)} | ${r.p50.toFixed(1)} | ${r.p99.toFixed(1)} | ${micros(r.cpuPerRequestUs)} | ${micros(r.databaseCpuPerRequestUs)} | ${micros(r.loaderCpuPerRequestUs)} | ${r.requests} | ${r.failed} failed |`,
  );
  return [
    '| target | req/s | p50 ms | p99 ms | service CPU µs/req | PostgreSQL CPU µs/req | loader CPU µs/req | requests | notes |',
    '|---|---:|---:|---:|---:|---:|---:|---:|---|',
    ...rows,
  ].join('\n');
}
