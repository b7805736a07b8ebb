/**
 * The main thread after the first paint, as a ratio to the previous release
 * (docs/decisions/0065-hydrate-in-two-passes.md). This build and the previous one (BENCH_PREVIOUS, a commit;
 * scripts/bench-previous-build.ts) are served side by side and measured in the same run, interleaved page by page,
 * on the same Chromium: on a shared machine only the comparison holds. Per page: Lighthouse (mobile: performance,
 * simulated TBT, LCP against the floor page) and the real long tasks of the first 5 s after the load event under 4x
 * CPU slowdown (a `longtask` observer); per interaction: its INP at 4x. Every page figure is the median of BENCH_RUNS
 * runs (3), every tap figure of TAPS_PER_RUN taps a run. Two floors beside them say what is left when nothing is
 * JavaScript: each page's TBT with JavaScript off (its HTML as such a browser gets it,
 * scripts/bench-no-script-build.ts), and the INP of a bare `<details>` toggle.
 *   BENCH_PAGES="/,/privacy" BENCH_RUNS=1 npx tsx scripts/bench-main-thread.ts
 */
import { chromium } from '@playwright/test';
import * as chromeLauncher from 'chrome-launcher';
import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from '../tooling/chromium';
import { phoneFontsEnvironment } from '../tooling/phone-fonts';
import { audit, median, startFloorServer } from './bench-pages';
import { noScriptBuild } from './bench-no-script-build';
import { previousBuild } from './bench-previous-build';
import { serveBuild } from './lib/serve-build';
import {
  CPU_SLOWDOWN,
  FLOOR_INTERACTION,
  INTERACTIONS,
  interactionDelay,
  type InteractionTiming,
  LONG_TASK_WINDOW_MS,
  longTasksAfterLoad,
  SEE_TARGET_MS,
  slowTab,
  TAP_HOLD_MS,
  type TapDriver,
} from './bench-main-thread-probes';

/** The bar is read on the patient's taps; Playwright's clicks beside them, as the runs before decision 0097. */
const TAP_DRIVERS: TapDriver[] = ['patient', 'driver'];
/**
 * Taps of each interaction per build in each run. A tap's INP waits for a frame (16.7 ms, a quarter of the previous
 * release's worst), so one tap lands a frame early or late by chance: the bar's taps are taken three times a run
 * (docs/decisions/0103-the-first-frame-lays-out-what-can-be-seen.md); the driver's, for comparison only, once.
 */
const TAPS_PER_RUN: Record<TapDriver, number> = { patient: 3, driver: 1 };

/** The release this build is compared with: the last one before issue 48's work. */
const PREVIOUS = process.env.BENCH_PREVIOUS ?? 'a87b9d5';
/** The issue's pages: the home, two content pages, a form page and the simplest ones. */
const DEFAULT_PAGES = ['/', '/about', '/Diabetes', '/appointment', '/privacy', '/search', '/withdraw-consent'];
const RUNS = Number(process.env.BENCH_RUNS ?? 3);

interface Build {
  name: 'previous' | 'this';
  origin: string;
}

interface PageRun {
  performance: number;
  lcp: number;
  tbt: number;
  longTasks: number;
  /** This build's page with JavaScript off: its TBT is what no cut to the scripts can take away. */
  tbtWithoutScripts: number;
}

const ratio = (value: number, previous: number) => (previous > 0 ? (value / previous).toFixed(2) : '-');

