/**
 * Page speed and weight: Lighthouse (mobile defaults) on every prerendered page, served by our
 * own server from the build, plus a one-paragraph "floor" page served in the same run so LCP can
 * be read as a ratio to the best this machine can do. Prints a table against the bars
 * (Lighthouse scores, TBT, CLS, LCP to the floor page, and the byte bars `npm test` also enforces).
 *   BENCH_PAGES="/,/about" npx tsx scripts/bench-pages.ts
 */
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { readFileSync } from 'node:fs';
import { createServer as createHttpServer } from 'node:http';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { budgetProblems, DESIGN_BARS, kb, pageWeight } from './page-weight';
import { listPages } from './built-pages';
import { serveBuild } from './lib/serve-build';
import { FLOOR_DETAILS_PATH } from './bench-main-thread-probes';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from '../tooling/chromium';
import { phoneFontsEnvironment } from '../tooling/phone-fonts';

const buildDir = path.resolve('build/client');
const CHROME_FLAGS = ['--headless=new', ...CHROMIUM_FLAGS];

const noindex = (page: string) =>
  /<meta name="robots" content="noindex"/.test(readFileSync(path.join(buildDir, page, 'index.html'), 'utf8'));

export interface PageScore {
  page: string;
  performance: number;
  accessibility: number;
  bestPractices: number;
  seo: number;
  lcp: number;
  tbt: number;
  cls: number;
}

export async function audit(url: string, port: number, attempt = 1): Promise<Omit<PageScore, 'page'>> {
  const result = await lighthouse(url, {
    port,
    output: 'json',
    logLevel: 'error',
    onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'],
  });
  if (!result) throw new Error(`Lighthouse gave no result for ${url}`);
  // A run that failed to load the page (Lighthouse's runtimeError) is retried, then reported.
  if (result.lhr.runtimeError) {
    if (attempt < 3) return audit(url, port, attempt + 1);
    process.stderr.write(`\n${url}: ${result.lhr.runtimeError.code} ${result.lhr.runtimeError.message}\n`);
  }
  const { categories, audits } = result.lhr;
  const score = (id: string) => Math.round((categories[id]?.score ?? 0) * 100);
  return {
    performance: score('performance'),
    accessibility: score('accessibility'),
    bestPractices: score('best-practices'),
    seo: score('seo'),
    lcp: audits['largest-contentful-paint']?.numericValue ?? NaN,
    tbt: audits['total-blocking-time']?.numericValue ?? NaN,
    cls: audits['cumulative-layout-shift']?.numericValue ?? NaN,
  };
}

/** How many times each page is audited; every figure reported is the median of the runs. */
const RUNS = Number(process.env.BENCH_RUNS ?? 3);

export const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
};

/**
 * Lighthouse's simulated 4x CPU slowdown makes Total Blocking Time, and so the performance score,
 * vary by several points between runs on a 2-core machine. Every page is audited RUNS times and
 * each figure is the median of its runs, as Lighthouse's own guidance on variability advises.
 */
async function medianAudit(url: string, port: number): Promise<Omit<PageScore, 'page'>> {
  const runs: Array<Omit<PageScore, 'page'>> = [];
  for (let run = 0; run < RUNS; run++) runs.push(await audit(url, port));
  const of = (key: keyof Omit<PageScore, 'page'>) => median(runs.map((run) => run[key]));
  return {
    performance: of('performance'),
    accessibility: of('accessibility'),
    bestPractices: of('bestPractices'),
    seo: of('seo'),
    lcp: of('lcp'),
    tbt: of('tbt'),
    cls: of('cls'),
  };
}

/**
 * The bars every page is judged by in `npm run bench` (docs/decisions/0011-react-runtime.md; performance 98 since
 * 0014-paint-before-hydration.md).
 */
const SPEED_BARS = { performance: 98, tbt: 150, cls: 0.02, lcpToFloor: 1.5 };

/**
 * A one-paragraph page, compressed like ours: the floor of what LCP can be here. Its icon is an
 * empty data URI: a page that names none makes Chromium ask for /favicon.ico, and whenever that
 * request ended before the paint Lighthouse charged it to the floor's LCP (752 ms instead of 625 in
 * most runs), which made every ratio look better than it was (docs/decisions/0016-one-restyle-after-paint.md).
 * At FLOOR_DETAILS_PATH it serves the floor of a tap: two bare `<details>` and no script, marked hydrated so the
 * interaction probes (scripts/bench-main-thread-probes.ts) tap it as they tap the site.
 */
