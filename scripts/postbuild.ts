import { existsSync } from 'node:fs';
import path from 'node:path';
import { writeRedirects } from '../server/static/redirects';
import { writeRss } from '../tooling/rss';
import { writeSearchIndex } from '../tooling/search-index';
import { buildDownloads } from './build-downloads';
import { inlineCriticalCss } from './critical-css';
import { deferHydration } from './defer-hydration';
import { inlineFavicon } from './inline-favicon';
import { inlineLcpSvgs } from './inline-lcp-svg';
import { inlineRouteStyles } from './inline-route-styles';
import { formatSummary, precompress } from './precompress';
import { writeSeoFiles } from './seo-files';
import { stripModulePreload } from './strip-modulepreload';

/**
 * Steps run after `react-router build` (npm run build). Keep it a short list: one function per
 * step, each printing one line.
 */

/** build/client, or the build BUILD_DIR names (as the server reads it). */
const buildDir = path.resolve(process.env.BUILD_DIR ?? 'build/client');

const steps: Array<[name: string, run: () => Promise<string>]> = [
  // Files written into the build go first, so precompress covers them.
  ['search index', () => writeSearchIndex(buildDir)],
  ['rss', () => writeRss(buildDir)],
  ['seo files', async () => writeSeoFiles(buildDir)],
  // Each showcase path the launch profile leaves out, to its real page (content/page-registry.ts).
  ['redirects', async () => writeRedirects(buildDir)],
  ['downloads', () => buildDownloads(buildDir)],
  ['modulepreload', async () => stripModulePreload(buildDir)],
  ['route styles', async () => inlineRouteStyles(buildDir)],
  ['critical css', () => inlineCriticalCss(buildDir)],
  ['favicon', async () => inlineFavicon(buildDir)],
  // After the critical CSS and the favicon: it weighs the finished document.
  ['lcp svg', async () => inlineLcpSvgs(buildDir)],
  ['hydration after paint', async () => deferHydration(buildDir)],
  ['precompress', async () => formatSummary(await precompress(buildDir))],
];

if (!existsSync(buildDir)) {
  console.error(`postbuild: ${buildDir} does not exist; run react-router build first`);
  process.exit(1);
}
// POSTBUILD_SKIP=precompress (comma-separated step names): a test build whose files are weighed, never served compressed.
const skipped = new Set((process.env.POSTBUILD_SKIP ?? '').split(',').filter(Boolean));
for (const [name, run] of steps) {
  if (skipped.has(name)) {
    console.log(`postbuild ${name}: skipped (POSTBUILD_SKIP)`);
    continue;
  }
  const started = Date.now();
  const line = await run();
  console.log(`postbuild ${name}: ${line} (${((Date.now() - started) / 1000).toFixed(1)} s)`);
}
