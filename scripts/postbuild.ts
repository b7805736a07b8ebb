import { existsSync } from 'node:fs';
import path from 'node:path';
import { writeRedirects } from '../server/static/redirects';
import { writeRss } from '../tooling/rss';
import { writeSearchIndex } from '../tooling/search-index';
import { buildDownloads } from './build-downloads';
import { HTML_TRANSFORMS, rewriteBuiltPages } from './html-pipeline';
import { checkPlaceholders } from './left-placeholders';
import { formatSummary, precompress } from './precompress';
import { writeSeoFiles } from './seo-files';

/**
 * Steps run after `react-router build` (npm run build). Keep it a short list: one function per
 * step, each printing one line. Every change to the pages' HTML is a transform of the one HTML
 * pipeline (scripts/html-pipeline/index.ts), which prints a line per transform.
 */

/** build/client, or the build BUILD_DIR names (as the server reads it). */
const buildDir = path.resolve(process.env.BUILD_DIR ?? 'build/client');

// POSTBUILD_SKIP=precompress (comma-separated step or transform names): a test build whose files are weighed, never
// served compressed.
const skipped = new Set((process.env.POSTBUILD_SKIP ?? '').split(',').filter(Boolean));

const seconds = (since: number) => `${((Date.now() - since) / 1000).toFixed(1)} s`;

/** One line per transform, each with its time; then the pipeline's own line. */
async function htmlPipeline(): Promise<string> {
  const reports = await rewriteBuiltPages(buildDir, skipped);
  for (const { name, line, seconds: time } of reports) {
    console.log(
      line === undefined
        ? `postbuild ${name}: skipped (POSTBUILD_SKIP)`
        : `postbuild ${name}: ${line} (${time.toFixed(1)} s)`,
    );
  }
  const ran = reports.filter((report) => report.line !== undefined).length;
  return `every page read once, through ${ran} transforms in their declared order, written once`;
}

const steps: Array<[name: string, run: () => Promise<string>]> = [
  // Files written into the build go first, so precompress covers them.
  ['search index', () => writeSearchIndex(buildDir)],
  ['rss', () => writeRss(buildDir)],
  ['seo files', async () => writeSeoFiles(buildDir)],
  // Each showcase path the launch profile leaves out, to its real page (content/page-registry.ts).
  ['redirects', async () => writeRedirects(buildDir)],
  ['downloads', () => buildDownloads(buildDir)],
  ['html pipeline', htmlPipeline],
  // After every file is written, before any is compressed: a {{placeholder}} left anywhere stops the build.
  ['placeholders', async () => checkPlaceholders(buildDir)],
  // Last: it compresses the pages as the pipeline left them.
  ['precompress', async () => formatSummary(await precompress(buildDir))],
];

if (!existsSync(buildDir)) {
  console.error(`postbuild: ${buildDir} does not exist; run react-router build first`);
  process.exit(1);
}
const known = new Set([...steps.map(([name]) => name), ...HTML_TRANSFORMS.map(({ name }) => name)]);
for (const name of skipped)
  if (!known.has(name))
    throw new Error(`POSTBUILD_SKIP names "${name}", which is no step or transform: ${[...known].join(', ')}`);
for (const [name, run] of steps) {
  if (skipped.has(name)) {
    console.log(`postbuild ${name}: skipped (POSTBUILD_SKIP)`);
    continue;
  }
  const started = Date.now();
  const line = await run();
  console.log(`postbuild ${name}: ${line} (${seconds(started)})`);
}
