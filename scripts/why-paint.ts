/**
 * `npx tsx scripts/why-paint.ts /about [/faqs ...]`: what one Lighthouse run (mobile) charged to a page's
 * LCP and TBT. Prints the LCP element and its phases, every request that ended before the observed LCP
 * (Lantern charges each of them to the simulated LCP), and the long tasks with what ran in them.
 * Needs a build; WHY_BUILD=<dir> reads another one (the previous release's, as `npm run bench` caches it under
 * /tmp/clinic-bench-previous/). A diagnostic for docs/decisions/0014-paint-before-hydration.md and its successors;
 * `npm run bench` gives the figures. The long tasks are Lantern's simulated ones: a task that lays out slowed 2x, any
 * other 4x; those past 50 ms that start after the simulated FCP are TBT (docs/benchmarks.md, "What Lighthouse
 * charges on this Chromium").
 */
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { writeFileSync } from 'node:fs';
import { serveBuild } from './lib/serve-build';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from '../tooling/chromium';
import { phoneFontsEnvironment } from '../tooling/phone-fonts';

type Item = Record<string, unknown>;
const itemsOf = (audit: unknown): Item[] =>
  ((audit as { details?: { items?: Item[] } })?.details?.items ?? []) as Item[];

const pages = process.argv.slice(2);
const { app, origin } = await serveBuild(process.env.WHY_BUILD);
// The same Chromium as npm run bench: the Indic system fonts a phone has (tooling/phone-fonts.ts).
const chrome = await chromeLauncher.launch({
  chromePath: CHROMIUM_PATH,
  chromeFlags: ['--headless=new', ...CHROMIUM_FLAGS],
  envVars: { ...process.env, ...phoneFontsEnvironment('test-results') },
});
try {
  for (const page of pages) {
    const result = await lighthouse(origin + encodeURI(page), {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance'],
    });
    if (!result) continue;
    const { audits } = result.lhr;
    if (process.env.WHY_SAVE)
      writeFileSync(`${process.env.WHY_SAVE}/${page.replace(/\W+/g, '_') || 'home'}.json`, JSON.stringify(result.lhr));
    const metrics = itemsOf(audits['metrics'])[0] ?? {};
    const observedLcp = Number(metrics['observedLargestContentfulPaint']);
    console.log(
      `\n# ${page}: LCP ${Math.round(audits['largest-contentful-paint']!.numericValue!)} ms (observed ${observedLcp} ms), FCP ${Math.round(audits['first-contentful-paint']!.numericValue!)} ms (observed ${metrics['observedFirstContentfulPaint']}), TBT ${Math.round(audits['total-blocking-time']!.numericValue!)} ms, perf ${Math.round((result.lhr.categories['performance']?.score ?? 0) * 100)}`,
    );
    const lcpAudit = audits['largest-contentful-paint-element'] as { details?: { items?: Array<{ items?: Item[] }> } };
    for (const table of lcpAudit?.details?.items ?? []) {
      for (const row of table.items ?? []) {
        const node = row['node'] as { snippet?: string } | undefined;
        if (node?.snippet) console.log(`  element: ${node.snippet.slice(0, 160)}`);
        else if (row['phase']) console.log(`  ${row['phase']}: ${Math.round(Number(row['timing']))} ms`);
      }
    }
    console.log('  requests ended before the observed LCP:');
    for (const request of itemsOf(audits['network-requests'])) {
      const end = Number(request['networkEndTime']);
      if (end <= observedLcp) {
        console.log(
          `    ${String(request['url']).replace(origin, '').slice(0, 90)}  ${request['resourceType']}  ${Math.round(Number(request['transferSize']) / 102.4) / 10} KB  ${Math.round(Number(request['networkRequestTime']))}-${Math.round(end)} ms`,
        );
      }
    }
    console.log('  long tasks (simulated: start and duration in the simulation):');
    for (const task of itemsOf(audits['long-tasks']))
      console.log(
        `    ${String(task['url']).replace(origin, '').slice(0, 80)}  start ${Math.round(Number(task['startTime']))}  ${Math.round(Number(task['duration']))} ms`,
      );
    console.log('  main thread by kind:');
    for (const kind of itemsOf(audits['mainthread-work-breakdown']))
      console.log(`    ${kind['groupLabel']}: ${Math.round(Number(kind['duration']))} ms`);
    console.log('  scripts by time:');
    for (const script of itemsOf(audits['bootup-time']).slice(0, 6))
      console.log(
        `    ${String(script['url']).replace(origin, '').slice(0, 80)}  total ${Math.round(Number(script['total']))}  eval ${Math.round(Number(script['scripting']))}  parse ${Math.round(Number(script['scriptParseCompile']))}`,
      );
  }
} finally {
  await chrome.kill();
  await app.close();
}
