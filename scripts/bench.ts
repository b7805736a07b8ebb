/**
 * `npm run bench`: the figures behind the bars of docs/design.md, printed, never asserted in a timed test.
 * Needs a build (npm run build). BENCH_PAGES="/,/about" limits the Lighthouse part;
 * BENCH_SKIP=pages, BENCH_SKIP=forms or BENCH_SKIP=builds skips a part (builds: both builds timed, the
 * shipped one and the 300-post fixture, which takes minutes; it runs first and leaves the shipped build in place).
 */
import os from 'node:os';
import { benchBuilds } from './bench-builds';
import { benchDiary } from './bench-diary';
import { benchForms, formatTable } from './bench-forms';
import { benchPages } from './bench-pages';

const skip = (process.env.BENCH_SKIP ?? '').split(',');

if (!skip.includes('builds')) {
  console.log('\n## Builds: time and heaviest pages, shipped posts and 300 more\n');
  console.log(benchBuilds());
}

if (!skip.includes('pages')) {
  console.log('\n## Pages: Lighthouse (mobile) and first-view weight, gzip\n');
  console.log(await benchPages());
}

if (!skip.includes('forms')) {
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
}

// BENCH_SKIP=diary skips the diary's part (scripts/bench-diary.ts).
if (!skip.includes('diary')) {
  console.log('\n## Diary: the free times of one doctor for 14 days\n');
  const { table, pass } = await benchDiary(Number(process.env.BENCH_SECONDS ?? 10));
  console.log(
    `${table}\n\nBar: GET /api/availability >= 1000 req/s with p99 <= 20 ms on SQLite: ${pass ? 'PASS' : 'FAIL'}`,
  );
}
