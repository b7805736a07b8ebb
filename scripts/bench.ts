/**
 * `npm run bench`: the figures behind DESIGN.md's bars, printed, never asserted in a timed test.
 * Parts: the form service under load (scripts/bench-forms.ts). Page weight and Lighthouse come with issue #8.
 */
import os from 'node:os';
import { benchForms, formatTable } from './bench-forms';

const seconds = Number(process.env.BENCH_SECONDS ?? 10);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 50);

console.log(`\n## Form service: ${connections} connections, ${seconds} s per target, ${os.cpus().length} CPUs\n`);
const results = await benchForms(seconds, connections);
console.log(formatTable(results));
const post = results.find((result) => result.target.startsWith('POST'));
if (post) {
  const pass = post.rps >= 1000 && post.p99 <= 50 && post.failed === 0;
  console.log(`\nBar: POST /api/appointments >= 1000 req/s with p99 <= 50 ms: ${pass ? 'PASS' : 'FAIL'}`);
}
