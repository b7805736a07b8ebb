/**
 * What each long task after the load event is made of, at 4x CPU (docs/decisions/0065-hydrate-in-two-passes.md):
 * a Chromium trace of one fresh tab per page, its main-thread tasks of 50 ms or more from the load event to 5 s after
 * it, each with the time its parts took (script by file, style, layout, paint, parse). For finding what to cut; the
 * bars are judged by `npm run bench`, whose `longtask` observer runs without a trace. A trace costs time of its own:
 * with V8's compile categories on (TRACE_CATEGORIES), the module evaluation's long task was mostly
 * V8.CollectSourcePositions (105-144 ms at 4x), V8 re-reading the source for the trace's stacks.
 *   npx tsx scripts/trace-long-tasks.ts / /privacy            # this build (build/client)
 *   TRACE_BUILD=/tmp/clinic-bench-previous/a87b9d5886bc/build/client npx tsx scripts/trace-long-tasks.ts /
 *   TRACE_CATEGORIES=devtools.timeline,disabled-by-default-devtools.timeline,v8,disabled-by-default-v8.compile …
 */
import { chromium } from '@playwright/test';
import path from 'node:path';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from '../tooling/chromium';
import { phoneFontsEnvironment } from '../tooling/phone-fonts';
import { LONG_TASK_WINDOW_MS, slowTab } from './bench-main-thread-probes';
import { serveBuild } from './lib/serve-build';

interface TraceEvent {
  name: string;
  cat: string;
  ph: string;
  ts: number;
  dur?: number;
  pid: number;
  tid: number;
  args?: { data?: { url?: string; functionName?: string; frame?: string; stackTrace?: Array<{ url?: string }> } };
}

const CATEGORIES = (
  process.env.TRACE_CATEGORIES ?? 'devtools.timeline,disabled-by-default-devtools.timeline,v8,blink.user_timing,loading'
).split(',');

/** A child event's label: script by its file, the rest by the event's name. */
function label(event: TraceEvent): string {
  const url = event.args?.data?.url ?? event.args?.data?.stackTrace?.[0]?.url;
  if (['FunctionCall', 'EvaluateScript', 'v8.compile', 'v8.compileModule', 'v8.evaluateModule'].includes(event.name))
    return `${event.name} ${url ? path.basename(new URL(url, 'http://x').pathname) : '(inline)'}`;
  return event.name;
}

async function main() {
  const pages = process.argv.slice(2).length ? process.argv.slice(2) : ['/'];
  const { app, origin } = await serveBuild(process.env.TRACE_BUILD ?? path.resolve('build/client'));
  const env = { ...process.env, ...phoneFontsEnvironment('test-results') };
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_FLAGS, env });
  try {
    for (const url of pages) {
      const tab = await slowTab(browser);
      await browser.startTracing(tab.page, { categories: CATEGORIES });
      await tab.page.goto(origin + url, { waitUntil: 'load' });
      await tab.page.waitForTimeout(LONG_TASK_WINDOW_MS + 500);
      const events = (JSON.parse((await browser.stopTracing()).toString()) as { traceEvents: TraceEvent[] })
        .traceEvents;
      await tab.close();
      // The page's own load (the tab's first, about:blank, has one too), and the renderer thread it happened on.
      const load = events.filter((event) => event.name === 'MarkLoad').at(-1);
      if (!load) throw new Error(`${url}: no load event in the trace`);
      const onMain = events.filter((event) => event.tid === load.tid && event.pid === load.pid && event.ph === 'X');
      const start = load.ts;
      const tasks = onMain.filter(
        (event) =>
          event.name === 'RunTask' &&
          (event.dur ?? 0) >= 50_000 &&
          event.ts >= start &&
          event.ts < start + LONG_TASK_WINDOW_MS * 1000,
      );
      let total = 0;
      console.log(`\n${url}: ${tasks.length} long tasks after load`);
      for (const task of tasks) {
        total += task.dur! / 1000;
        const parts = new Map<string, number>();
        for (const child of onMain)
          if (child !== task && child.ts >= task.ts && child.ts + (child.dur ?? 0) <= task.ts + task.dur!) {
            const name = label(child);
            parts.set(name, (parts.get(name) ?? 0) + (child.dur ?? 0) / 1000);
          }
        const top = [...parts].sort((a, b) => b[1] - a[1]).slice(0, 8);
        console.log(
          `  +${((task.ts - start) / 1000).toFixed(0)} ms: ${(task.dur! / 1000).toFixed(0)} ms — ` +
            top.map(([name, ms]) => `${name} ${ms.toFixed(0)}`).join(', '),
        );
      }
      console.log(`  total ${total.toFixed(0)} ms`);
    }
  } finally {
    await browser.close();
    await app.close();
  }
}

await main();