export async function benchMainThread(): Promise<string> {
  const filter = process.env.BENCH_PAGES?.split(',').map((page) => page.trim());
  const pages = filter ?? DEFAULT_PAGES;
  const previousDir = previousBuild(PREVIOUS);
  const previous = await serveBuild(previousDir);
  const current = await serveBuild(path.resolve('build/client'));
  const noScript = await serveBuild(noScriptBuild(path.resolve('build/client')));
  const builds: Build[] = [
    { name: 'previous', origin: previous.origin },
    { name: 'this', origin: current.origin },
  ];
  const floor = await startFloorServer();
  const fonts = phoneFontsEnvironment('test-results');
  const chrome = await chromeLauncher.launch({
    chromePath: CHROMIUM_PATH,
    chromeFlags: ['--headless=new', ...CHROMIUM_FLAGS],
    envVars: { ...process.env, ...fonts },
  });
  const env = { ...process.env, ...fonts };
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_FLAGS, env });
  const version = browser.version();
  const pageRuns = new Map<string, PageRun[]>();
  const inpRuns = new Map<string, InteractionTiming[]>();
  const floorLcp: number[] = [];
  const floorOrigin = new URL(floor.url).origin;
  try {
    for (let run = 0; run < RUNS; run++) {
      floorLcp.push((await audit(floor.url, chrome.port)).lcp);
      // Interleaved, and each run starts with the other build, so a busy minute weighs on both alike.
      const order = run % 2 ? [...builds].reverse() : builds;
      for (const page of pages) {
        const { tbt: tbtWithoutScripts } = await audit(noScript.origin + encodeURI(page), chrome.port);
        for (const build of order) {
          const score = await audit(build.origin + encodeURI(page), chrome.port);
          const tab = await slowTab(browser);
          const longTasks = await longTasksAfterLoad(tab.page, build.origin + encodeURI(page)).finally(tab.close);
          const key = `${build.name} ${page}`;
          pageRuns.set(key, [...(pageRuns.get(key) ?? []), { ...score, longTasks, tbtWithoutScripts }]);
          process.stderr.write('.');
        }
      }
      for (const driver of TAP_DRIVERS) {
        for (let tap = 0; tap < TAPS_PER_RUN[driver]; tap++) {
          const floorTab = await slowTab(browser);
          const floorTap = await interactionDelay(floorTab.page, floorOrigin, FLOOR_INTERACTION, driver).finally(
            floorTab.close,
          );
          inpRuns.set(`${driver} floor`, [...(inpRuns.get(`${driver} floor`) ?? []), floorTap]);
          for (const interaction of INTERACTIONS) {
            for (const build of tap % 2 ? [...order].reverse() : order) {
              const tab = await slowTab(browser);
              const timing = await interactionDelay(tab.page, build.origin, interaction, driver).finally(tab.close);
              const key = `${driver} ${build.name} ${interaction.name}`;
              inpRuns.set(key, [...(inpRuns.get(key) ?? []), timing]);
              process.stderr.write(':');
            }
          }
        }
      }
    }
  } finally {
    await browser.close();
    await chrome.kill();
    floor.close();
    await previous.app.close();
    await current.app.close();
    await noScript.app.close();
  }
  return report({ pages, pageRuns, inpRuns, floor: median(floorLcp), version });
}