export function startFloorServer(): Promise<{ url: string; close: () => void }> {
  const head =
    '<!doctype html><html lang="en" data-hydrated="true"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="description" content="Floor page"><link rel="icon" href="data:,"><title>Floor</title></head>';
  const answer = '<details><summary>A question</summary><p>One paragraph of answer.</p></details>';
  const pages = new Map([
    [
      '/',
      gzipSync(
        `${head}<body><main><h1>Floor</h1><p>One paragraph of text, served from the same machine in the same run.</p></main></body></html>`,
      ),
    ],
    [FLOOR_DETAILS_PATH, gzipSync(`${head}<body><main><h1>Floor</h1>${answer}${answer}</main></body></html>`)],
  ]);
  const server = createHttpServer((req, res) => {
    const html = pages.get(req.url ?? '/');
    if (!html) return void res.writeHead(404).end();
    res.writeHead(200, { 'content-type': 'text/html; charset=utf-8', 'content-encoding': 'gzip' });
    res.end(html);
  });
  return new Promise((resolve) =>
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      resolve({
        url: `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}/`,
        close: () => server.close(),
      });
    }),
  );
}

export async function benchPages(): Promise<string> {
  const filter = process.env.BENCH_PAGES?.split(',').map((page) => page.trim());
  // /404 answers with status 404 by design, which Lighthouse refuses to audit.
  const pages = listPages(buildDir).filter((page) => page !== '/404' && (!filter || filter.includes(page)));
  const { app, origin } = await serveBuild();
  const floor = await startFloorServer();
  // The Indic system fonts a phone has (tooling/phone-fonts.ts).
  const chrome = await chromeLauncher.launch({
    chromePath: CHROMIUM_PATH,
    chromeFlags: CHROME_FLAGS,
    envVars: { ...process.env, ...phoneFontsEnvironment('test-results') },
  });
  const rows: string[] = [];
  const failures: string[] = [];
  try {
    const floorScore = await medianAudit(floor.url, chrome.port);
    rows.push(
      `| floor page | ${floorScore.performance} | ${floorScore.accessibility} | ${floorScore.bestPractices} | ${floorScore.seo} | ${Math.round(floorScore.lcp)} | 1.00 | ${Math.round(floorScore.tbt)} | ${floorScore.cls.toFixed(3)} | - | - | - | - |`,
    );
    for (const page of pages) {
      const score = await medianAudit(origin + encodeURI(page), chrome.port);
      const weight = pageWeight(buildDir, page);
      const lcpToFloor = score.lcp / floorScore.lcp;
      const problems = [
        ...budgetProblems(weight, DESIGN_BARS),
        ...(score.performance < SPEED_BARS.performance
          ? [`${page}: performance ${score.performance} < ${SPEED_BARS.performance}`]
          : []),
        ...(score.tbt > SPEED_BARS.tbt ? [`${page}: TBT ${Math.round(score.tbt)} ms > ${SPEED_BARS.tbt} ms`] : []),
        ...(lcpToFloor > SPEED_BARS.lcpToFloor
          ? [`${page}: LCP ${lcpToFloor.toFixed(2)}x the floor page > ${SPEED_BARS.lcpToFloor}x`]
          : []),
        ...(score.accessibility < 100 ? [`${page}: accessibility ${score.accessibility}`] : []),
        ...(score.bestPractices < 100 ? [`${page}: best practices ${score.bestPractices}`] : []),
        // A noindex page (the thank-you page) fails SEO's "is crawlable" on purpose.
        ...(score.seo < 100 && !noindex(page) ? [`${page}: SEO ${score.seo}`] : []),
        ...(score.cls > SPEED_BARS.cls ? [`${page}: CLS ${score.cls.toFixed(3)}`] : []),
      ];
      failures.push(...problems);
      rows.push(
        `| ${page} | ${score.performance} | ${score.accessibility} | ${score.bestPractices} | ${score.seo} | ${Math.round(score.lcp)} | ${lcpToFloor.toFixed(2)} | ${Math.round(score.tbt)} | ${score.cls.toFixed(3)} | ${kb(weight.js)} | ${kb(weight.css)} | ${kb(weight.total)} | ${problems.length ? 'NO' : 'yes'} |`,
      );
      process.stderr.write('.');
    }
  } finally {
    await chrome.kill();
    floor.close();
    await app.close();
  }
  return [
    '| page | perf | a11y | best pr. | SEO | LCP ms | LCP / floor | TBT ms | CLS | JS gz | CSS gz | total gz | within bars |',
    '|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---|',
    ...rows,
    '',
    `Each figure is the median of ${RUNS} Lighthouse runs.`,
    failures.length
      ? `Outside the bars (${failures.length}):\n- ${failures.join('\n- ')}`
      : 'Every page is within the bars.',
  ].join('\n');
}
