/**
 * `npm run bench`: the figures behind the bars of docs/design.md, printed and written to docs/benchmarks.md (each part
 * that ran replaces its section: scripts/bench-report.ts), never asserted in a timed test.
 * Needs a build (npm run build). BENCH_PAGES="/,/about" limits the Lighthouse part;
 * BENCH_SKIP=pages, BENCH_SKIP=mainthread, BENCH_SKIP=forms, BENCH_SKIP=queue or BENCH_SKIP=builds skips a part
 * (builds: both builds timed, the shipped one and the 300-post fixture, which takes minutes; it runs first and leaves
 * the shipped build in place; mainthread: this build beside the previous release, BENCH_PREVIOUS, built on first use,
 * in the same run: scripts/bench-main-thread.ts; queue: the waiting room, scripts/bench-queue.ts).
 * The form service is measured on SQLite, and on PostgreSQL too when DATABASE_URL or TEST_DATABASE_URL names a server
 * (beside pgbench's figure for that server); both POST lines are judged against the bar.
 */
import os from 'node:os';
import { benchBuilds } from './bench-builds';
import { benchDiary } from './bench-diary';
import { benchFloods } from './bench-floods';
import { benchMainThread } from './bench-main-thread';
import { benchForms, formatTable, judgeForms, postgresServer } from './bench-forms';
import { WARM_UP_SECONDS } from './bench-load';
import { benchPages } from './bench-pages';
import { benchQueue } from './bench-queue';
import { pgbenchInsert } from './bench-pgbench';
import { writeBenchmarkSection } from './bench-report';

const skip = (process.env.BENCH_SKIP ?? '').split(',');
const load = () =>
  `load average ${os
    .loadavg()
    .map((l) => l.toFixed(2))
    .join(' / ')}`;
const measured = () =>
  `Measured ${new Date().toISOString().slice(0, 16).replace('T', ' ')} UTC, ${load()} at the start.`;

if (!skip.includes('builds')) {
  const when = measured();
  console.log('\n## Builds: time and heaviest pages, shipped posts and 300 more\n');
  const output = benchBuilds();
  console.log(output);
  writeBenchmarkSection('Builds', `${when}\n\n${output}`);
}

if (!skip.includes('pages')) {
  const when = measured();
  console.log('\n## Pages: Lighthouse (mobile) and first-view weight, gzip\n');
  const output = await benchPages();
  console.log(output);
  writeBenchmarkSection('Pages (Lighthouse)', `${when}\n\n${output}`);
}

if (!skip.includes('mainthread')) {
  const when = measured();
  console.log('\n## Main thread after the first paint, beside the previous release\n');
  const output = await benchMainThread();
  console.log(output);
  writeBenchmarkSection('Main thread (beside the previous release)', `${when}\n\n${output}`);
}

if (!skip.includes('forms')) {
  const seconds = Number(process.env.BENCH_SECONDS ?? 10);
  const connections = Number(process.env.BENCH_CONNECTIONS ?? 50);
  const when = measured();
  const title = `${connections} connections, ${seconds} s per target after ${WARM_UP_SECONDS} s of the same load unmeasured, ${os.cpus().length} CPUs, \`RATE_LIMIT=0\``;
  console.log(`\n## Form service: ${title}\n`);
  const results = await benchForms(seconds, connections);
  const server = postgresServer();
  const pgbench = server ? await pgbenchInsert(server, seconds, connections) : null;
  const { lines, pass } = judgeForms(results);
  const output = [
    formatTable(results),
    ...(pgbench
      ? [
          `\nThe same PostgreSQL server under pgbench (${load()}): ${connections} clients inserting one request-sized row ` +
            `each, ${Math.round(pgbench.tps)} transactions/s, ${pgbench.latencyMs.toFixed(1)} ms average.`,
        ]
      : []),
  ].join('\n');
  console.log(`${output}\n\n${lines.join('\n')}`);
  writeBenchmarkSection(
    'Form service',
    `${when} ${title}.\n\n${output}\n\n${lines.map((line) => `- ${line}`).join('\n')}`,
  );
  if (!pass) process.exitCode = 1;
}

// BENCH_SKIP=diary skips the diary's part (scripts/bench-diary.ts).
if (!skip.includes('diary')) {
  const when = measured();
  console.log('\n## Diary: the free times of one doctor for 14 days\n');
  const { table, pass } = await benchDiary(Number(process.env.BENCH_SECONDS ?? 10));
  const bar = `GET /api/availability >= 1000 req/s with p99 <= 20 ms on SQLite: ${pass ? 'PASS' : 'FAIL'}`;
  const output = `${table}\n\nBar: ${bar}`;
  console.log(output);
  writeBenchmarkSection(
    'Diary',
    `${when} Each line measured after ${WARM_UP_SECONDS} s of the same load unmeasured.\n\n${output}`,
  );
}

// BENCH_SKIP=floods skips the anonymous floods beside normal patients (scripts/bench-floods.ts).
if (!skip.includes('floods')) {
  const when = measured();
  console.log('\n## Floods: normal availability answers beside anonymous floods\n');
  const { table, pass } = await benchFloods();
  console.log(table);
  writeBenchmarkSection('Floods', `${when}\n\n${table}`);
  if (!pass) process.exitCode = 1;
}

// BENCH_SKIP=queue skips the waiting room's part (scripts/bench-queue.ts).
if (!skip.includes('queue')) {
  const when = measured();
  console.log('\n## Waiting room: a call reaching 300 screens and phones by server-sent events\n');
  const { table, pass } = await benchQueue();
  const output = `${table}\n\nBar: a call reaches every client with p99 <= 1 s: ${pass ? 'PASS' : 'FAIL'}`;
  console.log(output);
  writeBenchmarkSection('Waiting room', `${when}\n\n${output}`);
  if (!pass) process.exitCode = 1;
}