function report({
  pages,
  pageRuns,
  inpRuns,
  floor,
  version,
}: {
  pages: string[];
  pageRuns: Map<string, PageRun[]>;
  inpRuns: Map<string, InteractionTiming[]>;
  floor: number;
  version: string;
}): string {
  const of = (key: string, field: keyof PageRun) => median((pageRuns.get(key) ?? []).map((run) => run[field]));
  const failures: string[] = [];
  const pageRows = pages.map((page) => {
    const [before, after] = [`previous ${page}`, `this ${page}`];
    const tbt = [of(before, 'tbt'), of(after, 'tbt')] as const;
    const tbtWithoutScripts = of(after, 'tbtWithoutScripts');
    const tasks = [of(before, 'longTasks'), of(after, 'longTasks')] as const;
    const perf = [of(before, 'performance'), of(after, 'performance')] as const;
    const lcp = [of(before, 'lcp') / floor, of(after, 'lcp') / floor] as const;
    if (tbt[1] > 0.5 * tbt[0])
      failures.push(
        `${page}: TBT ${ratio(tbt[1], tbt[0])}x the previous release's > 0.5x (with JavaScript off: ${ratio(tbtWithoutScripts, tbt[0])}x)`,
      );
    if (tasks[1] > 0.5 * tasks[0])
      failures.push(`${page}: long tasks ${ratio(tasks[1], tasks[0])}x the previous release's > 0.5x`);
    if (perf[1] < perf[0]) failures.push(`${page}: performance ${perf[1]} < the previous release's ${perf[0]}`);
    if (lcp[1] > 1.5) failures.push(`${page}: LCP ${lcp[1].toFixed(2)}x the floor page > 1.5x`);
    return `| ${page} | ${Math.round(tbt[0])} | ${Math.round(tbt[1])} | ${ratio(tbt[1], tbt[0])} | ${Math.round(tbtWithoutScripts)} | ${Math.round(tasks[0])} | ${Math.round(tasks[1])} | ${ratio(tasks[1], tasks[0])} | ${perf[0]} | ${perf[1]} | ${lcp[0].toFixed(2)} | ${lcp[1].toFixed(2)} |`;
  });
  /** Each run's TBT, previous / this: how far one run moves, which a median of few cannot show. */
  const tbtRuns = pages.map((page) => {
    const before = pageRuns.get(`previous ${page}`) ?? [];
    const after = pageRuns.get(`this ${page}`) ?? [];
    return `| ${page} | ${before.map((run, index) => `${Math.round(run.tbt)} / ${Math.round(after[index]?.tbt ?? NaN)}`).join(' | ')} |`;
  });
  const inp = (key: string, part: keyof InteractionTiming = 'duration') =>
    median((inpRuns.get(key) ?? []).map((timing) => timing[part]));
  /** Input delay / processing / presentation of the longest entry, each the median of the runs. */
  const parts = (key: string) =>
    (['inputDelay', 'processing', 'presentation'] as const).map((part) => Math.round(inp(key, part))).join(' / ');
  /** One driver's table: each interaction, the worst of the five, and the floor. */
  const inpTable = (driver: TapDriver) => {
    const rows = INTERACTIONS.map((interaction) => {
      const [before, after] = [`${driver} previous ${interaction.name}`, `${driver} this ${interaction.name}`];
      return `| ${interaction.label} | ${Math.round(inp(before))} | ${Math.round(inp(after))} | ${ratio(inp(after), inp(before))} | ${parts(before)} | ${parts(after)} |`;
    });
    const worst = (build: string) =>
      Math.max(...INTERACTIONS.map((interaction) => inp(`${driver} ${build} ${interaction.name}`)));
    const [worstBefore, worstAfter] = [worst('previous'), worst('this')];
    const floorTap = inp(`${driver} floor`);
    return {
      worstBefore,
      worstAfter,
      floorTap,
      lines: [
        '| interaction (INP at 4x CPU) | previous ms | this ms | ratio | previous: delay / processing / presentation | this: delay / processing / presentation |',
        '|---|---:|---:|---:|---:|---:|',
        ...rows,
        `| worst of the five | ${Math.round(worstBefore)} | ${Math.round(worstAfter)} | ${ratio(worstAfter, worstBefore)} | | |`,
        `| ${FLOOR_INTERACTION.label} | | ${Math.round(floorTap)} | ${ratio(floorTap, worstBefore)} of the previous worst | | ${parts(`${driver} floor`)} |`,
      ],
    };
  };
  const taps = inpTable('patient');
  const clicks = inpTable('driver');
  if (taps.worstAfter > 0.6 * taps.worstBefore)
    failures.push(
      `worst INP ${ratio(taps.worstAfter, taps.worstBefore)}x the previous release's > 0.6x (the floor of a tap: ${ratio(taps.floorTap, taps.worstBefore)}x)`,
    );
  const commit = execFileSync('git', ['rev-parse', '--short', 'HEAD'], { encoding: 'utf8' }).trim();
  const changed = execFileSync('git', ['status', '--porcelain', '--', 'app', 'common', 'content'], {
    encoding: 'utf8',
  });
  return [
    `Chromium ${version}; this build (${commit}${changed.trim() ? ', with uncommitted changes to the site' : ''}) beside the previous release ${PREVIOUS}, both served in the same run and measured interleaved, page by page. The machine is shared: the absolute figures move with its load, the ratios are what the bars judge.`,
    '',
    `| page | TBT ms, previous | TBT ms, this | ratio | TBT ms, this with JavaScript off | long tasks ms, previous | long tasks ms, this | ratio | perf, previous | perf, this | LCP / floor, previous | LCP / floor, this |`,
    '|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|',
    ...pageRows,
    '',
    'TBT ms of each run, previous / this:',
    '',
    `| page | ${Array.from({ length: RUNS }, (_, index) => `run ${index + 1}`).join(' | ')} |`,
    `|---|${'---:|'.repeat(RUNS)}`,
    ...tbtRuns,
    '',
    `TBT and performance: Lighthouse mobile (simulated 4x CPU). Long tasks: the total of the \`longtask\` entries in the first ${LONG_TASK_WINDOW_MS / 1000} s after the load event, ${CPU_SLOWDOWN}x CPU slowdown (DevTools throttling), 412 px touch viewport. The floor page's LCP: ${Math.round(floor)} ms. With JavaScript off: this build's page with no script and its \`<noscript>\` content parsed, as a browser without JavaScript gets it.`,
    '',
    ...taps.lines,
    '',
    `Each interaction on a fresh tab, as soon as the page marks itself hydrated (\`data-hydrated\`, the whole page), tapped as a person taps (docs/decisions/0097-the-bench-taps-as-a-person-does.md, 0110): the target scrolled into view and ${SEE_TARGET_MS} ms to see it when it was not, and the same when the loading overlay still covered it, the pointer onto it, a press held ${TAP_HOLD_MS} ms, the release. The bar is read here.`,
    '',
    "The same taps made with Playwright's `click()`, as the bench made them before decision 0097 (a scroll, a move, a press and a release in one go, answered in one frame, with Playwright's own listener among the page's): for comparison with earlier runs, not a bar.",
    '',
    ...clicks.lines,
    '',
    `Each page figure is the median of ${RUNS} runs of each build; each tap figure the median of ${RUNS * TAPS_PER_RUN.patient} taps of each build (Playwright's clicks: ${RUNS * TAPS_PER_RUN.driver}).`,
    failures.length
      ? `Outside the bars of issue 48 (${failures.length}):\n- ${failures.join('\n- ')}`
      : 'Every page and interaction is within the bars of issue 48.',
  ].join('\n');
}

if (import.meta.url === `file://${process.argv[1]}`) console.log(await benchMainThread());
