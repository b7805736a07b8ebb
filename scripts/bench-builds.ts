import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { buildManyPosts, MANY_POSTS_BUILD } from './build-many-posts';
import { listPages } from './built-pages';
import { FIXTURE_POSTS } from './many-posts';
import { kb, pageWeight } from './page-weight';

/**
 * `npm run bench`, builds: the time of `npm run build` with the shipped posts and with 300 more
 * (scripts/build-many-posts.ts), each post-build step's time, and each build's heaviest pages.
 * Printed, never asserted: the time depends on the machine.
 */

function heaviest(buildDir: string): string {
  const weights = listPages(buildDir).map((page) => pageWeight(buildDir, page));
  const top = (pick: (weight: (typeof weights)[number]) => number) =>
    weights.reduce((max, weight) => (pick(weight) > pick(max) ? weight : max));
  const js = top((weight) => weight.js);
  const html = top((weight) => weight.html);
  const blogJs = top((weight) => (weight.page.startsWith('/blog') ? weight.js : 0));
  return `${weights.length} pages; most JavaScript ${js.page} ${kb(js.js)}; heaviest blog page ${blogJs.page} ${kb(blogJs.js)}; largest HTML ${html.page} ${kb(html.html)} gzip`;
}

export function benchBuilds(): string {
  const started = Date.now();
  const shippedOutput = execFileSync('npm', ['run', 'build'], {
    stdio: ['ignore', 'pipe', 'inherit'],
    encoding: 'utf8',
    maxBuffer: 64 * 1024 * 1024,
  });
  const shippedSeconds = (Date.now() - started) / 1000;
  const shippedSteps = shippedOutput.split('\n').filter((line) => line.startsWith('postbuild '));
  const many = buildManyPosts();
  return [
    `shipped posts: npm run build ${shippedSeconds.toFixed(1)} s; ${heaviest(path.resolve('build/client'))}`,
    ...shippedSteps.map((line) => `  ${line}`),
    `${FIXTURE_POSTS} more posts: npm run build ${many.seconds.toFixed(1)} s; ${heaviest(MANY_POSTS_BUILD)}`,
    ...many.steps.map((line) => `  ${line}`),
  ].join('\n');
}
